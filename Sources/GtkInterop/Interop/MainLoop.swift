import CGtk
import Foundation

/// The GLib main loop, the only run loop GTK code may rely on (it does not drain Swift's main queue).
public enum MainLoop {
    /// Runs `work` once on the GTK main thread at default priority (before the next redraw). Callable from any thread.
    public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        let data = HandlerBox(work).retainedPointer()
        g_idle_add_full(pinmap_priority_default(), { data in
            let box = HandlerBox<@Sendable @MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
            return 0 // G_SOURCE_REMOVE; the destroy notify releases the box.
        }, data, { releaseHandlerBox($0) })
    }

    /// Calls `tick` every `milliseconds` until it returns false or the source is cancelled.
    @MainActor @discardableResult
    public static func timeout(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) -> SourceID {
        let data = HandlerBox(tick).retainedPointer()
        let id = g_timeout_add_full(pinmap_priority_default(), milliseconds, { data in
            let box = HandlerBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }, data, { releaseHandlerBox($0) })
        return SourceID(id: id)
    }

    /// Dispatches pending events once; blocks for the next one when `mayBlock`. True if something was dispatched.
    @MainActor @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Runs the default main context until `condition` holds or `timeout` passes; returns whether it held.
    /// For tests and start-up waits: never sleeps blindly, wakes at least every 10 ms to re-check. The default
    /// gives a loaded machine a minute: a condition that holds returns at once, so only a failure waits that long.
    @MainActor @discardableResult
    public static func run(until condition: @MainActor () -> Bool, timeout: Duration = .seconds(60)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        let waker = Self.timeout(milliseconds: 10) { true }
        defer { waker.cancel() }
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// A GLib source id; `cancel()` removes it (its closure is released by the destroy notify).
    public struct SourceID: Hashable, Sendable {
        public let id: UInt32
        @MainActor public func cancel() {
            guard id != 0, g_main_context_find_source_by_id(nil, id) != nil else { return }
            g_source_remove(id)
        }
    }
}
