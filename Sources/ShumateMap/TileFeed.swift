import Foundation
import Graphics
import MapRender
import MapCore

/// Answers libshumate's tile requests from our `TileProvider` (TileStore in the app), so both map
/// implementations share one cache, the OSM policy and the offline fallback; libshumate never downloads.
/// A request is answered at once when the tile is cached; a fallback (ancestor, children, offline basemap)
/// is shown meanwhile; the request completes when the tile itself arrives, or with the fallback while offline.
@MainActor
final class TileFeed {
    /// What a pending request is told.
    enum Answer {
        /// Show these encoded bytes for now; the request stays open.
        case partial(Data)
        /// Show these bytes; the request is done.
        case complete(Data)
        /// libshumate gave up on the tile (it left the view) or the style changed.
        case cancelled
        case failed(String)
    }

    /// One open request from libshumate.
    struct Request {
        let tile: TileID
        let respond: @MainActor (Answer) -> Void
        let isCancelled: @MainActor () -> Bool
        /// A fallback was already shown (shown once, so a burst of new tiles does not re-encode every request).
        var showedFallback = false
    }

    private(set) var tiles: any TileProvider
    private(set) var style: MapStyle
    /// Device pixels per point of the map widget: tiles are `style.tileSize × scaleFactor` pixels, which libshumate
    /// draws into its `tileSize`-point tiles (a GdkTexture is drawn at the tile's size, whatever its own), so a
    /// scale-2 screen gets sharp tiles. Set with the source (`setStyle(_:scaleFactor:)`).
    private(set) var scaleFactor = 1.0
    private var pending: [Request] = []
    /// The requests `tilesChanged` is going through, still wanted from the provider while it answers them.
    private var answering: [Request] = []
    private var isAnswering = false
    private var changedWhileAnswering = false
    /// What each tile's latest answer was drawn from (own tiles, a downloaded area or the offline map), for the offline badge.
    private var answeredFrom: [TileID: TileFrameSources.Origin] = [:]
    /// Tiles remembered in `answeredFrom` before it is emptied (more than a few screens' worth).
    static let answeredCapacity = 2048
    /// Tiles answered so far, and the time spent composing and encoding them (docs/PERFORMANCE.md).
    private(set) var statistics = Statistics()

    struct Statistics: Equatable {
        var requests = 0
        var completed = 0
        var partials = 0
        var encodeSeconds = 0.0
        var encodedBytes = 0
        /// Width in pixels of the last tile image answered (tileSize × scaleFactor for a composed one).
        var lastPixelWidth = 0
    }

    init(tiles: any TileProvider, style: MapStyle) {
        self.tiles = tiles
        self.style = style
    }

    var pendingTiles: [TileID] { pending.map(\.tile) }

    func request(_ r: Request) {
        statistics.requests += 1
        var r = r
        if attempt(&r) { return }
        pending.append(r)
        tiles.retain(only: Set(pending.map(\.tile) + answering.map(\.tile)), style: style)
    }

    /// A new tile image arrived, or a server failed or recovered: retry the open requests.
    func tilesChanged() {
        // A change noticed while answering (a tile drawn synchronously) is handled by one more pass, not re-entrantly.
        if isAnswering { changedWhileAnswering = true; return }
        isAnswering = true
        defer { isAnswering = false }
        repeat {
            changedWhileAnswering = false
            answering = pending
            pending = []
            var still: [Request] = []
            for i in answering.indices {
                var r = answering[i]
                if !attempt(&r) { still.append(r) }
            }
            answering = []
            // A finished answer makes libshumate recompute its grid at once, which may ask for new tiles meanwhile: keep them.
            pending = still + pending
        } while changedWhileAnswering && !pending.isEmpty
    }

    /// A new style or scale cancels what the old one had open (libshumate asks again through the new source).
    func setStyle(_ s: MapStyle, scaleFactor: Double = 1) {
        cancelAll()
        style = s
        self.scaleFactor = scaleFactor.isFinite ? max(1, scaleFactor) : 1
    }

    func cancelAll() {
        let open = pending
        pending = []
        for r in open { r.respond(.cancelled) }
    }

    /// Answers `r` if it can; true when it is finished with.
    private func attempt(_ r: inout Request) -> Bool {
        if r.isCancelled() { r.respond(.cancelled); return true }
        guard r.tile.isValid else { r.respond(.failed("tile \(r.tile) is outside the world")); return true }
        let pieces = tiles.pieces(for: r.tile, style: style, scaleFactor: scaleFactor)
        guard !pieces.isEmpty else { return false }
        let exact = !pieces.contains(where: \.isFallback)
        if answeredFrom.count >= Self.answeredCapacity { answeredFrom.removeAll(keepingCapacity: true) }
        answeredFrom[r.tile] = TileFrameSources.Origin(pieces)
        let offline = tiles.isOffline(style: style)
        if !exact, !offline, r.showedFallback { return false }
        let start = DispatchTime.now().uptimeNanoseconds
        let side = Int((Double(max(1, style.tileSize)) * scaleFactor).rounded())
        let bytes = Self.encode(pieces, side: side)
        statistics.lastPixelWidth = Self.isWholeImage(pieces) ? pieces[0].image.width : side
        statistics.encodeSeconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard let bytes else { r.respond(.failed("tile \(r.tile) could not be encoded")); return true }
        statistics.encodedBytes += bytes.count
        if exact || offline {
            statistics.completed += 1
            r.respond(.complete(bytes))
            return true
        }
        statistics.partials += 1
        r.showedFallback = true
        r.respond(.partial(bytes))
        return false
    }

    /// What the latest answers for `tiles` were drawn from, counted as the Cairo map counts a frame's pieces
    /// (a tile with no answer yet shows libshumate's empty background: a placeholder).
    func sources(in tiles: Set<TileID>) -> TileFrameSources {
        var sources = TileFrameSources()
        for tile in tiles {
            if let origin = answeredFrom[tile] { sources.count(origin) } else { sources.placeholders += 1 }
        }
        return sources
    }

    /// One piece that is a whole image covering the whole tile: sent as it is.
    static func isWholeImage(_ pieces: [TilePiece]) -> Bool {
        guard pieces.count == 1, let only = pieces.first else { return false }
        return only.destination == PixelRect(x: 0, y: 0, width: 1, height: 1)
            && only.source == PixelRect(x: 0, y: 0, width: Double(only.image.width), height: Double(only.image.height))
    }

    /// PNG bytes of the pieces drawn into one tile `side` pixels square; a whole image alone is encoded as is.
    static func encode(_ pieces: [TilePiece], side: Int) -> Data? {
        if isWholeImage(pieces) { return try? pieces[0].image.pngData() }
        guard let surface = try? Surface(width: side, height: side) else { return nil }
        let canvas = Canvas(surface: surface)
        let s = Double(side)
        for p in pieces {
            let d = p.destination
            canvas.draw(p.image, source: p.source, in: PixelRect(x: d.minX * s, y: d.minY * s, width: d.size.width * s, height: d.size.height * s))
        }
        return try? surface.pngData()
    }
}
