import CAdw
import CGtk
import GtkInterop

@MainActor
extension AdwUI {
    /// A licence for the About window's legal sections.
    public enum Licence: Sendable {
        case mit, lgpl3
        /// Any other licence, given as its text (ODbL, CC BY 4.0, public domain).
        case text(String)
    }

    /// What AdwAboutWindow shows.
    public struct About: Sendable {
        public var name, icon, version, developer, comments, website, issueURL, copyright: String
        public var licence: Licence
        /// Extra credit sections, e.g. ("Map data", ["OpenStreetMap contributors https://…"]).
        public var credits: [(section: String, people: [String])]
        /// Data and code used under their own licences: (title, copyright, licence).
        public var legal: [(title: String, copyright: String, licence: Licence)]
    }

    /// A modal AdwAboutWindow over `parent`.
    public static func presentAbout(_ about: About, parent: Widget) {
        let w = AppUI.wrap(adw_about_window_new())
        let a = pinmap_adw_about_window(w.gobjectPointer)
        adw_about_window_set_application_name(a, about.name)
        adw_about_window_set_application_icon(a, about.icon)
        adw_about_window_set_version(a, about.version)
        adw_about_window_set_developer_name(a, about.developer)
        adw_about_window_set_comments(a, about.comments)
        adw_about_window_set_website(a, about.website)
        adw_about_window_set_issue_url(a, about.issueURL)
        adw_about_window_set_copyright(a, about.copyright)
        let (type, text) = gtkLicence(about.licence)
        adw_about_window_set_license_type(a, type)
        if let text { adw_about_window_set_license(a, text) }
        for credit in about.credits {
            withStringArray(credit.people) { adw_about_window_add_credit_section(a, credit.section, $0) }
        }
        for section in about.legal {
            let (type, text) = gtkLicence(section.licence)
            adw_about_window_add_legal_section(a, section.title, section.copyright, type, text)
        }
        AppUI.presentTransient(w, parent: parent)
    }

    private static func gtkLicence(_ licence: Licence) -> (GtkLicense, String?) {
        switch licence {
        case .mit: return (GTK_LICENSE_MIT_X11, nil)
        case .lgpl3: return (GTK_LICENSE_LGPL_3_0, nil)
        case .text(let text): return (GTK_LICENSE_CUSTOM, text)
        }
    }

    /// A NULL-terminated C string array alive for the call.
    static func withStringArray(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Void) {
        var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        pointers.append(nil)
        pointers.withUnsafeMutableBufferPointer { body($0.baseAddress) }
        pointers.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
    }
}
