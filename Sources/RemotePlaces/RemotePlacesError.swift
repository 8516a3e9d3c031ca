import MapCore

/// Why a request to an OGC API – Features server failed as a whole.
public enum RemotePlacesError: PlacesServerFailure, Equatable, Sendable, CustomStringConvertible {
    /// The URL is not `http(s)://HOST[:PORT]/…/collections/ID`.
    case notACollectionURL(String)
    /// The exchange itself failed.
    case fetch(url: String, RemoteFetchError)
    /// The server answered with a status other than 200.
    case status(url: String, code: Int)
    /// The body is not the JSON expected (not JSON, not a FeatureCollection, not a collection document).
    case badResponse(url: String, reason: String)

    public var description: String {
        switch self {
        case .notACollectionURL(let url): return "\(url) is not an OGC API collection URL (http://HOST:PORT/collections/ID)"
        case .fetch(let url, let error): return "\(url): \(error)"
        case .status(let url, let code): return "\(url): the server answered HTTP \(code)"
        case .badResponse(let url, let reason): return "\(url): \(reason)"
        }
    }

    /// True when the server could not be reached at all (the banner says "unreachable" and loading retries).
    public var isUnreachable: Bool {
        switch self {
        case .fetch(_, .network), .fetch(_, .timedOut): return true
        case .status(_, let code): return code >= 500
        default: return false
        }
    }
}
