/// A finished GET of part of a remote file: status, the headers range reading needs (lower-cased), and the body.
public struct RangeReply: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]

    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status; self.headers = headers; self.body = body
    }

    /// The archive's version as the server names it (weak validators included, as written).
    public var etag: String? { headers["etag"] }

    static let headerNames = ["etag", "content-range", "content-length", "content-type"]
}
