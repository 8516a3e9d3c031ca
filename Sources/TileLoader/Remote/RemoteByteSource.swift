import Foundation
import MapArchive

/// A remote PMTiles archive's bytes read by HTTP range requests: the first 16 KiB (header and root directory) in
/// one request at open (none when the disk cache saved them within a day), every other read one `Range:` request,
/// checked (206, Content-Range, length, ETag) and kept in the disk cache. With the server unreachable, the cached
/// first bytes open it and cached ranges are served.
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

    /// How long first bytes saved from the server are used without asking it again: a warm cache draws with no
    /// request at all, and a changed archive is still noticed by the first range fetched (its ETag), or after this.
    public static let trustSavedHeaderSeconds: TimeInterval = 24 * 3600

    /// Takes the first bytes from `cache` when they were saved from the server less than a day ago, else fetches them
    /// (and, when the server cannot be reached, takes whatever `cache` has).
    public init(url: String, client: RemoteRangeClient, cache: RemoteArchiveCache?) throws(ArchiveError) {
        self.url = url
        self.client = client
        self.cache = cache
        if let saved = cache?.saved(notOlderThan: Self.trustSavedHeaderSeconds) {
            prefix = saved.prefix; size = saved.identity.size; etag = saved.identity.etag; openedOffline = false
            return
        }
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
