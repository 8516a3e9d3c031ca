import CSoup

/// libsoup hands a negative Content-Length straight to a GObject property, and GLib prints a raw warning
/// before any of our code sees the response. `SoupOperation` reports that response as a failed tile with a
/// clear reason, so this one warning is dropped; every other GLib-GObject message goes to GLib's default handler.
enum SoupWarningFilter {
    /// Installs the filter once per process; later calls do nothing.
    static func install() { _ = installed }

    private static let installed: Bool = {
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_FLAG_FATAL.rawValue | G_LOG_FLAG_RECURSION.rawValue)
        g_log_set_handler("GLib-GObject", levels, { domain, level, message, _ in
            if let message, strstr(message, "out of range for property 'content-length'") != nil { return }
            g_log_default_handler(domain, level, message, nil)
        }, nil)
        return true
    }()
}
