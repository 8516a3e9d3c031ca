import CGio

/// A `RepeatingTimer` on GLib's default main context (`g_timeout_add_full`); the box is released by GLib's
/// destroy notify when the source is removed.
@MainActor
public final class GLibTimer: RepeatingTimer {
    private var sourceID: guint = 0

    public init() {}

    public func start(interval: Double, _ tick: @escaping @MainActor () -> Void) {
        cancel()
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        let ms = guint(max(1, (interval * 1000).rounded()))
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, ms, { data in
            let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.tick() }
            return 1
        }, box, { data in Unmanaged<TickBox>.fromOpaque(data!).release() })
    }

    public func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    isolated deinit { cancel() }
}

private final class TickBox {
    let tick: @MainActor () -> Void
    init(_ tick: @escaping @MainActor () -> Void) { self.tick = tick }
}
