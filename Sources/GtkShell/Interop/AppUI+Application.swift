import CGtk

@MainActor
extension AppUI {
    /// Every `pinmap` invocation gets its own window: a second `pinmap geo:…` must open there, not hand its
    /// arguments (which GApplication would drop) to an instance already running.
    public static func makeNonUnique(_ application: Application) {
        let app = pinmap_g_application(UnsafeMutableRawPointer(application.raw))
        g_application_set_flags(app, GApplicationFlags(rawValue: g_application_get_flags(app).rawValue | G_APPLICATION_NON_UNIQUE.rawValue))
    }
}
