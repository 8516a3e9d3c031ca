import CIntl

/// The C calls behind `L10n`: glibc's gettext with Pinmap's text domain.
enum Gettext {
    static let domain = "pinmap"

    /// Binds the domain to `directory` (holding `<lang>/LC_MESSAGES/pinmap.mo`) and makes it the default, in UTF-8.
    static func bind(directory: String) {
        // GTK also calls setlocale in gtk_init; doing it here makes tr() work before GTK starts (and in tests).
        _ = setlocale(LC_ALL, "")
        _ = bindtextdomain(domain, directory)
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
    }

    static func translate(_ text: String) -> String {
        // gettext returns its argument when there is no translation, so the copy is made while that C string lives.
        text.withCString { key in
            guard let out = dgettext(domain, key) else { return text }
            return String(cString: out)
        }
    }
}
