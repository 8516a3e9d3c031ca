@testable import MapArchive
import MapCore

/// Any bytes as a whole PMTiles file in memory: the header, the root directory (gzip or not), the metadata JSON,
/// then a look-up of a few tiles through leaf directories and their tile reads; an ArchiveError or tiles, never a
/// crash, and never a zoom, name or layer list past its cap. `ArchiveMetadata` is internal, hence @testable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The directory parser on its own, so inputs need not carry a valid header to reach it.
    _ = try? PMTilesDirectory(decoding: bytes)
    // The metadata reader on its own, for the same reason.
    let metadata = ArchiveMetadata(json: bytes)
    if (metadata.name?.utf8.count ?? 0) > Limits.archiveTextBytes || metadata.vectorLayers.count > Limits.vectorLayers {
        fatalError("metadata not capped")
    }
    guard let archive = try? PMTilesArchive(source: MemoryByteSource(bytes, name: "fuzz"), file: "fuzz") else { return 0 }
    if archive.info.minZoom > archive.info.maxZoom || archive.info.maxZoom > Limits.archiveZoom { fatalError("zoom range not checked") }
    for tile in [TileID(z: 0, x: 0, y: 0), TileID(z: 1, x: 1, y: 0), TileID(z: 2, x: 3, y: 3), TileID(z: 5, x: 18, y: 9)] {
        _ = try? archive.tileData(for: tile)
    }
    // Every entry the root lists, followed through its leaves.
    for entry in archive.rootDirectory.entries.prefix(64) { _ = try? archive.entry(for: entry.tileID) }
    return 0
}
