import CAdw
import CGtk
import GtkInterop

@MainActor
extension Application {
    /// One Pinmap per desktop session: a second `pinmap geo:…` hands its link to the running one ("open") and exits.
    /// Without a session bus GApplication runs as a plain, non-unique app.
    public func makeUniqueOpeningURIs() {
        let app = pinmap_g_application(UnsafeMutableRawPointer(raw))
        let flags = g_application_get_flags(app).rawValue & ~G_APPLICATION_NON_UNIQUE.rawValue
        g_application_set_flags(app, GApplicationFlags(rawValue: flags | G_APPLICATION_HANDLES_OPEN.rawValue))
    }

    /// Called with the URIs a (possibly remote) invocation asked to open, e.g. `geo:60.17,24.94`.
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
        let data = HandlerBox(handler).retainedPointer()
        pinmap_connect_open(UnsafeMutableRawPointer(raw), { _, files, count, _, data in
            let box = HandlerBox<@MainActor ([String]) -> Void>.from(data)
            var uris: [String] = []
            for i in 0..<Int(max(0, count)) {
                guard let file = files?[i], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            MainActor.assumeIsolated { box.handler(uris) }
        }, data, { data, _ in releaseHandlerBox(data) })
    }
}
