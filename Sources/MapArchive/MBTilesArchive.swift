import MapCore
import Synchronization
import Foundation

/// An MBTiles archive (SQLite, rows counted from the south) read through the system's SQLite.
/// One connection behind a lock, so any thread may read.
public final class MBTilesArchive: TileArchive {
    public let info: ArchiveInfo
    private let connection: Mutex<SQLiteConnection>
    private let file: String
    /// The error of a tile query stopped by its deadline; every later read gives it.
    private let stopped = StoppedArchive()

    public init(path: String) throws(ArchiveError) {
        file = path
        // SQLite itself would accept an empty or foreign file until the first query; check the magic first.
        let prefix = try ArchiveFile(path: path)
        guard prefix.size > 0 else { throw ArchiveError(file: path, reason: "empty file") }
        let magic = try prefix.read(offset: 0, length: Int(min(prefix.size, 16)))
        guard magic == ArchiveOpener.sqliteMagic else {
            throw ArchiveError(file: path, reason: "not an SQLite database, so not an MBTiles archive")
        }
        let db = try SQLiteConnection(path: path)
        let tables = try db.textRows("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name IN ('tiles', 'metadata')")
        let names = Set(tables.compactMap { $0.first ?? nil })
        guard names.contains("tiles") else {
            throw ArchiveError(file: path, reason: "no `tiles` table, so not an MBTiles archive")
        }
        var values: [String: String] = [:]
        if names.contains("metadata") {
            // A metadata value over the cap is skipped, as if absent: metadata only describes the archive.
            let rows = try db.textRows("SELECT name, value FROM metadata", maxRows: Limits.mbtilesMetadataRows,
                                       maxBytes: Limits.archiveMetadataBytes)
            for row in rows where row.count == 2 {
                if let key = row[0], let value = row[1] { values[key] = value }
            }
        }
        var minZoom = values["minzoom"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var maxZoom = values["maxzoom"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if minZoom == nil || maxZoom == nil {
            // Metadata without a zoom range: ask the tiles (one indexed scan on a well-made archive).
            let row = try db.textRows("SELECT MIN(zoom_level), MAX(zoom_level) FROM tiles").first
            guard let low = row?[0].flatMap({ Int($0) }), let high = row?[1].flatMap({ Int($0) }) else {
                throw ArchiveError(file: path, reason: "empty archive: the tiles table has no rows")
            }
            minZoom = minZoom ?? low
            maxZoom = maxZoom ?? high
        }
        guard let minZoom, let maxZoom, minZoom >= 0, minZoom <= maxZoom, maxZoom <= Limits.archiveZoom else {
            throw ArchiveError(file: path, reason: "bad zoom range in metadata (\(values["minzoom"] ?? "?")–\(values["maxzoom"] ?? "?"))")
        }
        let json = ArchiveMetadata(json: Array((values["json"] ?? "").utf8))
        info = ArchiveInfo(name: values["name"].flatMap { $0.isEmpty ? nil : ArchiveMetadata.capped($0) }
                               ?? ArchiveMetadata.fallbackName(path: path),
                           attribution: ArchiveMetadata.capped(values["attribution"] ?? ""),
                           format: Self.format(values["format"]), minZoom: minZoom, maxZoom: maxZoom,
                           bounds: values["bounds"].flatMap(Self.bounds), vectorLayers: json.vectorLayers)
        connection = Mutex(db)
    }

    public func tileData(for tile: TileID) throws(ArchiveError) -> [UInt8]? {
        guard tile.isValid else { return nil }
        // Once a tile query has run out its time, every other would too: refuse at once instead of queueing workers.
        if let stopped = stopped.load() { throw stopped }
        let blob = try connection.withLock { db throws(ArchiveError) in
            do throws(ArchiveError) { return try db.tileBlob(zoom: tile.z, column: tile.x, row: tile.tmsY) } catch {
                if db.timedOut { stopped.store(error) }
                throw error
            }
        }
        // Vector MBTiles usually hold gzipped protobufs; the magic says so, whatever the metadata claims.
        guard let blob, Inflate.isGzip(blob) else { return blob }
        do { return try Inflate.inflate(blob, cap: Inflate.tileCap) }
        catch { throw ArchiveError(file: file, reason: "tile \(tile): \(error)") }
    }

    static func format(_ value: String?) -> ArchiveInfo.TileFormat {
        switch value?.lowercased() {
        case "pbf", "mvt": .mvt
        case "png": .png
        case "jpg", "jpeg": .jpeg
        case "webp": .webp
        default: .unknown
        }
    }

    /// "west,south,east,north" in degrees.
    static func bounds(_ value: String) -> GeoBounds? {
        let parts = value.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4 else { return nil }
        return GeoBounds(west: parts[0], south: parts[1], east: parts[2], north: parts[3])
    }
}

/// An archive's first timed-out query, shared by its reading threads.
private final class StoppedArchive: Sendable {
    private let error = Mutex<ArchiveError?>(nil)
    func load() -> ArchiveError? { error.withLock { $0 } }
    func store(_ value: ArchiveError) { error.withLock { $0 = $0 ?? value } }
}
