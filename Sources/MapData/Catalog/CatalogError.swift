/// Why catalog.json could not be used.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    /// Not JSON, or a key is missing or of the wrong type; `reason` names the key path.
    case malformed(path: String, reason: String)
    case noStyles(path: String)
    case duplicateStyleID(path: String, id: String)
    case unknownDefaultStyle(path: String, id: String)
    /// A raster style without `{z}`, `{x}` and `{y}` in its template, or with an odd zoom range or tile size.
    case invalidStyle(path: String, id: String, reason: String)
    case duplicateCategoryID(path: String, id: String)
    case invalidInitialView(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .unreadable(let path, let reason): return "\(path): cannot be read: \(reason)"
        case .malformed(let path, let reason): return "\(path): \(reason)"
        case .noStyles(let path): return "\(path): \"styles\" is empty"
        case .duplicateStyleID(let path, let id): return "\(path): style id \"\(id)\" is used twice"
        case .unknownDefaultStyle(let path, let id): return "\(path): defaultStyle \"\(id)\" is not one of the styles"
        case .invalidStyle(let path, let id, let reason): return "\(path): style \"\(id)\": \(reason)"
        case .duplicateCategoryID(let path, let id): return "\(path): category id \"\(id)\" is used twice"
        case .invalidInitialView(let path, let reason): return "\(path): initialView: \(reason)"
        }
    }
}
