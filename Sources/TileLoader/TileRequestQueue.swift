/// Network requests waiting for a connection, newest frame first and nearest the centre first within it.
/// A binary heap with lazy removal: entries whose ticket is no longer current are skipped when popped.
struct TileRequestQueue {
    struct Priority: Comparable {
        /// Larger is newer.
        var frame: Int
        /// Order within the frame (TileCover's nearest-first order).
        var ordinal: Int
        static func < (a: Priority, b: Priority) -> Bool {
            a.frame != b.frame ? a.frame > b.frame : a.ordinal < b.ordinal
        }
    }

    struct Entry {
        var priority: Priority
        var ticket: Int
        var key: TileKey
    }

    private var heap: [Entry] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// - Complexity: O(log n)
    mutating func push(_ e: Entry) {
        heap.append(e)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard heap[i].priority < heap[p].priority else { break }
            heap.swapAt(i, p); i = p
        }
    }

    /// - Complexity: O(log n)
    mutating func pop() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && heap[l].priority < heap[m].priority { m = l }
            if r < heap.count && heap[r].priority < heap[m].priority { m = r }
            if m == i { break }
            heap.swapAt(i, m); i = m
        }
        return top
    }

    mutating func removeAll() { heap.removeAll() }
}
