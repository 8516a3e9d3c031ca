/// Carries a Swift closure through a C `gpointer`.
/// Retained once per connection or source (`Unmanaged.passRetained`) and released by GLib's destroy notify, never elsewhere.
/// Unchecked Sendable: the closure only runs on the GTK main thread (entered with `MainActor.assumeIsolated`).
package final class HandlerBox<F>: @unchecked Sendable {
    package let handler: F
    package init(_ handler: F) { self.handler = handler }

    /// The retained pointer handed to GLib.
    package func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// Borrows the box behind a `gpointer` without changing its count.
    package static func from(_ pointer: UnsafeMutableRawPointer?) -> HandlerBox<F> {
        Unmanaged<HandlerBox<F>>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

/// Balances `retainedPointer()`; used as every GDestroyNotify / GClosureNotify.
package func releaseHandlerBox(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
