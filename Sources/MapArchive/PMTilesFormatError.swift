import MapCore

/// What is wrong with a PMTiles archive's structure; shown to the person as an `ArchiveError` reason.
public enum PMTilesFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    case truncatedHeader(Int)
    case wrongMagic
    case wrongVersion(Int)
    case unknownCompression(String, UInt8)
    case unsupportedCompression(String, PMTilesCompression)
    case sectionPastEnd(String, offset: UInt64, length: UInt64, fileSize: UInt64)
    case emptyArchive
    case badZoomRange(Int, Int)
    case zoomTooHigh(Int)
    case badDirectory(String)
    case directoryLoop(offset: UInt64)
    case tooDeep(levels: Int)
    case leafPastEnd(offset: UInt64, length: UInt64, sectionLength: UInt64)
    case tilePastEnd(offset: UInt64, length: UInt64, sectionLength: UInt64)
    case inflate(String, InflateError)

    public var description: String {
        switch self {
        case .truncatedHeader(let n):
            "truncated: \(n) bytes, a PMTiles header needs \(PMTilesHeader.size)"
        case .wrongMagic: "not a PMTiles archive (wrong magic bytes)"
        case .wrongVersion(let v): "PMTiles version \(v) is not supported (only version 3)"
        case .unknownCompression(let what, let v): "unknown \(what) compression \(v)"
        case .unsupportedCompression(let what, let c): "\(what) compression \(c) is not supported (only none and gzip)"
        case .sectionPastEnd(let name, let offset, let length, let size):
            "\(name) (offset \(offset), length \(length)) lies past the end of the file (\(size) bytes; truncated?)"
        case .emptyArchive: "empty archive: no root directory"
        case .badZoomRange(let lo, let hi): "min zoom \(lo) is above max zoom \(hi)"
        case .zoomTooHigh(let z): "max zoom \(z) is above \(Limits.archiveZoom), the deepest zoom Pinmap can show"
        case .badDirectory(let why): "bad directory: \(why)"
        case .directoryLoop(let offset): "directory loop: leaf directory at \(offset) is reached twice"
        case .tooDeep(let levels): "leaf directories nested deeper than \(levels) levels"
        case .leafPastEnd(let offset, let length, let section):
            "leaf directory (offset \(offset), length \(length)) lies past its section (\(section) bytes)"
        case .tilePastEnd(let offset, let length, let section):
            "tile (offset \(offset), length \(length)) lies past the tile data section (\(section) bytes)"
        case .inflate(let what, let error): "\(what): \(error)"
        }
    }
}
