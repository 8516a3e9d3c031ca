import Foundation

/// The last few category subsets' indexes of one `PlaceClusterSource`, most recent first, so turning a
/// category back on (or flicking between a few sets) returns at once instead of rebuilding.
/// An index of 100k places takes a few MB, so a handful stays small next to the places themselves.
final class RecentIndexes: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    // Guarded by `lock`: which categories (by slot) each index shows, newest first.
    private var entries: [(key: [Bool], index: PlaceClusterIndex)] = []

    init(capacity: Int) { self.capacity = max(0, capacity) }

    /// The index of `key`, moved to the front, or nil.
    func index(for key: [Bool]) -> PlaceClusterIndex? {
        lock.withLock {
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let hit = entries.remove(at: i)
            entries.insert(hit, at: 0)
            return hit.index
        }
    }

    /// Remembers `index` as the newest, dropping the oldest beyond `capacity`.
    func insert(_ index: PlaceClusterIndex, for key: [Bool]) {
        guard capacity > 0 else { return }
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.insert((key, index), at: 0)
            if entries.count > capacity { entries.removeLast(entries.count - capacity) }
        }
    }

    var count: Int { lock.withLock { entries.count } }
}
