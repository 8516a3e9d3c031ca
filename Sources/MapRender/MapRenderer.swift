import Foundation
import Graphics
import MapCore

/// Draws a MapScene onto any Canvas (a GTK widget's or an image surface), and answers what is under a point.
/// Order: tiles and placeholders, then the vector tiles' labels, then clusters and pins by screen y (southern ones overlap northern ones,
/// as their tips point down), then the selected pin, then overlays.
/// Keeps its caches (icons, marker sprites, text layouts) between frames; not thread-safe: use it on one thread.
/// Once warm, a frame allocates nothing that can be cached: sprites, their cairo patterns, icons and text layouts
/// persist, and the per-frame arrays and sets are emptied with `removeAll(keepingCapacity:)`.
public final class MapRenderer {
    /// The whole catalogue (colours and icons), not the ticked set: toggling categories keeps every sprite.
    public private(set) var categories: [PlaceCategory.ID: PlaceCategory] = [:]
    /// Pin and cluster sprites rasterised so far (tests check that caches survive).
    public internal(set) var spritesRasterised = 0
    /// Changing options drops every rasterised sprite.
    public var options: RenderOptions {
        didSet {
            resetSprites()
            if options.labels != oldValue.labels { labels = LabelPass(options: options.labels) }
        }
    }

    let icons: IconCache
    private(set) var texts: TextCache
    /// Pin sprites by category for `spriteScale` (normal and selected); bounded by the category count.
    var pinSprites: [PlaceCategory.ID: Sprite] = [:]
    var selectedSprites: [PlaceCategory.ID: Sprite] = [:]
    var clusterSprites: LRUCache<ClusterKey, Sprite>
    /// Bubble shadows and centres by radius in quarter points; bounded by the radii between the base and the maximum.
    var clusterBases: [Int: ClusterBubbleBase] = [:]
    /// Count images by text and font; as many as the cluster sprites they serve at most.
    var countLabels: LRUCache<CountLabelKey, Sprite>
    var spriteScale = 0.0
    /// Cluster sprites by cluster id for this frame and the last one (pans redraw the same clusters).
    var thisFrameClusters: [UInt64: FrameCluster] = [:]
    var previousFrameClusters: [UInt64: FrameCluster] = [:]

    /// What the last frame drew, bottom first, for hit-testing; reused between frames.
    private(set) var drawn: [DrawnMarker] = []
    private(set) var lastItems: [MapItem] = []
    private(set) var lastViewSize = PixelSize.zero
    /// Reused per frame (no per-frame set or array allocation once warm).
    private var wanted: Set<TileID> = []
    var visibleTiles: [VisibleTile] = []
    /// Places and draws vector tiles' labels; keeps its placement and label images between frames.
    private(set) var labels: LabelPass
    /// This frame's markers in draw order, each one's sprite (nil: could not be rasterised) and its image's top-left
    /// in device pixels; reused between frames.
    var order: [DrawnMarker] = []
    var orderSprites: [Sprite?] = []
    var orderOrigins: [(x: Int, y: Int)] = []
    /// This frame's tiles, planned before drawing so the cached layer can compare them; reused between frames.
    var plannedTiles: [PlannedTile] = []
    /// Tiles and markers kept between frames, so a pan draws only what changed.
    let layer = LayerCache()
    /// The layer's key of the previous frame: the layer is drawn only for a key two frames share, so an animation
    /// (a new zoom every frame) keeps drawing straight onto the canvas without paying for a layer it cannot reuse.
    var previousLayerKey: LayerCache.Key?
    var dirty = DirtyGrid()
    var frameRecords: [LayerCache.MarkerRecord] = []
    var frameSprites: [Sprite] = []
    /// Markers (indices into `order`) that touch a cell being redrawn this frame.
    var touchingMarkers: [Int] = []
    /// Draw-order keys and the unsorted markers, reused by each frame's sort.
    struct SortKey { let y: Double; let index: Int32; let position: Int32 }
    private var sortKeys: [SortKey] = []
    private var unsorted: [DrawnMarker] = []
    /// Lines and areas: where the last frame drew them, with scratch kept between frames.
    let shapePainter = ShapePainter()
    /// Items' screen points, with their Mercator positions kept between frames.
    private var projector = ItemProjector()
    /// Where the last frame drew the attribution box (e.g. to open `style.attributionURL` on a click), or nil.
    public private(set) var attributionFrame: PixelRect?
    /// The attribution text the last frame drew (shortened in a narrow view), or nil.
    public private(set) var attributionText: String?
    /// The whole credits when the last frame left them out for not fitting (`RenderOptions.collapsesCredits`).
    public private(set) var collapsedCredits: String?
    /// Where the last frame drew the offline badge, or nil.
    public private(set) var offlineBadgeFrame: PixelRect?
    /// Every overlay the last frame drew (attribution, scale bar, offline indicator): they are on top, so they take clicks.
    public private(set) var overlayFrames: [PixelRect] = []
    /// Where the last frame drew the dropped marker, or nil (none, or off screen).
    public private(set) var droppedMarkerFrame: DroppedMarkerFrame?
    /// Placeholders in the last frame (tiles with nothing to show yet).
    public var lastPlaceholderCount: Int { lastTileSources.placeholders }
    /// What the last frame's tiles were drawn from (own tiles, the offline map, placeholders), for the offline badge.
    public private(set) var lastTileSources = TileFrameSources()
    /// The offline badge's text in the last frame; nil when none was drawn.
    public private(set) var lastOfflineBadge: String?
    /// The labels the last frame drew (text, box, angle), from the placement itself rather than its pixels.
    public var lastPlacedLabels: [PlacedLabel] { labels.placed }

    /// `iconDirectory` holds `<iconName>.svg`; nil (or a missing file) draws a dot in the pin.
    public init(categories: [PlaceCategory], iconDirectory: URL? = nil, options: RenderOptions = RenderOptions()) {
        self.options = options
        icons = IconCache(directory: iconDirectory)
        texts = TextCache(capacity: options.textLayoutCapacity)
        clusterSprites = LRUCache(capacity: options.clusterSpriteCapacity)
        countLabels = LRUCache(capacity: options.clusterSpriteCapacity)
        labels = LabelPass(options: options.labels)
        setCategories(categories)
    }

    /// Replaces the catalogue (new colours or icons), which drops every sprite; the ticked set never comes here.
    public func setCategories(_ list: [PlaceCategory]) {
        categories = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        resetSprites()
    }

    /// Icons that could not be loaded, by icon name (drawn as dots instead).
    public var iconErrors: [String: ImageError] { icons.errors }

    func resetSprites() {
        pinSprites.removeAll(keepingCapacity: true)
        selectedSprites.removeAll(keepingCapacity: true)
        clusterSprites = LRUCache(capacity: options.clusterSpriteCapacity)
        clusterBases.removeAll()
        countLabels = LRUCache(capacity: options.clusterSpriteCapacity)
        thisFrameClusters.removeAll()
        previousFrameClusters.removeAll()
        texts = TextCache(capacity: options.textLayoutCapacity)
        layer.invalidate()
    }

    /// Draws one frame in the canvas's user space (points). A zero-size viewport draws nothing.
    /// `scene.viewport.scaleFactor` must be the canvas target's device scale (GTK: the widget's scale factor):
    /// tile edges and sprites are snapped to device pixels with it, and icons and tiles are requested at it.
    /// The offline indicator shows when the scene or the tile provider says the style's server is unreachable.
    /// `reusingLayer: false` draws every pixel afresh and leaves the cached layer alone (an exported image must
    /// equal `--render`'s byte for byte, and a layer reused after a sub-pixel snap may differ by a shade).
    public func draw(_ scene: MapScene, tiles: any TileProvider, on canvas: Canvas, reusingLayer: Bool = true) {
        drawn.removeAll(keepingCapacity: true)
        overlayFrames.removeAll(keepingCapacity: true)
        attributionFrame = nil
        attributionText = nil
        collapsedCredits = nil
        offlineBadgeFrame = nil
        lastOfflineBadge = nil
        droppedMarkerFrame = nil
        lastItems = scene.items
        lastViewSize = scene.viewport.size
        guard !scene.viewport.size.isEmpty else {
            shapePainter.clear()
            labels.clear()
            return
        }
        if scene.viewport.scaleFactor != spriteScale {
            resetSprites()
            spriteScale = scene.viewport.scaleFactor
        }
        // Within half a device pixel of a whole-pixel pan from the cached layer, so the layer can be reused.
        var scene = scene
        if reusingLayer { scene.viewport = snappedToLayer(scene.viewport, style: scene.style) }
        let painter = TilePainter(options: options, motion: scene.motion)
        wanted.removeAll(keepingCapacity: true)
        lastTileSources = painter.plan(scene, tiles: tiles, wanted: &wanted, visible: &visibleTiles, into: &plannedTiles)
        tiles.retain(only: wanted, style: scene.style)
        planMarkers(scene)
        shapePainter.plan(scene)
        rollClusterFrame()

        // A zooming frame is never kept: its tiles are scaled with the nearest pixel, and the frame at rest must be crisp.
        let key = reusingLayer && scene.motion == .atRest ? layerKey(for: scene, tiles: tiles) : nil
        defer { if reusingLayer { previousLayerKey = key } }
        if let key, key == layer.key || key == previousLayerKey, drawWithLayer(scene, key: key, on: canvas) {
            if !key.holdsMarkers {
                drawShapes(scene, on: canvas)
                labels.draw(visible: visibleTiles, viewport: scene.viewport, style: scene.style, tiles: tiles, on: canvas)
                drawPlannedMarkers(on: canvas)
            } else {
                labels.clear()
            }
        } else {
            clearUnlessCovered(canvas, scale: scene.viewport.scaleFactor, view: scene.viewport.size)
            for t in plannedTiles { painter.draw(t, scale: scene.viewport.scaleFactor, on: canvas) }
            drawShapes(scene, on: canvas)
            labels.draw(visible: visibleTiles, viewport: scene.viewport, style: scene.style, tiles: tiles, on: canvas)
            drawPlannedMarkers(on: canvas)
        }
        let vp = scene.viewport
        if let location = scene.location { LocationPainter(accent: options.accent).draw(location, viewport: vp, on: canvas) }
        if let marker = scene.droppedMarker { drawDroppedMarker(marker, viewport: vp, on: canvas) }
        // An exported image has no "ⓘ" button: it keeps its credits, shortened if need be.
        drawOverlays(scene, offlineCredit: tiles.isOffline(style: scene.style) ? tiles.fallbackAttribution : nil,
                     collapsingCredits: options.collapsesCredits && reusingLayer, on: canvas)
    }

    /// Lines and areas, over the tiles and under the labels and pins.
    private func drawShapes(_ scene: MapScene, on canvas: Canvas) {
        shapePainter.draw(on: canvas, view: scene.viewport.size, selected: scene.selectedShapeID, categories: categories,
                          palette: options.palette, style: options.shapes)
    }

    /// Fills the view with the background, unless this frame's tiles cover every pixel of it with opaque images.
    func clearUnlessCovered(_ canvas: Canvas, scale s: Double, view: PixelSize) {
        let w = Int((view.width * s).rounded(.up)), h = Int((view.height * s).rounded(.up))
        if !TilePainter.coversOpaquely(plannedTiles, width: w, height: h, scale: s) { canvas.clear(options.background) }
    }

    /// `credits` followed by those of `more` it does not already name (both " · "-separated).
    static func credits(_ credits: String, adding more: String) -> String {
        let have = credits.components(separatedBy: " · ").filter { !$0.isEmpty }
        let extra = more.components(separatedBy: " · ").filter { !$0.isEmpty && !have.contains($0) }
        let all = have + extra
        // "© OpenStreetMap contributors" says nothing "© OpenStreetMap contributors (ODbL)" does not.
        let kept = all.filter { entry in !all.contains { $0 != entry && $0.hasPrefix(entry) } }
        return kept.joined(separator: " · ")
    }

    /// Works out this frame's markers in draw order with their sprites and device positions, and the hit-test records.
    private func planMarkers(_ scene: MapScene) {
        let vp = scene.viewport
        let painter = MarkerPainter(options: options)
        let view = PixelRect(x: 0, y: 0, width: vp.size.width, height: vp.size.height)
        let pin = painter.pinShape(selected: false), selectedPin = painter.pinShape(selected: true)
        let margin = painter.margin
        var selected: DrawnMarker?
        order.removeAll(keepingCapacity: true)
        // A view wider than the world (zoom 0–1) shows it several times over: every copy gets its markers.
        // Otherwise only the copy nearest the centre can show (200 points covers any marker's reach past an edge).
        let ws = vp.worldSize
        let copies = ws > vp.size.width + 200 ? 0 : Int((vp.size.width / ws).rounded(.up)) + 1
        projector.begin(vp, count: scene.items.count)
        for i in scene.items.indices {
            let nearest = projector.screenPoint(i, scene.items[i].coordinate)
            for k in -copies...copies {
                let p = PixelPoint(x: nearest.x + Double(k) * ws, y: nearest.y)
                let marker: DrawnMarker
                let bounds: PixelRect
                switch scene.items[i] {
                case .place(let place):
                    let isSelected = place.id == scene.selectedPlaceID
                    let shape = isSelected ? selectedPin : pin
                    marker = DrawnMarker(index: i, anchor: p, shape: .pin(shape))
                    bounds = shape.bounds(tip: p, margin: margin + (isSelected ? 5 : 0))
                    // The selected pin goes on top, once: the copy nearest the centre (k == 0) when it shows.
                    if isSelected, bounds.intersects(view), selected == nil || k == 0 {
                        if let other = selected { order.append(other) }
                        selected = marker
                        continue
                    }
                case .cluster(let c):
                    let r = painter.clusterRadius(count: c.count)
                    marker = DrawnMarker(index: i, anchor: p, shape: .cluster(radius: r))
                    bounds = PixelRect(x: p.x - r - margin, y: p.y - r - margin, width: 2 * (r + margin), height: 2 * (r + margin))
                }
                // Cull by the marker's bounds, not its anchor, so pins half over an edge still draw.
                if bounds.intersects(view) { order.append(marker) }
            }
        }
        // Sorted through small (height, position) keys: sorting the markers themselves moved large values and took a
        // buffer big enough to be mapped and unmapped every frame.
        sortKeys.removeAll(keepingCapacity: true)
        for (k, m) in order.enumerated() { sortKeys.append(SortKey(y: m.anchor.y, index: Int32(truncatingIfNeeded: m.index), position: Int32(truncatingIfNeeded: k))) }
        sortKeys.sort { $0.y != $1.y ? $0.y < $1.y : $0.index < $1.index }
        unsorted.removeAll(keepingCapacity: true)
        unsorted.append(contentsOf: order)
        for (k, key) in sortKeys.enumerated() { order[k] = unsorted[Int(key.position)] }
        if let selected { order.append(selected) }
        // Filled as locals and put back (keeping their storage): appending to a property checks exclusive access each time.
        var sprites: [Sprite?] = [], origins: [(x: Int, y: Int)] = []
        swap(&sprites, &orderSprites); swap(&origins, &orderOrigins)
        sprites.removeAll(keepingCapacity: true)
        origins.removeAll(keepingCapacity: true)
        let items = scene.items, selectedID = scene.selectedPlaceID
        for m in order {
            let sprite: Sprite?
            switch items[m.index] {
            case .place(let place): sprite = pinSprite(for: place.categoryID, selected: place.id == selectedID, painter: painter)
            case .cluster(let c): sprite = clusterSprite(for: c, painter: painter)
            }
            sprites.append(sprite)
            origins.append(sprite?.deviceOrigin(at: m.anchor) ?? (0, 0))
        }
        swap(&sprites, &orderSprites); swap(&origins, &orderOrigins)
        drawn.append(contentsOf: order)
    }

    /// Copies every planned marker's sprite, in draw order.
    func drawPlannedMarkers(on canvas: Canvas) {
        let markers = order, sprites = orderSprites
        for i in markers.indices { sprites[i]?.draw(on: canvas, at: markers[i].anchor) }
    }

    /// Above the places, below the overlays: the pin and its labelled box, when any of it is in view.
    private func drawDroppedMarker(_ marker: DroppedMarker, viewport vp: Viewport, on canvas: Canvas) {
        let painter = DroppedMarkerPainter(options: options)
        let text = texts.layout(marker.label, font: DroppedMarkerPainter.font)
        text.limitWidth(DroppedMarkerPainter.maxTextWidth)
        let frame = painter.frame(tip: vp.screenPoint(for: marker.coordinate), text: text)
        let view = PixelRect(x: 0, y: 0, width: vp.size.width, height: vp.size.height)
        guard frame.pin.intersects(view) || frame.label.intersects(view) else { return }
        painter.draw(frame, text: text, on: canvas)
        droppedMarkerFrame = frame
    }

    /// `offlineCredit`: non-nil while the style's server is unreachable, the fallback's credit (may be empty).
    private func drawOverlays(_ scene: MapScene, offlineCredit: String?, collapsingCredits: Bool, on canvas: Canvas) {
        let vp = scene.viewport
        let overlays = OverlayPainter(options: options)
        var scaleBarRight = 0.0
        if options.showsScaleBar, let bar = ScaleBar(viewport: vp, maxWidth: options.scaleBarMaxWidth, units: options.unitSystem) {
            let frame = overlays.drawScaleBar(bar, view: vp.size, texts: texts, on: canvas)
            overlayFrames.append(frame)
            scaleBarRight = frame.maxX
        }
        var credits = scene.style.attribution
        if let offlineCredit { credits = Self.credits(credits, adding: offlineCredit) }
        if !credits.isEmpty, collapsingCredits,
           !overlays.attributionFits(credits, view: vp.size, leftLimit: scaleBarRight, texts: texts) {
            collapsedCredits = credits
        } else if !credits.isEmpty {
            let text = overlays.attributionLayout(credits, view: vp.size, leftLimit: scaleBarRight, texts: texts)
            attributionText = text.text
            let r = overlays.drawAttribution(text, view: vp.size, on: canvas)
            attributionFrame = r
            overlayFrames.append(r)
        }
        if scene.isOffline || offlineCredit != nil {
            let text = options.offlineBadge(styleName: scene.style.name, sources: lastTileSources)
            lastOfflineBadge = text
            let frame = overlays.drawOffline(overlays.offlineLayout(text, view: vp.size, texts: texts), view: vp.size, on: canvas)
            offlineBadgeFrame = frame
            overlayFrames.append(frame)
        }
    }
}
