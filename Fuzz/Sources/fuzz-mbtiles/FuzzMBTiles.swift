import Foundation
import MapArchive
import MapCore

/// One temporary file per fuzzing process, rewritten for each input (SQLite reads files, not memory).
private let path = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-fuzz-\(getpid()).mbtiles").path

/// Any bytes as an MBTiles file: SQLite's reader, the metadata and zoom checks, a few tile reads; an ArchiveError
/// or tiles, never a crash, and never a statement past its deadline without an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { fatalError("cannot write \(path)") }
    defer { for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
        fatalError("a read-only open wrote \(path + suffix)")
    } }
    guard let archive = try? MBTilesArchive(path: path) else { return 0 }
    let info = archive.info
    if info.minZoom < 0 || info.minZoom > info.maxZoom || info.maxZoom > Limits.archiveZoom { fatalError("zoom range not checked") }
    if info.name.utf8.count > Limits.archiveTextBytes || info.attribution.utf8.count > Limits.archiveTextBytes {
        fatalError("metadata text not capped")
    }
    for tile in [TileID(z: 0, x: 0, y: 0), TileID(z: 1, x: 1, y: 0), TileID(z: 2, x: 3, y: 3)] {
        _ = try? archive.tileData(for: tile)
    }
    return 0
}
