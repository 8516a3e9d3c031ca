/// Why a file's bytes were not read. The description is the reason only; callers put the path in front.
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    case isDirectory
    /// A FIFO, device or socket: `kind` says which ("a FIFO", "a character device", …).
    case notRegularFile(kind: String)
    /// Larger than the caller's limit; the file was not read.
    case tooLarge(bytes: Int64, limit: Int)
    /// The system said no (permission, I/O error); `reason` is its message.
    case failed(reason: String)

    public var description: String {
        switch self {
        case .notFound: return "no such file"
        case .isDirectory: return "it is a directory"
        case .notRegularFile(let kind): return "not a regular file (it is \(kind))"
        case .tooLarge(let bytes, let limit): return "too large (\(bytes) bytes; the limit is \(Self.size(limit)))"
        case .failed(let reason): return reason
        }
    }

    /// "512 MiB", "64 KiB" or "100 bytes".
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
