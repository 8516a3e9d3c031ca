/// Why a places file of any format could not be used at all. Problems with single features are `LoadProblem`s.
public enum PlaceFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    /// Exists but could not be read (a directory, a FIFO, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// Larger than the format's limit; not read (or, for a compressed member, not inflated further).
    case tooLarge(path: String, detail: String)
    /// Not UTF-8 text; `detail` says what it looks like ("it looks like UTF-16").
    case notUTF8(path: String, detail: String)
    /// None of the formats Pinmap reads; `detail` says what the start of the file looked like.
    case unrecognisedFormat(path: String, detail: String)
    /// The file is of a known format but broken as a whole (not well-formed XML, a KMZ with no KML, a CSV
    /// without coordinate columns); `line` when known, `detail` the reason in words.
    case malformed(path: String, format: String, line: Int?, detail: String)
    /// Refused for safety: an XML DTD or entity, a zip entry that inflates too far.
    case refused(path: String, detail: String)
    /// Stopped on request (`LoadCancellation`) after `featuresRead` features; nothing is returned.
    case cancelled(path: String, featuresRead: Int)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .unreadable(let path, let reason): return "\(path): cannot be read: \(reason)"
        case .tooLarge(let path, let detail): return "\(path): too large: \(detail)"
        case .notUTF8(let path, let detail): return "\(path): not UTF-8 (\(detail))"
        case .unrecognisedFormat(let path, let detail):
            return "\(path): not a format Pinmap reads (GeoJSON, KML, KMZ, GPX, CSV): \(detail)"
        case .malformed(let path, let format, let line, let detail):
            return "\(path): not valid \(format)" + (line.map { " at line \($0)" } ?? "") + ": \(detail)"
        case .refused(let path, let detail): return "\(path): refused: \(detail)"
        case .cancelled(let path, let read): return "\(path): reading stopped after \(read) features"
        }
    }
}
