/// Why a GeoJSON file could not be used at all. Problems with single features are `LoadProblem`s instead.
public enum GeoJSONLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    /// Exists but could not be read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// Larger than `GeoJSONLoader.maxFileBytes`; not read.
    case tooLarge(path: String, bytes: Int64, limit: Int)
    /// UTF-16 or UTF-32 text; `detail` says which ("it looks like UTF-16").
    case notUTF8(path: String, detail: String)
    /// Not JSON; `detail` gives line, column and what was wrong.
    case notJSON(path: String, detail: String)
    /// Valid JSON of another shape; `found` says what it was.
    case notAFeatureCollection(path: String, found: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .unreadable(let path, let reason): return "\(path): cannot be read: \(reason)"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path): \(FileReadError.tooLarge(bytes: bytes, limit: limit))"
        case .notUTF8(let path, let detail): return "\(path): not UTF-8 (\(detail))"
        case .notJSON(let path, let detail): return "\(path): not valid JSON: \(detail)"
        case .notAFeatureCollection(let path, let found): return "\(path): not a GeoJSON FeatureCollection (found \(found))"
        }
    }
}
