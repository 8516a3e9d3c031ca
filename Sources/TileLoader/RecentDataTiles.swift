import MapArchive
import MapCore

/// Data tiles lately read for overzoomed tiles: past an archive's deepest zoom, four (or 16…) drawn tiles come
/// from one data tile, which is then read and inflated once instead of once each. Shared by the worker queues.
final class RecentDataTiles: Sendable {
    struct Key: Hashable, Sendable {
        var archive: ObjectIdentifier
        var tile: TileID
    }

    /// The tile found (the one asked for, or its nearest ancestor in a sparse archive) and its bytes.
    struct Found: Sendable {
        /// Held so the archive's `ObjectIdentifier` in the key cannot be reused by another while this entry lives.
        let archive: any TileArchive
        let tile: TileID
        let bytes: [UInt8]?
    }

    private let table = SharedLRU<Key, Found>(capacity: 8)

    /// What `read` finds for `tile` in `archive`, read at most once while it stays among the recent ones.
    func found(_ tile: TileID, in archive: any TileArchive,
               read: () throws -> (tile: TileID, bytes: [UInt8]?)) throws -> Found {
        try table.value(for: Key(archive: ObjectIdentifier(archive), tile: tile)) {
            let (at, bytes) = try read()
            return Found(archive: archive, tile: at, bytes: bytes)
        }
    }

    func removeAll() { table.removeAll() }
}
