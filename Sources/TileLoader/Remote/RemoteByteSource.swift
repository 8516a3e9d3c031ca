import Foundation
import MapArchive

/// A remote PMTiles archive's bytes read by HTTP range requests: the first 16 KiB (header and root directory) in
/// one request at open, every other read one `Range:` request, checked (206, Content-Range, length, ETag) and kept
/// in the disk cache. With the server unreachable, the cached first bytes open it and cached ranges are served.
public final class RemoteByteSource: ByteSource, Sendable {
    /// The spec's advice: header and root directory fit in the first 16,384 bytes.
    public static let prefixLength = 16_384
    /// Largest single read accepted (a directory or tile; the archive reader caps both lower).
    public static let readCap = 16 << 20

    public let url: String
    public let size: UInt64
    public let etag: String?
    /// True when the server could not be reached at open and the cached copy of the first bytes is used.
    public let openedOffline: Bool
    private let prefix: [UInt8]
    private let client: RemoteRangeClient
    private let cache: RemoteArchiveCache?

    /// Fetches the first bytes (or takes them from `cache` when the server cannot be reached).
    public init(url: String, client: RemoteRangeClient, cache: RemoteArchiveCache?) throws(ArchiveError) {
        self.url = url
        self.client = client
        self.cache = cache
        let first = client.fetchPrefix(url, length: Self.prefixLength)
        switch first {
        case .success(let part):
            prefix = part.bytes; size = part.total; etag = part.etag; openedOffline = false
            cache?.adopt(.init(url: url, etag: part.etag, size: part.total), prefix: part.bytes)
        case .failure(let error):
            guard error.isUnreachable, let saved = cache?.saved() else { throw error.archiveError(url) }
            prefix = saved.prefix; size = saved.identity.size; etag = saved.identity.etag; openedOffline = true
        }
    }

    public func read(offset: UInt64, length: Int) throws(ArchiveError) -> [UInt8] {
        guard length >= 0, offset <= size, UInt64(length) <= size - offset else {
            throw ArchiveError(file: url, reason: "read of \(length) bytes at \(offset) is past the end (\(size) bytes)")
        }
        if length == 0 { return [] }
        if offset + UInt64(length) <= UInt64(prefix.count) {
            let start = Int(offset)
            return Array(prefix[start..<start + length])
        }
        guard length <= Self.readCap else {
            throw ArchiveError(file: url, reason: "read of \(length) bytes is more than \(Self.readCap)")
        }
        if let saved = cache?.range(offset: offset, length: length) { return saved }
        switch client.fetchRange(url, offset: offset, length: length, total: size, etag: etag) {
        case .success(let bytes):
            cache?.store(offset: offset, bytes: bytes)
            return bytes
        case .failure(let error):
            // Parts of the old version must never be mixed with the new one.
            if case .changed = error {
                cache?.drop()
                RemoteArchiveOpener.forget(url: url)
            }
            throw error.archiveError(url)
        }
    }
}
