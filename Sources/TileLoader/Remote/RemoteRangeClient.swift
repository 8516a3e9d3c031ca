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
        get(url, offset: 0, length: length).flatMap { RangeCheck.validatePrefix($0, length: length) }
    }

    /// Exactly `length` bytes at `offset` of an archive of `total` bytes and version `etag`.
    public func fetchRange(_ url: String, offset: UInt64, length: Int, total: UInt64,
                           etag: String?) -> Result<[UInt8], RemoteReadError> {
        get(url, offset: offset, length: length).flatMap {
            RangeCheck.validate($0, offset: offset, length: length, total: total, etag: etag)
        }
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
