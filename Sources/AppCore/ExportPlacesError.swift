/// Why Export Places… wrote nothing.
public enum ExportPlacesError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownFormat(name: String)
    case nothingShown
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat(let name): return "\(name): the extension picks the format: .geojson, .kml, .gpx or .csv"
        case .nothingShown: return "No places are shown: nothing to export"
        case .cannotWrite(let path, let reason): return "\(path): could not be written: \(reason)"
        }
    }
}
