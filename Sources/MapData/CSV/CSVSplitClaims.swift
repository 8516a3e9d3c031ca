import Synchronization

/// Where the first part of a split CSV read ends, shared by its two threads. The first part claims its rows a stretch
/// at a time; the later part's thread, done with its own rows while the first is still reading, may bring that end
/// forward to a row start it passed while counting, and read the rows from there itself: in the window, with the map
/// drawing on the same two cores, either part could finish hundreds of milliseconds before the other.
final class CSVSplitClaims: Sendable {
    private struct State {
        /// Rows starting before this are the first part's.
        var limit: Int
        /// The first part has rows up to here in hand: the end never moves before it.
        var claimed: Int
    }

    private let state: Mutex<State>

    init(limit: Int, start: Int) { state = Mutex(State(limit: limit, claimed: start)) }

    /// The first part's next stretch from `position` (where its next row starts): rows starting before the returned
    /// offset are its own; nil once it has read all its rows.
    func claim(from position: Int, step: Int) -> Int? {
        state.withLock { s in
            guard position < s.limit else { return nil }
            s.claimed = min(s.limit, max(s.claimed, position + max(1, step)))
            return s.claimed
        }
    }

    /// Moves the first part's end to the row start in `rowStarts` (ascending) nearest after the middle of what it has not
    /// yet claimed, when at least `minBytes` are unclaimed. Returns that start's index in `rowStarts` and the old end,
    /// whose rows from there are then the caller's.
    func steal(rowStarts: [Int], minBytes: Int) -> (index: Int, end: Int)? {
        state.withLock { s in
            guard s.limit - s.claimed >= max(1, minBytes) else { return nil }
            let middle = s.claimed + (s.limit - s.claimed) / 2
            guard let i = rowStarts.firstIndex(where: { $0 >= middle }), rowStarts[i] < s.limit, rowStarts[i] > s.claimed else { return nil }
            let end = s.limit
            s.limit = rowStarts[i]
            return (i, end)
        }
    }
}
