import CGtk

/// GDK key values the map and app compare `KeyPress.keyval` with, so callers need not import CGtk.
public enum KeySym {
    public static let plus = UInt32(GDK_KEY_plus)
    public static let equal = UInt32(GDK_KEY_equal)
    public static let minus = UInt32(GDK_KEY_minus)
    public static let underscore = UInt32(GDK_KEY_underscore)
    public static let keypadAdd = UInt32(GDK_KEY_KP_Add)
    public static let keypadSubtract = UInt32(GDK_KEY_KP_Subtract)
    public static let left = UInt32(GDK_KEY_Left)
    public static let right = UInt32(GDK_KEY_Right)
    public static let up = UInt32(GDK_KEY_Up)
    public static let down = UInt32(GDK_KEY_Down)
    public static let keypadLeft = UInt32(GDK_KEY_KP_Left)
    public static let keypadRight = UInt32(GDK_KEY_KP_Right)
    public static let keypadUp = UInt32(GDK_KEY_KP_Up)
    public static let keypadDown = UInt32(GDK_KEY_KP_Down)
    public static let home = UInt32(GDK_KEY_Home)
    public static let end = UInt32(GDK_KEY_End)
    public static let keypadEnd = UInt32(GDK_KEY_KP_End)
    public static let keypadHome = UInt32(GDK_KEY_KP_Home)
    public static let escape = UInt32(GDK_KEY_Escape)
    public static let pageUp = UInt32(GDK_KEY_Page_Up)
    public static let pageDown = UInt32(GDK_KEY_Page_Down)
    public static let returnKey = UInt32(GDK_KEY_Return)
    public static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
    public static let delete = UInt32(GDK_KEY_Delete)
    public static let keypadDelete = UInt32(GDK_KEY_KP_Delete)
    /// The context-menu key, and Shift+F10 for keyboards without one.
    public static let menu = UInt32(GDK_KEY_Menu)
    public static let f10 = UInt32(GDK_KEY_F10)
    /// Tab, and what Shift+Tab sends (ISO_Left_Tab).
    public static let tab = UInt32(GDK_KEY_Tab)
    public static let keypadTab = UInt32(GDK_KEY_KP_Tab)
    public static let isoLeftTab = UInt32(GDK_KEY_ISO_Left_Tab)
}
