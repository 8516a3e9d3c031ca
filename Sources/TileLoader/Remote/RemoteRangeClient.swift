import Foundation

/// Range requests for remote archives, checked: each a 206 whose Content-Range is exactly the range asked, whose
/// body is that long and whose ETag is the archive's. One shared worker thread; the app's User-Agent; a socket
/// timeout, a whole-response deadline and a cap per request.
public final class RemoteRangeClient: Sendable {
    public struct Limits: Sendable {
        public var userAgent = TileStoreConfiguration().userAgent
        /// As raster tiles (the OSM policy's two), since a static host is often someone's small server.
        public var maxConnectionsPerHost = TileStoreConfiguration().maxConnectionsPerHost
        public var timeoutSeconds: UInt32 = 15
        public var deadlineSeconds: Double = 60
        public init() {}
    }

    /// What the first request gave: the archive's first bytes, its whole size and version.
    public struct Prefix: Sendable {
        public var bytes: [UInt8]
        public var total: UInt64
        public var etag: String?
    }

    private let worker: RangeWorker
    public let limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
        worker = RangeWorker(userAgent: limits.userAgent, maxConnectionsPerHost: limits.maxConnectionsPerHost,
                             timeoutSeconds: limits.timeoutSeconds)
    }

    /// The process's client, made on first use.
    public static let shared = RemoteRangeClient()

    /// Bytes 0…length−1 (fewer when the file is shorter).
    public func fetchPrefix(_ url: String, length: Int) -> Result<Prefix, RemoteReadError> {
        let reply: RangeReply
        switch get(url, offset: 0, length: length) {
        case .success(let r): reply = r
        case .failure(let e): return .failure(e)
        }
        if reply.status == 200 {
            // A file no longer than the request may come whole; anything longer was cut at the cap.
            return .success(Prefix(bytes: reply.body, total: UInt64(reply.body.count), etag: reply.etag))
        }
        guard reply.status == 206 else { return .failure(.status(reply.status)) }
        guard let raw = reply.headers["content-range"] else { return .failure(.badContentRange("missing")) }
        guard let range = ContentRange(raw) else { return .failure(.badContentRange("\"\(raw.prefix(80))\"")) }
        guard range.first == 0, range.count == min(UInt64(length), range.total) else {
            return .failure(.badContentRange("\"\(raw.prefix(80))\" for bytes 0-\(length - 1)"))
        }
        guard reply.body.count == Int(range.count) else {
            return .failure(.wrongLength(got: reply.body.count, asked: Int(range.count)))
        }
        return .success(Prefix(bytes: reply.body, total: range.total, etag: reply.etag))
    }

    /// Exactly `length` bytes at `offset` of an archive of `total` bytes and version `etag`.
    public func fetchRange(_ url: String, offset: UInt64, length: Int, total: UInt64,
                           etag: String?) -> Result<[UInt8], RemoteReadError> {
        let reply: RangeReply
        switch get(url, offset: offset, length: length) {
        case .success(let r): reply = r
        case .failure(let e): return .failure(e)
        }
        if reply.status == 200 { return .failure(.ignoresRange(limit: length)) }
        guard reply.status == 206 else { return .failure(.status(reply.status)) }
        if let etag, reply.etag != etag {
            return .failure(.changed("ETag \(etag) is now \(reply.etag ?? "missing")"))
        }
        guard let raw = reply.headers["content-range"] else { return .failure(.badContentRange("missing")) }
        guard let range = ContentRange(raw) else { return .failure(.badContentRange("\"\(raw.prefix(80))\"")) }
        guard range.total == total else { return .failure(.changed("size \(total) is now \(range.total)")) }
        guard range.first == offset, range.count == UInt64(length) else {
            return .failure(.badContentRange("\"\(raw.prefix(80))\" for bytes \(offset)-\(offset + UInt64(length) - 1)"))
        }
        guard reply.body.count == length else { return .failure(.wrongLength(got: reply.body.count, asked: length)) }
        return .success(reply.body)
    }

    private func get(_ url: String, offset: UInt64, length: Int) -> Result<RangeReply, RemoteReadError> {
        let headers = ["Range": "bytes=\(offset)-\(offset + UInt64(length) - 1)"]
        switch worker.fetch(url, headers: headers, maxBytes: length, deadlineSeconds: limits.deadlineSeconds) {
        case .success(let reply): return .success(reply)
        case .failure(.tooLarge(let limit)): return .failure(.ignoresRange(limit: limit))
        case .failure(.invalidURL): return .failure(.invalid("not a URL"))
        case .failure(.invalidResponse(let why)): return .failure(.invalid(why))
        case .failure(let other): return .failure(.unreachable(other))
        }
    }
}
