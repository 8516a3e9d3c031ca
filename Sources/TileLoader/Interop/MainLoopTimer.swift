import CSoup

/// A pending `MainContext.schedule` call; holds a reference on its GLib source.
final class MainLoopTimer {
    private let source: UnsafeMutablePointer<GSource>

    init(adopting source: UnsafeMutablePointer<GSource>) { self.source = source }
    deinit { g_source_unref(source) }

    /// Stops the timer if it has not fired yet (destroying a finished source is harmless).
    func cancel() { g_source_destroy(source) }
}
