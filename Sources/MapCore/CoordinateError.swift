/// Why a latitude/longitude pair was refused.
public enum CoordinateError: Error, Equatable, Sendable, CustomStringConvertible {
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    case notFinite

    public var description: String {
        switch self {
        case .latitudeOutOfRange(let v): return "latitude \(v) is outside -90…90"
        case .longitudeOutOfRange(let v): return "longitude \(v) is outside -180…180"
        case .notFinite: return "coordinate is NaN or infinite"
        }
    }
}
