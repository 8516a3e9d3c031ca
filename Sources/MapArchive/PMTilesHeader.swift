import MapCore

/// The fixed 127-byte header at the start of a PMTiles v3 archive (spec chapter 3).
public struct PMTilesHeader: Sendable, Equatable {
    public static let size = 127
    static let magic: [UInt8] = Array("PMTiles".utf8)

    /// One section of the file: where it starts and how long it is.
    public struct Section: Sendable, Equatable {
        public var offset: UInt64
        public var length: UInt64
        /// The first byte after it, or nil when the sum overflows.
        var end: UInt64? {
            let (sum, overflow) = offset.addingReportingOverflow(length)
            return overflow ? nil : sum
        }
    }

    public var rootDirectory: Section
    public var metadata: Section
    public var leafDirectories: Section
    public var tileData: Section
    public var addressedTiles: UInt64
    public var tileEntries: UInt64
    public var tileContents: UInt64
    public var clustered: Bool
    public var internalCompression: PMTilesCompression
    public var tileCompression: PMTilesCompression
    public var tileType: UInt8
    public var minZoom: Int
    public var maxZoom: Int
    public var bounds: GeoBounds
    public var centerZoom: Int
    public var center: (longitude: Double, latitude: Double)

    public static func == (a: PMTilesHeader, b: PMTilesHeader) -> Bool {
        a.rootDirectory == b.rootDirectory && a.metadata == b.metadata && a.leafDirectories == b.leafDirectories
            && a.tileData == b.tileData && a.tileType == b.tileType && a.minZoom == b.minZoom && a.maxZoom == b.maxZoom
            && a.internalCompression == b.internalCompression && a.tileCompression == b.tileCompression
    }

    /// What a header says, checked: the magic, version 3, known compressions. Sections are checked against the
    /// file's size by `validate(fileSize:)`.
    public init(bytes: [UInt8]) throws(PMTilesFormatError) {
        guard bytes.count >= Self.size else { throw .truncatedHeader(bytes.count) }
        guard Array(bytes[0..<7]) == Self.magic else {
            // Version 1 and 2 archives start with "PM" and a 2-byte version instead.
            if bytes[0] == 0x50, bytes[1] == 0x4d { throw .wrongVersion(Int(bytes[2])) }
            throw .wrongMagic
        }
        guard bytes[7] == 3 else { throw .wrongVersion(Int(bytes[7])) }
        func u64(_ at: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in (0..<8).reversed() { v = v << 8 | UInt64(bytes[at + i]) }
            return v
        }
        func e7(_ at: Int) -> Double {
            let raw = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            return Double(Int32(bitPattern: raw)) / 10_000_000
        }
        rootDirectory = Section(offset: u64(8), length: u64(16))
        metadata = Section(offset: u64(24), length: u64(32))
        leafDirectories = Section(offset: u64(40), length: u64(48))
        tileData = Section(offset: u64(56), length: u64(64))
        addressedTiles = u64(72)
        tileEntries = u64(80)
        tileContents = u64(88)
        clustered = bytes[96] == 1
        guard let inner = PMTilesCompression(rawValue: bytes[97]) else { throw .unknownCompression("internal", bytes[97]) }
        guard let tiles = PMTilesCompression(rawValue: bytes[98]) else { throw .unknownCompression("tile", bytes[98]) }
        internalCompression = inner
        tileCompression = tiles
        tileType = bytes[99]
        minZoom = Int(bytes[100])
        maxZoom = Int(bytes[101])
        bounds = GeoBounds(west: e7(102), south: e7(106), east: e7(110), north: e7(114))
        centerZoom = Int(bytes[118])
        center = (e7(119), e7(123))
    }

    /// Checks every section lies inside a file of `fileSize` bytes, and the compressions are ones we read.
    public func validate(fileSize: UInt64) throws(PMTilesFormatError) {
        let sections = [("root directory", rootDirectory), ("metadata", metadata),
                        ("leaf directories", leafDirectories), ("tile data", tileData)]
        for (name, section) in sections {
            guard let end = section.end, end <= fileSize else {
                throw .sectionPastEnd(name, offset: section.offset, length: section.length, fileSize: fileSize)
            }
        }
        guard rootDirectory.length > 0 else { throw .emptyArchive }
        switch internalCompression {
        case .none, .gzip: break
        case .unknown: throw .unknownCompression("internal", internalCompression.rawValue)
        case .brotli, .zstd: throw .unsupportedCompression("internal", internalCompression)
        }
        if tileCompression == .brotli || tileCompression == .zstd { throw .unsupportedCompression("tile", tileCompression) }
        guard minZoom <= maxZoom else { throw .badZoomRange(minZoom, maxZoom) }
        // A zoom past the tile maths' range left the window stuck there, unable to zoom out.
        guard maxZoom <= Limits.archiveZoom else { throw .zoomTooHigh(maxZoom) }
    }

    /// The tile format the header names.
    public var format: ArchiveInfo.TileFormat {
        switch tileType {
        case 1: .mvt
        case 2: .png
        case 3: .jpeg
        case 4: .webp
        default: .unknown
        }
    }
}
