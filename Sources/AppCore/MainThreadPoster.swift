/// Runs work on the main thread from anywhere. The GTK shell posts through GLib's main loop
/// (Swift's main queue is not drained there); tests drain a queue by hand.
public protocol MainThreadPoster: Sendable {
    /// Runs `work` on the main thread soon, after events already queued.
    func post(_ work: @escaping @MainActor @Sendable () -> Void)
    /// Runs `work` on the main thread after `delay` seconds.
    func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void)
}
