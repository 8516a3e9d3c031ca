/// Why an XML document could not be read as a whole, with the line where it was found.
public enum XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libxml2's own report: not well-formed XML.
    case notWellFormed(line: Int, message: String)
    /// A DOCTYPE (`<!DOCTYPE …>`) of any kind.
    case dtd(line: Int)
    /// An entity declaration or reference (`<!ENTITY …>`, `&name;` outside the five XML ones).
    case entity(line: Int)
    /// Over one of `XMLLimits`, or over one of libxml2's own (a huge text node, a huge name).
    case tooLarge(line: Int?, detail: String)
    /// The sink's `LoadCancellation` was set; `featuresRead` features had been handed over.
    case cancelled(featuresRead: Int)

    public var line: Int? {
        switch self {
        case .notWellFormed(let line, _), .dtd(let line), .entity(let line): return line
        case .tooLarge(let line, _): return line
        case .cancelled: return nil
        }
    }

    public var description: String {
        switch self {
        case .notWellFormed(let line, let message): return "line \(line): \(message)"
        case .dtd(let line): return "line \(line): DTDs are not allowed"
        case .entity(let line): return "line \(line): entity declarations are not allowed"
        case .tooLarge(let line, let detail): return (line.map { "line \($0): " } ?? "") + detail
        case .cancelled(let read): return "reading stopped after \(read) features"
        }
    }

    /// As a whole-file error of `format` ("KML", "GPX") for `path`.
    public func placeFileError(path: String, format: String) -> PlaceFileError {
        switch self {
        case .notWellFormed(let line, let message):
            return .malformed(path: path, format: format, line: line, detail: "not well-formed XML: \(message)")
        case .dtd, .entity: return .refused(path: path, detail: description)
        case .tooLarge: return .tooLarge(path: path, detail: description)
        case .cancelled(let read): return .cancelled(path: path, featuresRead: read)
        }
    }
}
