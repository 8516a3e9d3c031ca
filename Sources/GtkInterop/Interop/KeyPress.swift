import CGtk

/// A key event from GtkEventControllerKey: `keyval` compares with the `GDK_KEY_*` constants.
public struct KeyPress: Hashable, Sendable {
    public let keyval: UInt32
    public let keycode: UInt32
    /// GdkModifierType bits.
    public let modifiers: UInt32

    public init(keyval: UInt32, keycode: UInt32 = 0, modifiers: UInt32 = 0) {
        self.keyval = keyval; self.keycode = keycode; self.modifiers = modifiers
    }

    public var hasControl: Bool { modifiers & GDK_CONTROL_MASK.rawValue != 0 }
    public var hasShift: Bool { modifiers & GDK_SHIFT_MASK.rawValue != 0 }
    public var hasAlt: Bool { modifiers & GDK_ALT_MASK.rawValue != 0 }
}
