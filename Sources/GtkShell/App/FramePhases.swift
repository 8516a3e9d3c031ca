/// Turns the frame clock's phase timestamps into one `FrameRecord` per frame.
/// The clock emits before-paint and after-paint every frame; update, layout and paint only when requested.
struct FramePhases {
    /// A moment of the frame: µs on the monotonic clock, and µs of the main thread's CPU time.
    struct Stamp: Equatable {
        var wall: Int64
        var cpu: Int64
    }

    private var start: Stamp?
    private var frameTime: Int64 = 0
    private var layoutEnd: Stamp?
    private var paintEnd: Stamp?
    private var previousFrameTime: Int64?

    /// Our before-paint handler: the frame begins (GTK's own before-paint work is done by then, and small).
    mutating func beforePaint(at now: Stamp, frameTime: Int64) {
        start = now
        self.frameTime = frameTime
        layoutEnd = nil
        paintEnd = nil
    }

    /// Our layout handler: runs after GTK's, so this is where the paint phase starts.
    mutating func layout(at now: Stamp) { layoutEnd = now }

    /// Our paint handler: runs after GTK's snapshot and render.
    mutating func paint(at now: Stamp) { paintEnd = now }

    /// Did the frame in progress paint?
    var painted: Bool { paintEnd != nil }

    /// Our after-paint handler: the frame's record, or nil when no before-paint began it.
    mutating func afterPaint(at now: Stamp, counter: Int64) -> FrameRecord? {
        guard let start else { return nil }
        // Without a layout phase the paint starts after the update phase, which we do not see end.
        let paintStart = layoutEnd ?? start
        let record = FrameRecord(counter: counter, frameTimeUs: frameTime,
                                 intervalUs: previousFrameTime.map { frameTime - $0 },
                                 updateLayoutUs: paintStart.wall - start.wall,
                                 paintUs: paintEnd.map { $0.wall - paintStart.wall },
                                 paintCPUUs: paintEnd.map { $0.cpu - paintStart.cpu },
                                 frameUs: now.wall - start.wall, frameCPUUs: now.cpu - start.cpu)
        previousFrameTime = frameTime
        self.start = nil
        return record
    }
}
