/// Why a gazetteer file or builder input was refused.
public enum GazetteerError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or mapped.
    case unreadable(path: String, reason: String)
    /// The bytes are not a gazetteer of this version, or a section is out of bounds.
    case malformed(String)
    /// A builder input line that cannot be read.
    case badLine(line: Int, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .malformed(let reason): "gazetteer file is damaged: \(reason)"
        case .badLine(let line, let reason): "line \(line): \(reason)"
        }
    }
}
