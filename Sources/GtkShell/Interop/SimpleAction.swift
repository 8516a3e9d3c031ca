import CGtk
import GtkInterop

/// A GSimpleAction, optionally with a string/bool/int32/double parameter.
@MainActor
public final class SimpleAction: GObjectConvertible {
    nonisolated(unsafe) let raw: OpaquePointer
    public nonisolated var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }

    public enum ParameterType: String, Sendable { case string = "s", bool = "b", int32 = "i", double = "d" }

    public init(name: String, parameterType: ParameterType? = nil) {
        if let parameterType {
            let type = g_variant_type_new(parameterType.rawValue)
            raw = g_simple_action_new(name, type)
            g_variant_type_free(type)
        } else {
            raw = g_simple_action_new(name, nil)
        }
    }

    deinit { g_object_unref(gobjectPointer) }

    /// Called on activation with the decoded parameter (nil for parameterless actions).
    public func onActivate(_ handler: @escaping @MainActor (ActionParameter?) -> Void) {
        Signal.connect(self, "activate", parameter: handler)
    }

    /// Activates the action as a menu item or accelerator would (`parameter` must match its type).
    public func activate(_ parameter: ActionParameter? = nil) {
        g_action_activate(pinmap_g_action(gobjectPointer), parameter?.makeVariant())
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(pinmap_g_action(gobjectPointer)) != 0 }
        set { g_simple_action_set_enabled(raw, newValue ? 1 : 0) }
    }
}
