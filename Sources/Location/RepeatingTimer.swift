/// Calls back on the main thread every `interval` seconds until cancelled. The app's is GLib's timeout
/// (`GLibTimer`); tests step a fake by hand.
@MainActor
public protocol RepeatingTimer: AnyObject {
    /// Starts calling `tick`; a second call replaces the first.
    func start(interval: Double, _ tick: @escaping @MainActor () -> Void)
    func cancel()
}
