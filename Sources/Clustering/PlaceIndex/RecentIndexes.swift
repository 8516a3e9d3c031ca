import Foundation

/// The last few category subsets' indexes of one `PlaceClusterSource`, most recent first, so turning a
/// category back on (or flicking between a few sets) returns at once instead of rebuilding.
/// Bounded by count and by bytes: an index of 100k places takes about 10 MB, one of 1M about 100 MB, so the
/// byte limit (not luck) decides how much memory toggling back may keep.
final class RecentIndexes: @unchecked Sendable {
    let capacity: Int
    let byteLimit: Int
    private let lock = NSLock()
    // Guarded by `lock`: which categories (by slot) each index shows, newest first.
    // Kept without their source, which owns this cache (see `PlaceClusterIndex.Detached`).
    private var entries: [(key: [Bool], index: PlaceClusterIndex.Detached)] = []

    init(capacity: Int, byteLimit: Int = .max) {
        self.capacity = max(0, capacity)
        self.byteLimit = max(0, byteLimit)
    }

    /// True when `key`'s index is kept (its order unchanged).
    func contains(_ key: [Bool]) -> Bool {
        lock.withLock { entries.contains { $0.key == key } }
    }

    /// The index of `key` on `source`, moved to the front, or nil.
    func index(for key: [Bool], source: PlaceClusterSource) -> PlaceClusterIndex? {
        lock.withLock {
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let hit = entries.remove(at: i)
            entries.insert(hit, at: 0)
            return PlaceClusterIndex(source: source, hit.index)
        }
    }

    /// Remembers `index` as the newest, dropping the oldest beyond `capacity` or `byteLimit`; an index larger
    /// than the limit by itself is not kept.
    func insert(_ index: PlaceClusterIndex, for key: [Bool]) {
        guard capacity > 0, index.byteCount <= byteLimit else { return }
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.insert((key, index.detached), at: 0)
            if entries.count > capacity { entries.removeLast(entries.count - capacity) }
            while byteTotal > byteLimit { entries.removeLast() }
        }
    }

    var count: Int { lock.withLock { entries.count } }

    /// Bytes of the kept indexes; call with `lock` held.
    private var byteTotal: Int { entries.reduce(0) { $0 + $1.index.byteCount } }
}
