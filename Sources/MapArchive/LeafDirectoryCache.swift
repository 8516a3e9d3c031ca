import Synchronization

/// A few recently decoded leaf directories, by offset, shared by every reading thread.
final class LeafDirectoryCache: Sendable {
    private struct Slot { var directory: PMTilesDirectory; var lastUse: UInt64 }
    private struct State { var slots: [UInt64: Slot] = [:]; var clock: UInt64 = 0 }

    private let capacity: Int
    private let state = Mutex(State())

    /// - Parameter capacity: directories kept (each a few hundred KB at most once decoded).
    init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    func directory(at offset: UInt64) -> PMTilesDirectory? {
        state.withLock { state in
            guard var slot = state.slots[offset] else { return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.slots[offset] = slot
            return slot.directory
        }
    }

    func insert(_ directory: PMTilesDirectory, at offset: UInt64) {
        state.withLock { state in
            state.clock += 1
            if state.slots[offset] == nil, state.slots.count >= capacity,
               let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.slots[oldest] = nil
            }
            state.slots[offset] = Slot(directory: directory, lastUse: state.clock)
        }
    }

    var count: Int { state.withLock { $0.slots.count } }
}
