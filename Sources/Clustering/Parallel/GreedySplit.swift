/// How a builder runs the greedy visit of its large levels (see `GreedySide`); tests compare the three.
enum GreedySplit: Sendable {
    /// One pass over the whole level on the building thread.
    case none
    /// Two sides, the far one handed to the neighbour pass's helper thread (the default).
    case shared
    /// Two sides, both visited by the building thread (what happens when the helper is late).
    case oneThread
    /// Two sides, the far one on a thread of its own that the building thread always waits for (tests: the
    /// two-thread path without depending on when the pool's helper turns up).
    case twoThreads
}
