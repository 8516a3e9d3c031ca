import CGtk

/// Anything that is a GObject instance: signal connection and ref counting accept these.
public protocol GObjectConvertible {
    /// The instance as GLib's untyped `gpointer`.
    var gobjectPointer: UnsafeMutableRawPointer { get }
}

extension OpaquePointer: GObjectConvertible {
    public var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer: GObjectConvertible {
    public var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectConvertible {
    public var gobjectPointer: UnsafeMutableRawPointer { self }
}
