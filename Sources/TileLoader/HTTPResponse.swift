import Foundation

/// A finished HTTP exchange: status, the headers tile caching needs (lower-cased names), and the body.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status; self.headers = headers; self.body = body
    }

    /// Header names read from every response.
    static let interestingHeaders = ["etag", "last-modified", "cache-control", "expires", "date", "age",
                                     "retry-after", "content-type", "content-length"]
}
