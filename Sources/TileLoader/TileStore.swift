import Foundation
import Graphics
import MapCore

/// Supplies tile images to the renderer from memory, disk, the network or the offline basemap.
/// A coordinator of nouns, as libshumate splits it: `TileSources` (each style's URL template), `TileFetchScheduler`
/// (queue, per-host limits, breakers, pauses), `MemoryTileCache` and `DiskTileCache`, `OfflineTileRenderer`;
/// it keeps what ties them together: the requests under way per tile and each tile's backoff.
/// Lives on a GLib main context: the calling thread's default context when it is created (GTK's main context
/// in the app). Call it only from the thread iterating that context (GTK's main thread, or a headless loop via `load`);
/// work done off that thread is posted back to it.
public final class TileStore: TileProvider {
    /// Called on the main context when an image arrives or a style goes offline/online, so the view can redraw.
    public var onChange: (() -> Void)?

    public let configuration: TileStoreConfiguration
    public let memory: MemoryTileCache
    public let disk: DiskTileCache?
    public internal(set) var statistics = TileStoreStatistics()

    let clock: TileClock
    let context = MainContext.current()
    private(set) var renderer: OfflineTileRenderer
    // Serial for disk reads and 304 updates; a few serial workers for decoding, disk writes and offline rendering.
    let ioQueue = DispatchQueue(label: "pinmap.tiles.io", qos: .userInitiated)
    let workQueue = WorkerQueues(label: "pinmap.tiles.work")
    /// How many tiles are read, decoded and rasterised at once (one worker per core, at most four).
    public var rasterWorkers: Int { workQueue.queueCount }

    /// Leaves one core to the window until `firstFrameShown`: no tile is back in time for its first frame, so
    /// workers on every core would only slow that paint (on two cores, 9 ms of the main thread's CPU took 24 ms).
    public func leaveACoreUntilFirstFrame() { workQueue.hold(to: workQueue.queueCount - 1) }

    /// The window's first frame is on screen: the workers use every core again.
    public func firstFrameShown() { workQueue.release() }
    private(set) lazy var http = SoupHTTPClient(context: context, userAgent: configuration.userAgent,
                                                maxConnectionsPerHost: configuration.maxConnectionsPerHost,
                                                timeoutSeconds: configuration.requestTimeoutSeconds)

    enum Pending {
        /// Disk read, file read, decode or offline render under way (not cancellable, short);
        /// `priority` is the request's place in line should a disk miss send it to the network.
        case local(ticket: Int, priority: TileRequestQueue.Priority)
        case queued(NetworkRequest)
        case inFlight(NetworkRequest, HTTPRequestHandle)

        var ticket: Int {
            switch self {
            case .local(let t, _): return t
            case .queued(let r), .inFlight(let r, _): return r.ticket
            }
        }
    }

    struct NetworkRequest {
        var ticket: Int
        var key: TileKey
        var url: String
        var host: String
        var validators: TileMetadata?
        var priority: TileRequestQueue.Priority
        /// The template's fingerprint, stored with the tile on disk.
        var source: UInt64
    }

    struct Failure {
        var attempts = 0
        var retryAt: Date
        var error: TileLoadError
    }

    var pending: [TileKey: Pending] = [:]
    /// Archive reads not yet finished, by ticket: cancelled when `retain(only:)` drops their tile.
    var archiveReads: [Int: ReadCancellation] = [:]
    var failures: [TileKey: Failure] = [:]
    var fetches: TileFetchScheduler
    var sources = TileSources()
    var wanted: [String: Set<TileID>] = [:]
    var nextTicket = 0
    var frame = 0
    var ordinal = 0
    var retryTimer: MainLoopTimer?
    var retryTimerDate: Date?
    var offlineStyleIDs: Set<String> = []
    /// Pixel density of the latest `pieces` call, to size the memory cache for a viewport.
    var lastDensity = 1
    /// The style of the latest frame (`retain`), whose tiles an idle trim keeps.
    var lastStyleID: String?
    var idleTimer: MainLoopTimer?
    /// When the latest frame was drawn (`ProcessInfo.systemUptime`), for the idle trim.
    var lastFrameUptime: TimeInterval = 0
    /// Called on the main context after an idle trim (TileStore+Idle), e.g. to return freed heap to the system.
    public var onIdleTrim: (() -> Void)?
    var basemapCompletions: [CompletionBox] = []
    /// Called on the main context once a basemap named by `readBasemapWhenNeeded` was read: its warnings, or why not.
    public var onLazyBasemap: ((Result<[String], BasemapError>) -> Void)?
    /// Whether the Natural Earth polygons are in the renderer, waiting on a file, or being read (TileStore+Basemap).
    var basemapState = BasemapState.absent
    /// Offline renders (key and ticket) waiting for a lazily read basemap.
    var awaitingBasemap: [(key: TileKey, ticket: Int)] = []
    /// Archives opened for archive-backed styles, one per path (TileStore+Archive).
    let archives = ArchiveShelf()
    /// Data tiles the worker queues read lately for overzoomed vector tiles.
    let recentDataTiles = RecentDataTiles()
    /// Draws vector archive tiles; nil leaves them as placeholders.
    public var vectorRasterizer: (any VectorTileRasterizing)?
    /// Styles whose tiles the vector rasterizer drew, so a palette change redraws only those.
    var vectorStyleIDs: Set<String> = []
    /// Remote archive styles whose server did not answer the last read: the badge says offline for them.
    var unreachableArchiveStyles: Set<String> = []
    /// The offline map (a vector archive style) drawn in place of a raster style's tiles that cannot be had;
    /// nil falls back to the Natural Earth basemap renderer.
    public var fallbackStyle: MapStyle?
    /// Downloaded areas (archives in the maps folder with bounds), drawn before `fallbackStyle` where they cover a tile.
    public var downloadedAreas: [DownloadedArea] = []
    /// Told once per remote archive style, when its archive first opens: the style as the archive's header and
    /// metadata name it (a `--tiles https://…` style made before its header arrived shows the file's name until then).
    public var onRemoteArchiveStyle: ((MapStyle) -> Void)?
    /// Remote archive styles already told to `onRemoteArchiveStyle`.
    var namedRemoteStyles: Set<String> = []

    /// `basemap` feeds the offline style (nil draws water only); `clock` is injectable for tests.
    public init(configuration: TileStoreConfiguration, basemap: WorldBasemap? = nil, clock: TileClock = .system) {
        self.configuration = configuration
        self.clock = clock
        fetches = TileFetchScheduler(maxConnectionsPerHost: configuration.maxConnectionsPerHost, breaker: configuration.breaker)
        // Recycled buffers are resident too, so they come out of the memory budget and RSS stays within it.
        memory = MemoryTileCache(limitBytes: max(0, configuration.memoryLimitBytes - configuration.poolSpareBytes))
        disk = configuration.cacheDirectory.map { DiskTileCache(root: $0, limitBytes: configuration.diskLimitBytes) }
        renderer = OfflineTileRenderer(basemap: basemap ?? WorldBasemap(polygons: []))
        if basemap != nil { basemapState = .loaded }
    }

    deinit { retryTimer?.cancel(); idleTimer?.cancel() }

    // MARK: TileProvider

    /// The tile if cached (fresh or stale), else stand-ins (cached ancestors or children; the offline basemap once the tile
    /// has failed); starts loading what is missing.
    /// - Complexity: O(1) for a cached tile.
    public func pieces(for tile: TileID, style: MapStyle, scaleFactor: Double) -> [TilePiece] {
        guard tile.isValid else { return [] }
        let key = self.key(for: tile, style: style, scaleFactor: scaleFactor)
        lastDensity = key.density
        if let entry = memory.entry(for: key) {
            // Fast path: a fresh hit needs nothing else.
            if entry.expires <= clock.now() { request(key, style: style) }
            if let image = entry.image { return [TilePiece(wholeImage: image)] }
            return fallbackPieces(for: key)
        }
        request(key, style: style)
        return fallbackPieces(for: key)
    }

    /// Drops queued requests for other tiles of `style`, and for every tile of other styles (one style is shown at a time),
    /// and cancels those in flight.
    public func retain(only wanted: Set<TileID>, style: MapStyle) {
        self.wanted[style.id] = wanted
        for (key, p) in pending where key.styleID != style.id || !wanted.contains(key.tile) {
            switch p {
            case .local(let ticket, _):
                // Disk reads and renders are short and run on; an archive read not yet started is skipped.
                guard let read = archiveReads.removeValue(forKey: ticket) else { continue }
                read.cancel()
                pending[key] = nil
                statistics.cancelled += 1
            case .queued: pending[key] = nil
            case .inFlight(_, let handle):
                pending[key] = nil
                handle.cancel()
            }
        }
        frame += 1
        ordinal = 0
        pruneFailures()
        reserveMemory(tiles: wanted.count, style: style, density: lastDensity)
        lastStyleID = style.id
        scheduleIdleTrim()
    }

    /// Room for `tiles` tiles of one view and as many again (stand-ins, panning back), whatever the configured bound,
    /// so a view's own tiles never evict each other.
    func reserveMemory(tiles: Int, style: MapStyle, density: Int) {
        let side = style.tileSize * density
        memory.ensureCapacity(tiles * side * side * 4 * max(1, configuration.viewsKept))
    }

    /// The offline basemap's credit (the app sets it from the catalogue's offline style).
    public var fallbackAttribution = ""

    public func isOffline(style: MapStyle) -> Bool {
        (style.kind == .raster && fetches.isOffline(styleID: style.id)) || unreachableArchiveStyles.contains(style.id)
    }

    // MARK: Queries

    /// Where `tile` stands (for tests, `load` and diagnostics).
    public func status(of tile: TileID, style: MapStyle, scaleFactor: Double = 1) -> TileStatus {
        let key = self.key(for: tile, style: style, scaleFactor: scaleFactor)
        if let e = memory.peek(key) {
            guard e.image != nil else { return .empty }
            return .loaded(fresh: e.expires > clock.now() && !isOffline(style: style))
        }
        if pending[key] != nil { return .loading }
        if let f = failures[key] { return .failed(f.error) }
        return .notRequested
    }

    /// Why a style's template is unusable, or nil.
    public func templateError(for style: MapStyle) -> TileTemplateError? {
        guard style.kind == .raster, style.archivePath == nil, case .failure(let e) = template(for: style) else { return nil }
        return e
    }

    /// Replaces the offline style's polygons (e.g. once they are read off the main thread) and redraws its tiles.
    public func setBasemap(_ basemap: WorldBasemap) {
        renderer = OfflineTileRenderer(basemap: basemap, palette: renderer.palette)
        basemapState = .loaded
        let drawn = offlineStyleIDs.union([Self.basemapFallbackStyleID])
        memory.removeAll(where: { drawn.contains($0.styleID) })
        changed()
    }

    /// Empties the memory cache (the disk cache stays).
    public func clearMemory() { memory.removeAll() }

    // MARK: Internals shared by the extensions

    /// The image density for a style on a screen (`TileSources`).
    func key(for tile: TileID, style: MapStyle, scaleFactor: Double) -> TileKey {
        sources.key(for: tile, style: style, scaleFactor: scaleFactor)
    }

    func template(for style: MapStyle) -> Result<TileURLTemplate, TileTemplateError> { sources.template(for: style) }

    func makeTicket() -> Int { nextTicket += 1; return nextTicket }

    func changed() { onChange?() }

    func log(_ message: @autoclosure () -> String) { configuration.log?(message()) }

    /// Forgets old failure records of tiles nobody wants, keeping the table small.
    private func pruneFailures() {
        guard failures.count > 2048 else { return }
        let now = clock.now()
        failures = failures.filter { k, f in f.retryAt > now || (wanted[k.styleID]?.contains(k.tile) ?? false) }
    }
}
