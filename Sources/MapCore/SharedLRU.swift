import Foundation
import Synchronization

/// A small least-recently-used table shared by worker threads (leaf directories, decoded vector tiles).
/// Eviction scans for the oldest entry: meant for tens of entries, not thousands.
public final class SharedLRU<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Slot { var value: Value; var lastUse: UInt64 }
    private struct State { var slots: [Key: Slot] = [:]; var clock: UInt64 = 0 }

    private let capacity: Int
    private let state = Mutex(State())

    /// Keys being made by `value(for:orMake:)`, and the condition those waiting for them sleep on.
    private let making = Making()

    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The value for `key`, made by `make` and stored when absent. A thread asking while another makes the same key
    /// waits for that value instead of making it again (four overzoomed tiles on two workers share one decode).
    public func value(for key: Key, orMake make: () throws -> Value) rethrows -> Value {
        making.condition.lock()
        while true {
            // Under the condition's lock: a maker stores its value before it leaves `keys`, so this sees one or the other.
            if let cached = value(for: key) { making.condition.unlock(); return cached }
            guard making.keys.contains(key) else { break }
            making.condition.wait()
        }
        making.keys.insert(key)
        making.condition.unlock()
        defer {
            making.condition.lock()
            making.keys.remove(key)
            making.condition.broadcast()
            making.condition.unlock()
        }
        let made = try make()
        insert(made, for: key)
        return made
    }

    /// The value for `key`, marked as just used; nil when absent.
    public func value(for key: Key) -> Value? {
        state.withLock { state in
            guard var slot = state.slots[key] else { return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.slots[key] = slot
            return slot.value
        }
    }

    /// Stores `value`, evicting the least recently used entry when full.
    public func insert(_ value: Value, for key: Key) {
        state.withLock { state in
            state.clock += 1
            if state.slots[key] == nil, state.slots.count >= capacity,
               let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.slots[oldest] = nil
            }
            state.slots[key] = Slot(value: value, lastUse: state.clock)
        }
    }

    public var count: Int { state.withLock { $0.slots.count } }

    /// Empties the table (its storage too).
    public func removeAll() { state.withLock { $0.slots = [:] } }

    private final class Making: @unchecked Sendable {
        let condition = NSCondition()
        /// Guarded by `condition`.
        var keys = Set<Key>()
    }
}
