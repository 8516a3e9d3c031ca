import MapCore

/// A few recently decoded leaf directories, by offset, shared by every reading thread.
final class LeafDirectoryCache: Sendable {
    private let table: SharedLRU<UInt64, PMTilesDirectory>

    /// - Parameter capacity: directories kept (each a few hundred KB at most once decoded).
    init(capacity: Int = 64) { table = SharedLRU(capacity: capacity) }

    func directory(at offset: UInt64) -> PMTilesDirectory? { table.value(for: offset) }

    func insert(_ directory: PMTilesDirectory, at offset: UInt64) { table.insert(directory, for: offset) }

    var count: Int { table.count }
}
