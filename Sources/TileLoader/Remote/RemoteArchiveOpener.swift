import Foundation
import MapArchive
import Synchronization

/// Opens `http(s)://…` archives (PMTiles v3 read by range requests) where a path would name a local file.
public enum RemoteArchiveOpener {
    /// True for an `http://` or `https://` location.
    public static func isRemote(_ location: String) -> Bool {
        let lower = location.prefix(8).lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// Archives opened in this process, by URL: the style's and the tile workers' open is one header request, not two.
    private static let opened = Mutex<[String: PMTilesArchive]>([:])

    /// A remote PMTiles archive with its parts cached under `cacheRoot`; an `ArchiveError` naming the URL otherwise.
    public static func open(url: String, client: RemoteRangeClient = .shared,
                            cacheRoot: URL? = RemoteArchiveCache.defaultRoot()) throws(ArchiveError) -> PMTilesArchive {
        let key = url
        if let known = opened.withLock({ $0[key] }) { return known }
        let source = try RemoteByteSource(url: url, client: client,
                                          cache: cacheRoot.map { RemoteArchiveCache(root: $0, url: url) })
        let archive = try PMTilesArchive(source: source, file: url)
        opened.withLock { $0[key] = archive }
        return archive
    }

    /// Forgets one URL's archive (it changed on the server): the next open reads the new version's header.
    public static func forget(url: String) { _ = opened.withLock { $0.removeValue(forKey: url) } }

    /// Forgets the archives opened so far (tests: a new server on a reused port is a new archive).
    public static func forgetOpened() { opened.withLock { $0.removeAll() } }

    /// A local file or a remote URL, whichever `location` is.
    public static func open(location: String) throws(ArchiveError) -> any TileArchive {
        isRemote(location) ? try open(url: location) : try ArchiveOpener.open(path: location)
    }
}
