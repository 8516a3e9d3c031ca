import MapCore

/// Lays out a clustered PMTiles v3 archive from tile entries already in tile-id order over one tile data blob:
/// header, root directory (leaf directories when the root would not fit the first 16,384 bytes), metadata, leaves.
/// Directories and metadata are gzipped (as the reference readers expect); tiles keep the source's compression.
public struct PMTilesWriter {
    /// What the header says besides the sections.
    public struct Description {
        public var tileType: UInt8
        public var tileCompression: PMTilesCompression
        public var minZoom: Int
        public var maxZoom: Int
        public var bounds: GeoBounds
        public init(tileType: UInt8, tileCompression: PMTilesCompression, minZoom: Int, maxZoom: Int, bounds: GeoBounds) {
            self.tileType = tileType; self.tileCompression = tileCompression
            self.minZoom = minZoom; self.maxZoom = maxZoom; self.bounds = bounds
        }
    }

    /// The bytes before the tile data (header, root, metadata, leaves) and where the tile data starts.
    public struct Layout {
        public var head: [UInt8]
        public var tileDataOffset: UInt64
    }

    /// Entries (sorted by id, offsets into the tile data), the tile data's length and the metadata JSON.
    /// - Precondition: entries are sorted by tile id, non-empty, with run lengths ≥ 1.
    public static func layout(entries: [PMTilesEntry], tileDataLength: UInt64, metadata rawMetadata: [UInt8],
                              description d: Description) -> Layout {
        let rootBudget = 16_384 - PMTilesHeader.size
        let metadata = Deflate.gzip(rawMetadata)
        var root = Deflate.gzip(PMTilesDirectory(entries: entries).encoded())
        var leaves: [UInt8] = []
        var leafSize = 4096
        // The reference writers' rule: grow the leaves until the root directory fits in the first 16 KiB.
        while root.count > rootBudget {
            leaves = []
            var rootEntries: [PMTilesEntry] = []
            var start = 0
            while start < entries.count {
                let slice = Array(entries[start..<min(entries.count, start + leafSize)])
                let bytes = Deflate.gzip(PMTilesDirectory(entries: slice).encoded())
                rootEntries.append(PMTilesEntry(tileID: slice[0].tileID, offset: UInt64(leaves.count),
                                                length: UInt64(bytes.count), runLength: 0))
                leaves += bytes
                start += leafSize
            }
            root = Deflate.gzip(PMTilesDirectory(entries: rootEntries).encoded())
            leafSize *= 2
        }
        let rootOffset = UInt64(PMTilesHeader.size)
        let metadataOffset = rootOffset + UInt64(root.count)
        let leavesOffset = metadataOffset + UInt64(metadata.count)
        let tileDataOffset = leavesOffset + UInt64(leaves.count)
        let contents = Set(entries.map(\.offset)).count
        let addressed = entries.reduce(UInt64(0)) { $0 + $1.runLength }
        var h: [UInt8] = Array("PMTiles".utf8) + [3]
        for v in [rootOffset, UInt64(root.count), metadataOffset, UInt64(metadata.count), leavesOffset,
                  UInt64(leaves.count), tileDataOffset, tileDataLength, addressed, UInt64(entries.count), UInt64(contents)] {
            appendU64(v, to: &h)
        }
        h += [1, PMTilesCompression.gzip.rawValue, d.tileCompression.rawValue, d.tileType, UInt8(d.minZoom), UInt8(d.maxZoom)]
        for v in [d.bounds.west, d.bounds.south, d.bounds.east, d.bounds.north] { appendE7(v, to: &h) }
        h.append(UInt8(d.minZoom))
        appendE7((d.bounds.west + d.bounds.east) / 2, to: &h)
        appendE7((d.bounds.south + d.bounds.north) / 2, to: &h)
        return Layout(head: h + root + metadata + leaves, tileDataOffset: tileDataOffset)
    }

    private static func appendU64(_ v: UInt64, to out: inout [UInt8]) {
        for i in 0..<8 { out.append(UInt8((v >> (8 * UInt64(i))) & 0xff)) }
    }

    private static func appendE7(_ degrees: Double, to out: inout [UInt8]) {
        let v = UInt32(bitPattern: Int32((degrees * 10_000_000).rounded()))
        for i in 0..<4 { out.append(UInt8((v >> (8 * UInt32(i))) & 0xff)) }
    }
}
