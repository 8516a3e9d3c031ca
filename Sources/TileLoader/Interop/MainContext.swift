import CSoup
import Foundation

/// The GLib main context a TileStore lives on: the thread-default context of the thread that made it
/// (GTK's global default in the app; a private one per test, so tests never share a loop with GTK).
/// Background work comes back here with `post`; Swift's main queue is not drained by GLib on Linux.
final class MainContext: @unchecked Sendable {
    // GMainContext is thread-safe: attaching sources from any thread is allowed.
    private let raw: OpaquePointer

    private init(adopting raw: OpaquePointer) { self.raw = raw }
    deinit { g_main_context_unref(raw) }

    /// The calling thread's default context (the global default unless one was pushed).
    static func current() -> MainContext { MainContext(adopting: g_main_context_ref_thread_default()) }

    /// A new context made the calling thread's default until `popThreadDefault`; for tests.
    static func pushNew() -> MainContext {
        let c = MainContext(adopting: g_main_context_new())
        g_main_context_push_thread_default(c.raw)
        return c
    }

    func popThreadDefault() { g_main_context_pop_thread_default(raw) }

    /// Runs `work` on the thread iterating this context. Safe from any thread.
    func post(_ work: @escaping @Sendable () -> Void) {
        let source = g_idle_source_new()!
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        attach(source, work)
        g_source_unref(source)
    }

    /// Runs `work` once after `seconds`; the timer can cancel it. Call on the context's thread.
    @discardableResult
    func schedule(after seconds: Double, _ work: @escaping () -> Void) -> MainLoopTimer {
        let ms = UInt32(max(0, min(Double(UInt32.max / 2), (seconds * 1000).rounded(.up))))
        let source = g_timeout_source_new(ms)!
        attach(source, work)
        return MainLoopTimer(adopting: source)
    }

    /// Iterates this context until `done()` holds or `timeout` seconds pass; returns `done()`.
    /// For headless rendering and tests; never call it from inside a GTK callback.
    @discardableResult
    func iterate(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        // A wake-up at the deadline, so a blocking iteration cannot outlive it.
        let wake = schedule(after: max(0, timeout)) {}
        defer { wake.cancel() }
        while !done() {
            if Date() >= deadline { return done() }
            g_main_context_iteration(raw, 1)
        }
        return true
    }

    /// Runs every source that is ready now, without blocking.
    func drain() {
        while g_main_context_iteration(raw, 0) != 0 {}
    }

    /// The box is released by the destroy notify whether or not the source ever runs.
    private func attach(_ source: UnsafeMutablePointer<GSource>, _ work: @escaping () -> Void) {
        let box = Unmanaged.passRetained(CallbackBox(work)).toOpaque()
        g_source_set_callback(source, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue().work()
            return 0
        }, box, { data in
            Unmanaged<CallbackBox>.fromOpaque(data!).release()
        })
        g_source_attach(source, raw)
    }
}

/// Carries a closure through GLib's `user_data`.
private final class CallbackBox {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
