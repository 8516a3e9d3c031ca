/// Why one tile has no image.
public enum TileLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    case http(status: Int)
    case rateLimited(retryAfterSeconds: Double)
    case timedOut
    case network(String)
    case tooLarge(limit: Int)
    /// The server's answer breaks HTTP (a negative or lying Content-Length).
    case invalidResponse(String)
    case undecodable(String)
    case invalidTemplate(TileTemplateError)
    case file(String)
    /// The style's server is marked offline and this tile is in no cache.
    case serverOffline

    public var description: String {
        switch self {
        case .http(let s): return "HTTP \(s)"
        case .rateLimited(let s): return "rate limited; retry after \(Int(s)) s"
        case .timedOut: return "timed out"
        case .network(let why): return "network error: \(why)"
        case .tooLarge(let limit): return "response larger than \(limit) bytes"
        case .invalidResponse(let why): return "invalid response: \(why)"
        case .undecodable(let why): return "not an image: \(why)"
        case .invalidTemplate(let e): return e.description
        case .file(let why): return why
        case .serverOffline: return "server offline"
        }
    }
}
