/// A PMTiles compression byte (spec 3.3).
public enum PMTilesCompression: UInt8, Sendable, CustomStringConvertible {
    case unknown = 0, none = 1, gzip = 2, brotli = 3, zstd = 4

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .none: "none"
        case .gzip: "gzip"
        case .brotli: "brotli"
        case .zstd: "zstd"
        }
    }
}
