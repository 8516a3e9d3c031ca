import CGtk

/// A GMenu of files, each item running `action` with the file's path as its string target (Main menu › Open Recent).
@MainActor
public final class PathMenu {
    let menu: OpaquePointer
    private let action: String

    /// - Parameter action: the detailed action name, e.g. "app.open-recent".
    public init(action: String) {
        menu = g_menu_new()
        self.action = action
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// Replaces the items: one per path, labelled `label(path)`, in order.
    public func fill(_ paths: [String], label: (String) -> String) {
        g_menu_remove_all(menu)
        for path in paths {
            let item = g_menu_item_new(label(path), nil)
            g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(path))
            g_menu_append_item(menu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
    }
}
