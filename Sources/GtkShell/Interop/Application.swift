import CAdw
import CGtk
import GtkInterop

/// An AdwApplication (a GtkApplication that loads libadwaita's styles): register actions, connect "activate", then `run`.
@MainActor
public final class Application {
    nonisolated(unsafe) let raw: UnsafeMutablePointer<GtkApplication>

    /// `id` is a reverse-DNS application id, e.g. "org.pinmap.Pinmap".
    public init(id: String) {
        raw = pinmap_gtk_application(adw_application_new(id, G_APPLICATION_DEFAULT_FLAGS))
    }

    deinit { g_object_unref(raw) }

    /// Called when the application starts (build the window here).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(raw, "activate", handler)
    }

    /// Called once before quitting (save state here).
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(raw, "shutdown", handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        cStrings.append(nil)
        return cStrings.withUnsafeMutableBufferPointer { argv in
            g_application_run(pinmap_g_application(UnsafeMutableRawPointer(raw)), Int32(arguments.count), argv.baseAddress)
        }
    }

    /// Opens the display, reads GTK's settings and loads libadwaita's style sheets now, so the caller can overlap
    /// them with work of its own; the application's start-up then finds both ready. False without a display (the
    /// start-up reports that, as before).
    @discardableResult
    public static func initializeEarly() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        return true
    }

    public func quit() { g_application_quit(pinmap_g_application(UnsafeMutableRawPointer(raw))) }

    /// A new AdwApplicationWindow belonging to this application (not yet shown: call `Window.present`);
    /// its content goes in with `AdwUI.setContent`.
    public func makeWindow() -> Widget { AdwUI.applicationWindow(raw) }

    /// Adds an "app."-scoped action.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(pinmap_g_action_map(UnsafeMutableRawPointer(raw)), pinmap_g_action(action.gobjectPointer))
    }

    /// Keyboard shortcuts for a detailed action name such as "app.quit" (accelerators like "<Control>q").
    public func setAccelerators(_ accelerators: [String], forAction name: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        defer { cStrings.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        cStrings.append(nil)
        cStrings.withUnsafeBufferPointer { gtk_application_set_accels_for_action(raw, name, $0.baseAddress) }
    }
}

extension Application {
    /// Every action that has keyboard shortcuts, by detailed name ("app.quit"), with its accelerators.
    public var accelerators: [String: [String]] {
        guard let names = gtk_application_list_action_descriptions(raw) else { return [:] }
        defer { g_strfreev(names) }
        var result: [String: [String]] = [:]
        var i = 0
        while let name = names[i] {
            let detailed = String(cString: name)
            if let accels = gtk_application_get_accels_for_action(raw, name) {
                var j = 0
                var list: [String] = []
                while let a = accels[j] { list.append(String(cString: a)); j += 1 }
                g_strfreev(accels)
                if !list.isEmpty { result[detailed] = list }
            }
            i += 1
        }
        return result
    }
}
