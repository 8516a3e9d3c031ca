import CGtk
import DeepLinks

/// GIO application lookup, launching and the clipboard, for the app shell. Errors come back as text.
@MainActor
public final class AppGIO {
    /// Installed apps by desktop id, each a retained GAppInfo, kept so a chosen app can be launched later.
    private nonisolated(unsafe) var appInfos: [String: OpaquePointer] = [:]

    public init() {}

    deinit {
        for info in appInfos.values { g_object_unref(UnsafeMutableRawPointer(info)) }
    }

    /// Apps registered for `x-scheme-handler/geo` (g_app_info_get_all_for_type), in GIO's order.
    public func geoHandlers() -> [DesktopMapApp] {
        for info in appInfos.values { g_object_unref(UnsafeMutableRawPointer(info)) }
        appInfos.removeAll()
        var apps: [DesktopMapApp] = []
        let list = g_app_info_get_all_for_type("x-scheme-handler/geo")
        var node = list
        while let n = node {
            if let data = n.pointee.data {
                let info = OpaquePointer(data)
                if let idC = g_app_info_get_id(info) {
                    let id = String(cString: idC)
                    let name = g_app_info_get_display_name(info).map { String(cString: $0) } ?? id
                    if appInfos[id] == nil {
                        g_object_ref(data)
                        appInfos[id] = info
                        apps.append(DesktopMapApp(id: id, name: name))
                    }
                }
            }
            node = n.pointee.next
        }
        g_list_free_full(list, { g_object_unref($0) })
        return apps
    }

    /// Launches `uri` with the installed app `desktopID`; nil on success, else GIO's message.
    public func launch(_ uri: String, withAppID desktopID: String) -> String? {
        guard let info = appInfos[desktopID] else { return "\(desktopID) is not installed" }
        var list: UnsafeMutablePointer<GList>? = nil
        list = g_list_append(list, strdup(uri))
        defer { g_list_free_full(list, { g_free($0) }) }
        var error: UnsafeMutablePointer<GError>? = nil
        let ok = g_app_info_launch_uris(info, list, nil, &error)
        return Self.message(ok, error)
    }

    /// Launches `uri` with the default handler for its scheme; nil on success, else GIO's message.
    public func launchDefault(_ uri: String) -> String? {
        var error: UnsafeMutablePointer<GError>? = nil
        let ok = g_app_info_launch_default_for_uri(uri, nil, &error)
        return Self.message(ok, error)
    }

    private static func message(_ ok: gboolean, _ error: UnsafeMutablePointer<GError>?) -> String? {
        if let error {
            defer { g_error_free(error) }
            return String(cString: error.pointee.message)
        }
        return ok != 0 ? nil : "launch failed"
    }

    /// Puts `text` on the default display's clipboard.
    public static func copyToClipboard(_ text: String) {
        guard let display = gdk_display_get_default() else { return }
        gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
    }

    /// The clipboard's text when GTK has it locally (set by this process); nil otherwise. For tests and the debug dump.
    public static func localClipboardText() -> String? {
        guard let display = gdk_display_get_default(),
              let provider = gdk_clipboard_get_content(gdk_display_get_clipboard(display)) else { return nil }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        var error: UnsafeMutablePointer<GError>? = nil
        guard gdk_content_provider_get_value(provider, &value, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
