/// Why the bundled data folder was not found.
public enum DataLocatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// PINMAP_DATA_DIR is set but has no catalog.json.
    case overrideHasNoCatalog(path: String)
    /// No data/catalog.json in or above any of `searched`, and no catalog.json in any of the `installed` folders.
    case notFound(searched: [String], installed: [String])

    public var description: String {
        switch self {
        case .overrideHasNoCatalog(let path):
            return "\(DataLocator.environmentVariable)=\(path) has no catalog.json"
        case .notFound(let searched, let installed):
            var places = installed
            if !searched.isEmpty { places.append("data/ in or above \(searched.joined(separator: " or "))") }
            return "no \(DataLocator.catalogFileName) found; looked in \(places.joined(separator: ", ")); "
                + "install Pinmap's data there or set \(DataLocator.environmentVariable) to its data folder"
        }
    }
}
