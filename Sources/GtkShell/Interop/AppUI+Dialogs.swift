import CGtk

@MainActor
extension AppUI {
    /// What the About window shows.
    public struct AboutInfo: Sendable {
        public var programName: String
        public var version: String
        public var comments: String
        public var website: String
        public var copyright: String
        public var license: String
        /// Extra credit sections, e.g. ("Map data", ["© OpenStreetMap contributors …"]).
        public var credits: [(section: String, lines: [String])]
        public init(programName: String, version: String, comments: String, website: String, copyright: String,
                    license: String, credits: [(section: String, lines: [String])]) {
            self.programName = programName; self.version = version; self.comments = comments; self.website = website
            self.copyright = copyright; self.license = license; self.credits = credits
        }
    }

    /// A modal GtkAboutDialog over `parent`.
    public static func presentAbout(_ info: AboutInfo, parent: Widget) {
        let w = wrap(gtk_about_dialog_new())
        let about = w.opaque
        gtk_about_dialog_set_program_name(about, info.programName)
        gtk_about_dialog_set_version(about, info.version)
        gtk_about_dialog_set_comments(about, info.comments)
        gtk_about_dialog_set_website(about, info.website)
        gtk_about_dialog_set_copyright(about, info.copyright)
        gtk_about_dialog_set_license(about, info.license)
        gtk_about_dialog_set_wrap_license(about, 1)
        gtk_about_dialog_set_logo_icon_name(about, "io.github.pinmap.Pinmap")
        for credit in info.credits {
            var lines: [UnsafePointer<CChar>?] = credit.lines.map { UnsafePointer(strdup($0)) }
            lines.append(nil)
            lines.withUnsafeMutableBufferPointer { gtk_about_dialog_add_credit_section(about, credit.section, $0.baseAddress) }
            lines.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
        }
        presentTransient(w, parent: parent)
    }

    /// A window built from GtkBuilder XML (the shortcuts window); nil when the XML names no such object.
    public static func window(fromBuilderXML xml: String, objectID: String) -> Widget? {
        let builder = gtk_builder_new_from_string(xml, -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, objectID) else { return nil }
        return Widget(UnsafeMutableRawPointer(object))
    }

    /// A plain top-level GtkWindow for secondary windows (Preferences).
    public static func window(title: String, width: Int, height: Int) -> Widget {
        let w = Window.make()
        Window.setTitle(w, title)
        Window.setDefaultSize(w, width: width, height: height)
        return w
    }

    /// Shows `window` above `parent`, modal, and destroyed with it.
    public static func presentTransient(_ window: Widget, parent: Widget) {
        let win = pinmap_gtk_window(window.gobjectPointer)
        gtk_window_set_transient_for(win, pinmap_gtk_window(parent.gobjectPointer))
        gtk_window_set_modal(win, 1)
        gtk_window_set_destroy_with_parent(win, 1)
        gtk_window_set_hide_on_close(win, 0)
        gtk_window_present(win)
    }
}
