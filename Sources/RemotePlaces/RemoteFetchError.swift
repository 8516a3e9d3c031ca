/// Why an HTTP exchange gave no response.
public enum RemoteFetchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request was cancelled (the view moved on).
    case cancelled
    /// The server accepted but did not answer within the timeout.
    case timedOut
    /// The body exceeded the cap.
    case tooLarge(limit: Int)
    case invalidURL(String)
    /// A redirect to another server, refused as a `next` link there is.
    case redirectElsewhere(String)
    /// Connection refused, reset, DNS…
    case network(String)

    public var description: String {
        switch self {
        case .cancelled: return "cancelled"
        case .timedOut: return "timed out"
        case .tooLarge(let limit): return "response larger than \(limit) bytes"
        case .invalidURL(let url): return "invalid URL \(url)"
        case .redirectElsewhere(let url): return "a redirect to another server (\(url)) is not followed"
        case .network(let why): return "network error: \(why)"
        }
    }
}
