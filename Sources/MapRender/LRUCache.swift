/// A small least-recently-used map bounded by entries and, when given a byte limit, by the bytes its values hold.
/// O(1) lookups; eviction sorts by age, O(n log n), and drops an eighth at once, so it is rare once warm.
/// The table grows with use rather than being reserved at full capacity: a cache that never fills costs what it holds.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, tick: UInt64, bytes: Int)] = [:]
    private var tick: UInt64 = 0
    let capacity: Int
    /// The most bytes the values may hold together, each counted by `cost`; nil bounds by entries only.
    let byteLimit: Int?
    private let cost: (Value) -> Int
    /// Bytes the values hold now, by `cost`.
    private(set) var totalBytes = 0

    init(capacity: Int, byteLimit: Int? = nil, cost: @escaping (Value) -> Int = { _ in 0 }) {
        self.capacity = max(1, capacity)
        self.byteLimit = byteLimit.map { max(0, $0) }
        self.cost = cost
    }

    var count: Int { entries.count }
    /// Entries the table has room for now (tests check it is not reserved up front).
    var tableCapacity: Int { entries.capacity }

    /// The value, marked as just used.
    mutating func value(for key: Key) -> Value? {
        guard let e = entries[key] else { return nil }
        tick &+= 1
        entries[key] = (e.value, tick, e.bytes)
        return e.value
    }

    mutating func insert(_ value: Value, for key: Key) {
        let bytes = cost(value)
        if let old = entries.removeValue(forKey: key) {
            totalBytes -= old.bytes
        } else if entries.count >= capacity {
            evictOldest(keepingEntries: capacity - max(1, capacity / 8), bytes: nil)
        }
        if let limit = byteLimit, totalBytes + bytes > limit {
            // Down to seven eighths of the limit with the new value, so a cold sweep does not sort per insert.
            evictOldest(keepingEntries: entries.count, bytes: max(0, limit - limit / 8 - bytes))
        }
        tick &+= 1
        entries[key] = (value, tick, bytes)
        totalBytes += bytes
    }

    /// Empties the cache and frees its table.
    mutating func removeAll() {
        entries = [:]
        totalBytes = 0
    }

    /// Keeps only the entries `keep` accepts, in a table sized to them (the larger one is freed).
    /// - Complexity: O(n).
    mutating func removeAll(except keep: (Key) -> Bool) {
        entries = entries.filter { keep($0.key) }
        totalBytes = entries.values.reduce(0) { $0 + $1.bytes }
    }

    /// Drops the oldest entries until at most `keepingEntries` remain and, with `bytes`, they hold at most that many.
    private mutating func evictOldest(keepingEntries: Int, bytes: Int?) {
        for (key, e) in entries.sorted(by: { $0.value.tick < $1.value.tick }) {
            if entries.count <= keepingEntries, totalBytes <= bytes ?? .max { break }
            entries.removeValue(forKey: key)
            totalBytes -= e.bytes
        }
    }
}
