/// Why the bundled data folder was not found.
public enum DataLocatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// PINMAP_DATA_DIR is set but has no catalog.json.
    case overrideHasNoCatalog(path: String)
    /// No folder holding data/catalog.json above any of these starting points.
    case notFound(searched: [String])

    public var description: String {
        switch self {
        case .overrideHasNoCatalog(let path):
            return "\(DataLocator.environmentVariable)=\(path) has no catalog.json"
        case .notFound(let searched):
            return "no data/catalog.json found above \(searched.joined(separator: " or ")); set \(DataLocator.environmentVariable)"
        }
    }
}
