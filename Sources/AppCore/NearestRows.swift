/// Keeps the `capacity` rows that come first in the list order out of any number offered:
/// a max-heap whose root is the last row kept, so a farther row is turned away in O(1).
struct NearestRows {
    let capacity: Int
    private var heap: [PlacesInView.Row] = []

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(min(capacity, 1024))
    }

    /// - Complexity: O(log `capacity`).
    mutating func offer(_ row: PlacesInView.Row) {
        guard capacity > 0 else { return }
        if heap.count < capacity {
            heap.append(row)
            siftUp(heap.count - 1)
        } else if PlacesInView.precedes(row, heap[0]) {
            heap[0] = row
            siftDown(0)
        }
    }

    /// The kept rows in list order.
    func sorted() -> [PlacesInView.Row] { heap.sorted(by: PlacesInView.precedes) }

    /// A parent comes after its children in list order.
    private func after(_ i: Int, _ j: Int) -> Bool { PlacesInView.precedes(heap[j], heap[i]) }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard after(child, parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var last = parent
            if left < heap.count, after(left, last) { last = left }
            if right < heap.count, after(right, last) { last = right }
            guard last != parent else { return }
            heap.swapAt(parent, last)
            parent = last
        }
    }
}
