/// Whether the window's last painted frame shows the app's state as it is now: the debug dump's `frameShowsState`,
/// which screenshot tests wait for instead of looking at the screen until its pixels change.
struct PaintedFrames {
    /// Changes of the store or of the facts the shell fed the snapshot, so far.
    private(set) var changes = 0
    /// `changes` at the last painted frame, when the app was idle as it painted (nil after a busy frame).
    private var idlePaintAt: Int?

    mutating func changed() { changes += 1 }

    /// A frame was painted; `idle`: nothing was under way as it was (no tile, index or move pending).
    mutating func painted(idle: Bool) { idlePaintAt = idle ? changes : nil }

    /// The last frame was painted while idle, and nothing has changed since.
    var showState: Bool { idlePaintAt == changes }
}
