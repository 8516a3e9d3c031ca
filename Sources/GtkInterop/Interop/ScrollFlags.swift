import CGtk

/// GtkEventControllerScrollFlags as a Swift option set.
public struct ScrollFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let vertical = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue)
    public static let horizontal = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL.rawValue)
    public static let discrete = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
    public static let kinetic = ScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    public static let bothAxes: ScrollFlags = [.vertical, .horizontal]
}
