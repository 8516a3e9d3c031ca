import Foundation

/// A finished HTTP exchange: status, the headers tile caching needs (lower-cased names), and the body.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status; self.headers = headers; self.body = body
    }

    /// A Content-Length value as a byte count: ASCII digits only (no sign, no spaces inside), at most 18 of them.
    static func contentLength(_ value: String) -> Int? {
        let digits = value.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.count <= 18, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(digits)
    }

    /// Header names read from every response.
    static let interestingHeaders = ["etag", "last-modified", "cache-control", "expires", "date", "age",
                                     "retry-after", "content-type", "content-length"]
}
