import MapCore
import Synchronization

/// Recently decoded leaf directories, by offset, shared by every reading thread; bounded by their decoded bytes,
/// since one leaf may decode to millions of entries (a count bound let 16 leaves hold 2.15 GB).
final class LeafDirectoryCache: Sendable {
    private struct Slot { var directory: PMTilesDirectory; var bytes: Int; var lastUse: UInt64 }
    private struct State { var slots: [UInt64: Slot] = [:]; var bytes = 0; var clock: UInt64 = 0 }

    private let limitBytes: Int
    private let state = Mutex(State())

    /// - Parameter limitBytes: decoded bytes kept; a directory bigger than this is used once and not kept.
    init(limitBytes: Int = Limits.leafDirectoryBytes) { self.limitBytes = limitBytes }

    func directory(at offset: UInt64) -> PMTilesDirectory? {
        state.withLock { state in
            guard var slot = state.slots[offset] else { return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.slots[offset] = slot
            return slot.directory
        }
    }

    /// Keeps `directory`, evicting the least recently used until it fits. - Complexity: O(n) per eviction.
    func insert(_ directory: PMTilesDirectory, at offset: UInt64) {
        let bytes = Self.bytes(of: directory)
        guard bytes <= limitBytes else { return }
        state.withLock { state in
            if let old = state.slots.removeValue(forKey: offset) { state.bytes -= old.bytes }
            while state.bytes + bytes > limitBytes,
                  let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.bytes -= oldest.value.bytes
                state.slots[oldest.key] = nil
            }
            state.clock += 1
            state.slots[offset] = Slot(directory: directory, bytes: bytes, lastUse: state.clock)
            state.bytes += bytes
        }
    }

    /// The memory a decoded directory holds: its entries' storage.
    static func bytes(of directory: PMTilesDirectory) -> Int {
        directory.entries.count * MemoryLayout<PMTilesEntry>.stride + 64
    }

    var count: Int { state.withLock { $0.slots.count } }
    var totalBytes: Int { state.withLock { $0.bytes } }
}
