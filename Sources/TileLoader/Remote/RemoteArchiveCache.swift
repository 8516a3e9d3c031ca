import Foundation

/// The parts of one remote archive kept on disk: its first bytes, directories and tiles as fetched, under a folder
/// named from the archive's URL, valid for one ETag. A new ETag empties the folder first, so parts of two versions
/// are never mixed. Each file is written whole (temp file + rename). Thread-safe.
public final class RemoteArchiveCache: @unchecked Sendable {
    /// What the cache knows of the archive: the version and size its parts belong to.
    public struct Identity: Codable, Equatable, Sendable {
        public var url: String
        public var etag: String?
        public var size: UInt64
    }

    public let folder: URL
    private let url: String
    private let lock = NSLock()
    /// Most bytes of fetched ranges kept under the root, every archive's together; the oldest go first.
    public let limitBytes: UInt64
    /// 1 GiB: a few cities of vector tiles at every zoom, far below a planet.
    public static let defaultLimitBytes: UInt64 = 1 << 30
    /// Bytes stored since the root was last trimmed (the walk is not repeated for every tile).
    private var storedSinceTrim: UInt64 = 0

    /// `root` is e.g. `$XDG_CACHE_HOME/pinmap/archives`; the folder is created on first write.
    public init(root: URL, url: String, limitBytes: UInt64 = RemoteArchiveCache.defaultLimitBytes) {
        self.url = url
        self.limitBytes = limitBytes
        folder = root.appendingPathComponent(Self.folderName(for: url), isDirectory: true)
    }

    /// `$XDG_CACHE_HOME/pinmap/archives`, falling back to `~/.cache`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        DiskTileCache.defaultRoot(environment: environment).deletingLastPathComponent().appendingPathComponent("archives")
    }

    /// Hex of a 64-bit hash of the URL: never a name taken from the URL itself.
    static func folderName(for url: String) -> String {
        String(TileMetadata.checksum(Data(url.utf8)), radix: 16)
    }

    /// The identity and first bytes saved when the archive was last opened; nil when none (or unreadable).
    public func saved() -> (identity: Identity, prefix: [UInt8])? {
        lock.withLock {
            guard let meta = try? Data(contentsOf: folder.appendingPathComponent("archive.json")),
                  let identity = try? JSONDecoder().decode(Identity.self, from: meta), identity.url == url,
                  let prefix = try? Data(contentsOf: folder.appendingPathComponent("prefix")) else { return nil }
            return (identity, [UInt8](prefix))
        }
    }

    /// The saved identity and first bytes when they were saved from the server within `seconds`; nil otherwise.
    public func saved(notOlderThan seconds: TimeInterval, now: Date = Date()) -> (identity: Identity, prefix: [UInt8])? {
        let meta = folder.appendingPathComponent("archive.json")
        guard let written = (try? FileManager.default.attributesOfItem(atPath: meta.path))?[.modificationDate] as? Date,
              now.timeIntervalSince(written) < seconds, now >= written else { return nil }
        return saved()
    }

    /// Records the archive as opened now; a different ETag or size than the saved one drops every saved part first.
    public func adopt(_ identity: Identity, prefix: [UInt8]) {
        lock.withLock {
            let metaURL = folder.appendingPathComponent("archive.json")
            let old = (try? Data(contentsOf: metaURL)).flatMap { try? JSONDecoder().decode(Identity.self, from: $0) }
            if old != identity { try? FileManager.default.removeItem(at: folder) }
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(prefix).write(to: folder.appendingPathComponent("prefix"), options: .atomic)
            if let meta = try? JSONEncoder().encode(identity) { try? meta.write(to: metaURL, options: .atomic) }
        }
    }

    /// Forgets everything: the archive changed on the server.
    public func drop() {
        lock.withLock { _ = try? FileManager.default.removeItem(at: folder) }
    }

    /// A saved range of exactly `length` bytes at `offset`; nil when missing or of another length.
    public func range(offset: UInt64, length: Int) -> [UInt8]? {
        guard let data = try? Data(contentsOf: rangeURL(offset, length)), data.count == length else { return nil }
        return [UInt8](data)
    }

    /// Saves a fetched range (only while the folder belongs to the current version); past a sixteenth of the limit
    /// written since the last trim, trims the root to the limit.
    public func store(offset: UInt64, bytes: [UInt8]) {
        let trimNow: Bool = lock.withLock {
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("archive.json").path) else { return false }
            guard (try? Data(bytes).write(to: rangeURL(offset, bytes.count), options: .atomic)) != nil else { return false }
            storedSinceTrim += UInt64(bytes.count)
            guard storedSinceTrim >= max(1, limitBytes / 16) else { return false }
            storedSinceTrim = 0
            return true
        }
        if trimNow { Self.trim(root: folder.deletingLastPathComponent(), to: limitBytes) }
    }

    /// Deletes the least recently written ranges of every archive under `root` until they hold at most `limit` bytes
    /// (the first bytes and identity files stay: an archive must still open offline). Returns the bytes deleted.
    @discardableResult
    public static func trim(root: URL, to limit: UInt64) -> UInt64 {
        let fm = FileManager.default
        var ranges: [(url: URL, bytes: UInt64, date: Date)] = []
        for folder in (try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? [] {
            let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
            for file in (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
            where file.lastPathComponent.hasPrefix("r-") {
                let values = try? file.resourceValues(forKeys: Set(keys))
                ranges.append((file, UInt64(values?.fileSize ?? 0), values?.contentModificationDate ?? .distantPast))
            }
        }
        var total = ranges.reduce(UInt64(0)) { $0 + $1.bytes }
        guard total > limit else { return 0 }
        var deleted: UInt64 = 0
        for r in ranges.sorted(by: { $0.date < $1.date }) where total > limit {
            guard (try? fm.removeItem(at: r.url)) != nil else { continue }
            total -= r.bytes
            deleted += r.bytes
        }
        return deleted
    }

    private func rangeURL(_ offset: UInt64, _ length: Int) -> URL {
        folder.appendingPathComponent("r-\(offset)-\(length)")
    }
}
