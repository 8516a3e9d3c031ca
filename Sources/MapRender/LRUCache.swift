/// A small least-recently-used map with a fixed entry capacity.
/// O(1) lookups; eviction scans for the oldest entry, O(n), which is rare once warm.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, tick: UInt64)] = [:]
    private var tick: UInt64 = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        entries.reserveCapacity(self.capacity)
    }

    var count: Int { entries.count }

    /// The value, marked as just used.
    mutating func value(for key: Key) -> Value? {
        guard let e = entries[key] else { return nil }
        tick &+= 1
        entries[key] = (e.value, tick)
        return e.value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if entries[key] == nil, entries.count >= capacity { evictOldest() }
        tick &+= 1
        entries[key] = (value, tick)
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    private mutating func evictOldest() {
        // Drop the oldest eighth at once, so a cold sweep does not scan per insert.
        let drop = max(1, capacity / 8)
        let oldest = entries.sorted { $0.value.tick < $1.value.tick }.prefix(drop).map(\.key)
        for k in oldest { entries.removeValue(forKey: k) }
    }
}
