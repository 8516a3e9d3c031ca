/// Any reason the bundled data could not be loaded, for callers that load everything in one go.
public enum MapDataError: Error, Equatable, Sendable, CustomStringConvertible {
    case locator(DataLocatorError)
    case catalog(CatalogError)
    case places(PlaceFileError)

    public var description: String {
        switch self {
        case .locator(let e): return e.description
        case .catalog(let e): return e.description
        case .places(let e): return e.description
        }
    }
}
