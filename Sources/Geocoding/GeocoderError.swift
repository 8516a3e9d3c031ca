import RemotePlaces

/// Why a geocoder gave no answer, naming the server; the offline results stand meanwhile.
public struct GeocoderError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// No response: refused, timed out, too large, a redirect elsewhere, cancelled.
        case fetch(RemoteFetchError)
        /// An HTTP status other than 200.
        case status(Int)
        /// A body that is not JSON by its Content-Type.
        case contentType(String)
        /// JSON that is not the API's shape (or not JSON at all).
        case badReply(String)
        case invalidURL
    }

    /// The server's host and port, as the message names it.
    public let server: String
    public let reason: Reason

    public init(server: String, reason: Reason) { self.server = server; self.reason = reason }

    public var description: String {
        let why = switch reason {
        case .fetch(let error): "\(error)"
        case .status(let status): "HTTP \(status)"
        case .contentType(let type): "answered \(type.prefix(60)), not JSON"
        case .badReply(let why): "unreadable reply: \(why)"
        case .invalidURL: "not a usable URL"
        }
        return "geocoder \(server): \(why)"
    }
}
