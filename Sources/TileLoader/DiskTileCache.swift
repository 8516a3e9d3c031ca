import Foundation
import Graphics

/// Tile bodies on disk at `<root>/<style-id>/<z>/<x>/<y>` with their HTTP metadata, least recently used evicted
/// beyond a byte limit. Each file is one atomic write: magic, header length, JSON metadata, body.
/// Thread-safe; meant for a background queue (it does blocking I/O).
public final class DiskTileCache: @unchecked Sendable {
    enum ReadResult {
        case hit(body: Data, metadata: TileMetadata)
        case miss
        /// A truncated or damaged file; it has been deleted.
        case corrupt(String)
    }

    private static let magic = Data("PMTILE1\n".utf8)
    private static let maxHeader = 16 * 1024
    /// Larger than any body the fetcher accepts plus its header.
    static let maxFileBytes = 8 << 20

    public let root: URL
    public let limitBytes: Int
    private let lock = NSLock()
    private var index: [String: (size: Int, lastUse: Double)]?
    private var indexedBytes = 0

    /// `root` is e.g. `$XDG_CACHE_HOME/pinmap/tiles`; it is created on first write.
    public init(root: URL, limitBytes: Int) {
        self.root = root.standardizedFileURL
        self.limitBytes = max(0, limitBytes)
    }

    /// `$XDG_CACHE_HOME/pinmap/tiles`, falling back to `~/.cache`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let x = environment["XDG_CACHE_HOME"], x.hasPrefix("/") { base = URL(fileURLWithPath: x) } else {
            base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".cache")
        }
        return base.appendingPathComponent("pinmap/tiles")
    }

    /// A directory name from a style id: only `[A-Za-z0-9_-]` (so never `.`/`..`), with a hash suffix when changed.
    public static func sanitize(styleID: String) -> String {
        var out = String(styleID.unicodeScalars.map { s -> Character in
            let ok = (s.value < 128) && (CharacterSet.alphanumerics.contains(s) || s == "-" || s == "_")
            return ok ? Character(s) : "_"
        }.prefix(64))
        if out.isEmpty { out = "_" }
        if out != styleID {
            out += "-" + String(TileMetadata.checksum(Data(styleID.utf8)) & 0xffff_ffff, radix: 16)
        }
        return out
    }

    /// Path of a tile relative to `root`: built only from the style id and numbers, never from the URL.
    public func relativePath(for key: TileKey) -> String {
        let t = key.tile
        return "\(Self.sanitize(styleID: key.styleID))/\(t.z)/\(t.x)/\(t.y)" + (key.density > 1 ? "@\(key.density)x" : "")
    }

    public func fileURL(for key: TileKey) -> URL { root.appendingPathComponent(relativePath(for: key)) }

    /// Bytes of tile files on disk. Blocking: the first call scans the folder; keep it off the main thread.
    public var totalBytes: Int {
        lock.lock(); defer { lock.unlock() }
        loadIndexLocked()
        return indexedBytes
    }

    func read(_ key: TileKey) -> ReadResult {
        let rel = relativePath(for: key)
        let url = root.appendingPathComponent(rel)
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return .miss }
        // Never read an implausibly large file whole: anything over the cap is damage.
        let data = (try? handle.read(upToCount: Self.maxFileBytes + 1)) ?? Data()
        try? handle.close()
        guard data.count <= Self.maxFileBytes else {
            remove(key)
            return .corrupt("file larger than \(Self.maxFileBytes) bytes")
        }
        switch Self.parse(data) {
        case .success(let (meta, body)):
            // Reads never wait for the first folder scan (writes do): early tiles stay fast.
            lock.lock()
            let now = Date().timeIntervalSince1970
            if let e = index?[rel] {
                // Keep file times roughly in use order across runs without a syscall per hit.
                if now - e.lastUse > 3600 { try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path) }
                index?[rel] = (e.size, now)
            }
            lock.unlock()
            return .hit(body: body, metadata: meta)
        case .failure(let why):
            remove(key)
            return .corrupt(why.reason)
        }
    }

    /// Stores a body atomically (temp file + rename) and evicts old tiles beyond the limit.
    @discardableResult
    func write(_ key: TileKey, body: Data, metadata: TileMetadata) -> Bool {
        // Only images are kept on disk: an empty body is never a good tile.
        guard !body.isEmpty, !metadata.isEmpty else { return false }
        let rel = relativePath(for: key)
        let url = root.appendingPathComponent(rel)
        var meta = metadata
        meta.byteLength = body.count
        meta.checksum = TileMetadata.checksum(body)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let header = try? encoder.encode(meta) else { return false }
        var file = Self.magic
        var len = UInt32(header.count).littleEndian
        withUnsafeBytes(of: &len) { file.append(contentsOf: $0) }
        file.append(header)
        file.append(body)
        let fm = FileManager.default
        do {
            let dir = url.deletingLastPathComponent()
            do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                // Another thread may have made it between Foundation's check and its mkdir.
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else { throw error }
            }
            let tmp = url.deletingLastPathComponent().appendingPathComponent(".tmp-\(UUID().uuidString)")
            try file.write(to: tmp)
            if rename(tmp.path, url.path) != 0 {
                try? fm.removeItem(at: tmp)
                return false
            }
        } catch {
            return false
        }
        lock.lock()
        loadIndexLocked()
        if let old = index?[rel] { indexedBytes -= old.size }
        index?[rel] = (file.count, Date().timeIntervalSince1970)
        indexedBytes += file.count
        evictLocked()
        lock.unlock()
        return true
    }

    /// Rewrites a tile's metadata (after a 304), keeping its body.
    @discardableResult
    func updateMetadata(_ key: TileKey, _ metadata: TileMetadata) -> Bool {
        guard case .hit(let body, _) = read(key) else { return false }
        return write(key, body: body, metadata: metadata)
    }

    func remove(_ key: TileKey) {
        let rel = relativePath(for: key)
        try? FileManager.default.removeItem(at: root.appendingPathComponent(rel))
        lock.lock()
        if let old = index?[rel] { indexedBytes -= old.size; index?[rel] = nil }
        lock.unlock()
    }

    private struct ParseFailure: Error { let reason: String }

    private static func parse(_ data: Data) -> Result<(TileMetadata, Data), ParseFailure> {
        let m = magic.count
        guard data.count >= m + 4, data.prefix(m) == magic else { return .failure(ParseFailure(reason: "bad magic")) }
        let lenBytes = data.subdata(in: data.startIndex + m ..< data.startIndex + m + 4)
        let headerLength = Int(lenBytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
        let headerStart = data.startIndex + m + 4
        guard headerLength > 0, headerLength <= maxHeader, data.count >= m + 4 + headerLength else {
            return .failure(ParseFailure(reason: "truncated header"))
        }
        guard let meta = try? JSONDecoder().decode(TileMetadata.self, from: data.subdata(in: headerStart ..< headerStart + headerLength)) else {
            return .failure(ParseFailure(reason: "unreadable metadata"))
        }
        let body = data.subdata(in: headerStart + headerLength ..< data.endIndex)
        guard body.count == meta.byteLength else { return .failure(ParseFailure(reason: "length \(body.count) ≠ \(meta.byteLength)")) }
        guard TileMetadata.checksum(body) == meta.checksum else { return .failure(ParseFailure(reason: "checksum mismatch")) }
        return .success((meta, body))
    }

    /// Scans the folder once: sizes, and file times as the initial use order.
    private func loadIndexLocked() {
        guard index == nil else { return }
        var idx: [String: (size: Int, lastUse: Double)] = [:]
        var total = 0
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        if let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) {
            for case let url as URL in e {
                guard let v = try? url.resourceValues(forKeys: Set(keys)), v.isRegularFile == true else { continue }
                let path = url.standardizedFileURL.path
                guard path.hasPrefix(rootPath) else { continue }
                let rel = String(path.dropFirst(rootPath.count))
                // Temp files are never counted; old ones are crash leftovers (new ones may be another thread's write).
                if url.lastPathComponent.hasPrefix(".tmp-") {
                    if let m = v.contentModificationDate, m.timeIntervalSinceNow < -3600 { try? FileManager.default.removeItem(at: url) }
                    continue
                }
                let size = v.fileSize ?? 0
                idx[rel] = (size, v.contentModificationDate?.timeIntervalSince1970 ?? 0)
                total += size
            }
        }
        index = idx
        indexedBytes = total
        evictLocked()
    }

    /// Deletes least recently used files until the total is at most 90 % of the limit (amortises the sort).
    private func evictLocked() {
        guard indexedBytes > limitBytes, var idx = index else { return }
        let target = limitBytes - limitBytes / 10
        for (rel, e) in idx.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            if indexedBytes <= target { break }
            try? FileManager.default.removeItem(at: root.appendingPathComponent(rel))
            idx[rel] = nil
            indexedBytes -= e.size
        }
        index = idx
    }
}

extension DiskTileCache {
    /// Reads, verifies and decodes one cached tile; nil when absent, empty, corrupt or undecodable.
    /// Blocking: for tools and benchmarks, or a background queue.
    public func loadImage(_ key: TileKey, maxPixels: Int = 1024 * 1024) -> Surface? {
        guard case .hit(let body, let meta) = read(key), !meta.isEmpty else { return nil }
        return try? ImageDecoder.decode(body, maxPixels: maxPixels)
    }
}
