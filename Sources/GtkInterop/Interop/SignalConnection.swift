import CGtk

/// A connected signal handler; `disconnect()` while the instance is alive to stop it early.
/// Not needed otherwise: the handler's closure is released when the instance is finalized.
public struct SignalConnection {
    package let instance: UnsafeMutableRawPointer
    /// GLib's handler id (0 if the signal name was unknown: GLib logs a warning then).
    public let id: UInt

    /// Disconnects the handler; its closure is released by GLib's destroy notify.
    @MainActor public func disconnect() {
        guard id != 0, g_signal_handler_is_connected(instance, gulong(id)) != 0 else { return }
        g_signal_handler_disconnect(instance, gulong(id))
    }
}
