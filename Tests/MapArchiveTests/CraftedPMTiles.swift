import Foundation
@testable import MapArchive

/// A PMTiles archive assembled byte by byte, for the bad-input tests: header | root | metadata | leaves | tiles.
struct CraftedPMTiles {
    var magic: [UInt8] = Array("PMTiles".utf8)
    var version: UInt8 = 3
    var internalCompression: UInt8 = 1
    var tileCompression: UInt8 = 1
    var tileType: UInt8 = 2
    var minZoom: UInt8 = 0
    var maxZoom: UInt8 = 2
    /// The root directory as stored (already compressed when `internalCompression` says so).
    var root: [UInt8] = CraftedPMTiles.directory([PMTilesEntry(tileID: 0, offset: 0, length: 4, runLength: 1)])
    var metadata: [UInt8] = Array(#"{"name":"Crafted"}"#.utf8)
    var leaves: [UInt8] = []
    var tiles: [UInt8] = [1, 2, 3, 4]
    /// Header fields to overwrite after layout: byte offset → value (little-endian u64).
    var overrides: [Int: UInt64] = [:]

    /// The directory encoding of spec 4.2, uncompressed.
    static func directory(_ entries: [PMTilesEntry]) -> [UInt8] {
        var out: [UInt8] = []
        func varint(_ value: UInt64) {
            var v = value
            while v >= 0x80 { out.append(UInt8(v & 0x7f) | 0x80); v >>= 7 }
            out.append(UInt8(v))
        }
        varint(UInt64(entries.count))
        var last: UInt64 = 0
        for e in entries { varint(e.tileID - last); last = e.tileID }
        for e in entries { varint(e.runLength) }
        for e in entries { varint(e.length) }
        for (i, e) in entries.enumerated() {
            if i > 0 && e.offset == entries[i - 1].offset + entries[i - 1].length { varint(0) } else { varint(e.offset + 1) }
        }
        return out
    }

    var bytes: [UInt8] {
        var header = [UInt8](repeating: 0, count: 127)
        header.replaceSubrange(0..<magic.count, with: magic)
        header[7] = version
        func put(_ at: Int, _ value: UInt64) { for i in 0..<8 { header[at + i] = UInt8((value >> (8 * UInt64(i))) & 0xff) } }
        let rootOffset: UInt64 = 127
        let metadataOffset = rootOffset + UInt64(root.count)
        let leavesOffset = metadataOffset + UInt64(metadata.count)
        let tilesOffset = leavesOffset + UInt64(leaves.count)
        put(8, rootOffset); put(16, UInt64(root.count))
        put(24, metadataOffset); put(32, UInt64(metadata.count))
        put(40, leavesOffset); put(48, UInt64(leaves.count))
        put(56, tilesOffset); put(64, UInt64(tiles.count))
        header[96] = 1
        header[97] = internalCompression
        header[98] = tileCompression
        header[99] = tileType
        header[100] = minZoom
        header[101] = maxZoom
        for (at, value) in overrides { put(at, value) }
        return header + root + metadata + leaves + tiles
    }

    func open(name: String = "crafted.pmtiles") throws(ArchiveError) -> PMTilesArchive {
        try PMTilesArchive(source: MemoryByteSource(bytes, name: name), file: name)
    }
}

/// A temporary file holding some bytes, removed when the test ends.
final class TemporaryFile {
    let path: String

    init(_ bytes: [UInt8], name: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-archive-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        path = dir.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    deinit { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
}
