import MapArchive

/// Why a range of a remote archive could not be had: for the person to read, naming what the server did wrong.
public enum RemoteReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer: connection refused, DNS, timeout. The only kind the offline fallback covers.
    case unreachable(HTTPFetchError)
    case status(Int)
    /// The server sent more than was asked: it ignores `Range:` and sends the whole file.
    case ignoresRange(limit: Int)
    case badContentRange(String)
    /// A 206 with fewer (or more) bytes than its range.
    case wrongLength(got: Int, asked: Int)
    /// The file on the server is another version now (ETag or size changed).
    case changed(String)
    case invalid(String)

    public var isUnreachable: Bool { if case .unreachable = self { true } else { false } }

    /// True for an `ArchiveError` reason made from `.unreachable` (the archive layer keeps only the text).
    public static func isUnreachable(reason: String) -> Bool { reason.hasPrefix(unreachablePrefix) }

    static let unreachablePrefix = "server unreachable ("

    /// True for an `ArchiveError` reason made from `.changed`: the source is another version now.
    public static func isChanged(reason: String) -> Bool { reason.hasPrefix(changedPrefix) }

    static let changedPrefix = "the archive changed on the server ("

    public var description: String {
        switch self {
        case .unreachable(let why): "\(Self.unreachablePrefix)\(why))"
        case .status(let code): "HTTP status \(code)"
        case .ignoresRange(let limit):
            "the server ignores Range requests and sends the whole file (refused after \(limit) bytes); host the archive where byte ranges are served"
        case .badContentRange(let why): "bad Content-Range: \(why)"
        case .wrongLength(let got, let asked): "the server sent \(got) bytes of the \(asked) asked for"
        case .changed(let why): "\(Self.changedPrefix)\(why)); its cached parts were dropped"
        case .invalid(let why): "invalid response: \(why)"
        }
    }

    func archiveError(_ url: String) -> ArchiveError { ArchiveError(file: url, reason: description) }
}
