/// Why compressed bytes could not be inflated.
public enum InflateError: Error, Equatable, CustomStringConvertible, Sendable {
    /// More than the cap came out: a gzip bomb, or a tile far larger than any real one.
    case tooLarge(cap: Int)
    /// zlib refused the data (bad header, bad checksum, bad block).
    case corrupt(String)
    /// The stream ended before zlib's end marker.
    case truncated

    public var description: String {
        switch self {
        case .tooLarge(let cap): "inflates to more than \(cap) bytes (a gzip bomb?)"
        case .corrupt(let why): "corrupt gzip/zlib data (\(why))"
        case .truncated: "gzip/zlib data ends early"
        }
    }
}
