import CGtk

extension Widget {
    /// A widget made by another C library (libshumate), for a sibling module's Interop code; nil for null or a non-widget.
    public init?(foreign pointer: UnsafeMutableRawPointer?) {
        guard let pointer, pinmap_is_widget(pointer) != 0, let w = pinmap_gtk_widget(pointer) else { return nil }
        self.init(w)
    }
}
