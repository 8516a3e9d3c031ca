import AppCore
import GtkInterop

/// Posts work through GLib's main loop, the only loop that runs inside `g_application_run`.
public struct GLibPoster: MainThreadPoster {
    public init() {}

    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainLoop.post(work)
    }

    public func post(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        let ms = UInt32(max(0, min(60_000, delay * 1000)))
        // The timeout is created on the main thread, so hop there first.
        MainLoop.post {
            MainLoop.timeout(milliseconds: ms) { work(); return false }
        }
    }
}
