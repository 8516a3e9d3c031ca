import CSoup
import Foundation

/// Hops onto the default GLib main context, where the shell (and every TileStore) lives.
/// Internal: GtkShell has its own `MainLoop`, and two public ones would clash where both are imported.
/// Swift's main queue is not drained by GLib on Linux, so this is the only way back from Dispatch.
enum MainLoop {
    /// Runs `work` on the thread iterating the default main context. Safe from any thread.
    static func post(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(CallbackBox(work)).toOpaque()
        // The destroy notify releases the box whether or not the source ever runs.
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue().work()
            return 0
        }, box, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).release()
        })
    }

    /// Runs `work` once after `seconds` on the main context; the returned timer can cancel it.
    @discardableResult
    static func schedule(after seconds: Double, _ work: @escaping () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        let box = Unmanaged.passRetained(CallbackBox { [weak timer] in
            timer?.sourceID = 0
            work()
        }).toOpaque()
        let ms = UInt32(max(0, min(Double(UInt32.max / 2), (seconds * 1000).rounded(.up))))
        timer.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, ms, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue().work()
            return 0
        }, box, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).release()
        })
        return timer
    }

    /// Iterates the default main context until `done()` holds or `timeout` seconds pass.
    /// Returns `done()`. For headless rendering and tests; never call it from inside a GTK callback.
    @discardableResult
    static func iterate(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        // A wake-up at the deadline, so a blocking iteration cannot outlive it.
        let wake = schedule(after: max(0, timeout)) {}
        defer { wake.cancel() }
        while !done() {
            if Date() >= deadline { return done() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs every source that is ready now, without blocking.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

/// Carries a closure through GLib's `user_data`.
private final class CallbackBox {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
