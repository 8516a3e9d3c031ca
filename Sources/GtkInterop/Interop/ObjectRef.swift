import CGtk

/// An owning reference to a GObject: sinks a floating reference on creation and unrefs once in deinit.
/// Keeps a widget alive while it is out of any container (a map widget between windows, a popover).
public final class ObjectRef<Handle: GObjectConvertible> {
    public let handle: Handle

    /// Takes a new strong reference (`g_object_ref_sink`: a floating reference is taken over).
    public init(sinking handle: Handle) {
        self.handle = handle
        g_object_ref_sink(handle.gobjectPointer)
    }

    deinit { g_object_unref(handle.gobjectPointer) }
}
