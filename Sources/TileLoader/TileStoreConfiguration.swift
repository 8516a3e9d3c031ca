import Foundation
import Graphics

/// Limits and places for a TileStore, with the unit on every line.
public struct TileStoreConfiguration: Sendable {
    /// Where tiles are kept on disk (`$XDG_CACHE_HOME/pinmap/tiles`); nil keeps them in memory only.
    public var cacheDirectory: URL?
    /// Decoded pixels, the pool's spare buffers included: the floor. A view that needs more gets `viewsKept` times
    /// its own tiles (`TileStore.retain`); a 1280 × 800 window at scale 1 shows about 30 tiles, 7.5 MiB.
    public var memoryLimitBytes = 24 << 20         // bytes
    /// Views' worth of tiles the memory cache keeps when a view needs more than the floor: the one on screen and one
    /// to pan or zoom back to (its stand-ins included).
    public var viewsKept = 2
    /// After this long with no frame drawn, the memory cache keeps only the last frame's tiles and their ancestors,
    /// and `TileStore.onIdleTrim` runs (the app returns freed heap to the system); nil never trims.
    public var idleTrimSeconds: TimeInterval? = 10  // seconds
    /// Spare tile buffers the surface pool keeps for reuse; the cache holds `memoryLimitBytes` minus these.
    public var poolSpareBytes = SurfacePool.defaultMaxSpareBytes  // bytes
    public var diskLimitBytes = 512 << 20          // files on disk
    public var maxResponseBytes = 4 << 20          // one tile body
    public var maxConnectionsPerHost = 2           // OSM tile policy
    public var requestTimeoutSeconds: UInt32 = 20  // per request
    public var minimumFreshness: TimeInterval = 7 * 24 * 3600  // seconds, when the server sends no expiry
    /// Even `max-age=0`/`no-cache` tiles are revalidated at most this often, so a redraw loop cannot hammer the server.
    public var minimumRevalidationInterval: TimeInterval = 60  // seconds
    public var maxDecodedPixels = 1024 * 1024      // per tile image (512 × 512 × 4)
    public var maxDecodedSide = 4096               // pixels, either side of a tile image
    /// A 404/410 ("no tile here") is remembered in memory only, this long unless the server says otherwise…
    public var notFoundLifetime: TimeInterval = 5 * 60       // seconds
    /// …and never longer than this, whatever its Cache-Control says.
    public var maximumNotFoundLifetime: TimeInterval = 24 * 3600  // seconds
    public var userAgent = "Pinmap/0.1 (+https://github.com/pinmap/pinmap)"
    public var retry = RetryPolicy()
    public var breaker = CircuitBreaker.Settings()
    /// Levels of ancestors searched for a stand-in image.
    public var fallbackLevels = 4
    /// A raster tile that failed (or whose server is offline) with no cached stand-in shows the offline basemap instead.
    public var basemapFallback = true
    /// Receives one-line diagnostics; URLs in them are redacted.
    public var log: (@Sendable (String) -> Void)?

    public init(cacheDirectory: URL? = nil) { self.cacheDirectory = cacheDirectory }

    /// The app's defaults: the disk cache under `$XDG_CACHE_HOME`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> TileStoreConfiguration {
        TileStoreConfiguration(cacheDirectory: DiskTileCache.defaultRoot(environment: environment))
    }
}
