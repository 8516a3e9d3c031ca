import MapCore

/// Why an index could not be built (shown in the banner; the map keeps what it had).
public enum PlaceIndexBuildError: Error, Equatable, Sendable, CustomStringConvertible {
    case failed(String)

    public var description: String {
        switch self {
        case .failed(let why): return "places could not be clustered: \(why)"
        }
    }
}
