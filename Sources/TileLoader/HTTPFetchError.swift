/// Why an HTTP exchange produced no response.
public enum HTTPFetchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request was cancelled (the tile left the viewport).
    case cancelled
    case timedOut
    /// The body (or its declared length) exceeded the cap.
    case tooLarge(limit: Int)
    case invalidURL
    /// The response breaks HTTP: a Content-Length that is not a number, or that the body does not match.
    case invalidResponse(String)
    /// DNS, connection refused, reset, truncated body…
    case network(String)

    public var description: String {
        switch self {
        case .cancelled: return "cancelled"
        case .timedOut: return "timed out"
        case .tooLarge(let limit): return "response larger than \(limit) bytes"
        case .invalidURL: return "invalid URL"
        case .invalidResponse(let why): return "invalid response: \(why)"
        case .network(let why): return "network error: \(why)"
        }
    }
}
