import CGtk

/// Frame-clock driven animation hooks.
@MainActor
extension Widget {
    /// Calls `tick` once per frame with the frame clock's time in seconds until it returns false.
    /// Stops by itself when the widget is unrealized; the closure is released by GTK's destroy notify.
    @discardableResult
    public func addTickCallback(_ tick: @escaping @MainActor (_ frameTime: Double) -> Bool) -> TickCallbackID {
        let data = HandlerBox(tick).retainedPointer()
        let id = gtk_widget_add_tick_callback(raw, { _, clock, data in
            let box = HandlerBox<@MainActor (Double) -> Bool>.from(data)
            let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            return MainActor.assumeIsolated { box.handler(seconds) } ? 1 : 0
        }, data, { releaseHandlerBox($0) })
        return TickCallbackID(id: id)
    }

    /// Calls `work` once, at the second frame's tick from now: that tick comes after the next frame was laid out
    /// and painted. Returns the callback's id, to cancel it before then.
    @discardableResult
    public func afterNextFrame(_ work: @escaping @MainActor () -> Void) -> TickCallbackID {
        var seen = 0
        return addTickCallback { _ in
            seen += 1
            guard seen >= 2 else { return true }
            work()
            return false
        }
    }

    /// Stops a tick callback that has not finished yet.
    public func removeTickCallback(_ id: TickCallbackID) { gtk_widget_remove_tick_callback(raw, id.id) }

    /// The frame clock's current frame time in seconds; nil before the widget is realized.
    public var frameTime: Double? {
        guard let clock = gtk_widget_get_frame_clock(raw) else { return nil }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }
}
