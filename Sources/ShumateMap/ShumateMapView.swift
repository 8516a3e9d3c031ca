import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender
import MapViewModel

/// The map on libshumate (GNOME's map widget): tiles are GPU textures drawn by GSK, fed from our TileProvider
/// (TileStore) through a data source; places are real widgets in a marker layer, kept across pans by change sets.
/// The same `MapView` contract as the Cairo `MapWidget`; libshumate's viewport is the one owner of the view.
@MainActor
public final class ShumateMapView: EmbeddedMapView {
    public weak var delegate: (any MapViewDelegate)?
    public var widget: Widget { tree.root }
    public var pinHeadOffset: Double { renderer.options.pinHeight - renderer.options.pinDiameter / 2 }

    public private(set) var style: MapStyle
    /// The labelled point the store dropped (a `geo:` link's label, typed coordinates).
    public internal(set) var droppedMarker: DroppedMarker?
    /// Its widget, and where its pin, label and × lie around the tip (points, tip at the origin).
    var droppedWidget: (marker: MarkerWidget, frame: DroppedMarkerFrame)?
    /// The pin the owner (`MapStore.selection`) last asked to highlight: a drawing copy, never changed here.
    public private(set) var selectedPlaceID: Place.ID?
    public private(set) var isOffline = false
    /// Draws the marker sprites (the Cairo widget's, shared code).
    public let renderer: MapRenderer
    /// Places and paints the vector map's names (the Cairo widget's label pass), in `tree.labelArea`.
    var labels: LabelPass
    /// Lines and areas for the shape layer (`ShumateMapView+Shapes`) and the one highlighted.
    var shapeQuery = ShapeQuery()
    /// Frames the label layer drew (tests wait for one after a move).
    public internal(set) var labelFrames = 0
    /// A drawing record, not state: the viewport the label layer last drew for (its own size), so tests can draw the
    /// same with the Cairo renderer.
    public internal(set) var drawnLabelViewport: Viewport?

    let tree: ShumateTree
    var tiles: any TileProvider
    let feed: TileFeed
    private var bridge: TileSourceBridge?
    private var zoomRange: ClosedRange<Double>

    var index: (any PlaceIndex)?
    var sync = MarkerSync()
    /// Marker widgets by item id, and item ids by picture key (what a click picks).
    var markers: [String: MarkerWidget] = [:]
    var itemIDsByKey: [Int: String] = [:]
    var selectedMarker: (marker: MarkerWidget, placeID: Place.ID)?
    var hiddenForSelection: String?
    var textures: [String: MarkerTexture] = [:]
    /// The person's position as the store last gave it, and its marker while shown.
    public internal(set) var location: LocationDisplay?
    var locationMarker: LocationMarker?
    public var onUserPan: (@MainActor () -> Void)?
    /// How many times the index was asked for items (once per viewport change at most).
    public internal(set) var indexQueryCount = 0
    /// Fit the places once the map has a size, unless a viewport was set first.
    var needsInitialFit = true
    /// libshumate's property notifications not yet told the delegate, coalesced to one (shared with the Cairo map).
    var viewportNotice = ViewportNotice()
    /// A `fly` under way (libshumate's go-to); ended by a jump or a second without a move. (Its "animation-completed"
    /// cannot be heard: libshumate 1.0 declares it with a marshaller for one argument and emits none, a GLib critical.)
    private var flying = false
    /// When the viewport last changed (`ProcessInfo.systemUptime`): libshumate's glide after a drag reports no end,
    /// so the map counts as moving until it has kept still a little while.
    private var lastMoveUptime: Double = 0
    /// What the delegate last heard of this map's own motion; `motionWatch` rechecks it while moving, since only
    /// time tells that a glide or a fly has ended.
    private var motionNotice = MotionNotice()
    private var motionWatch: MainLoop.SourceID?
    private var size = PixelSize.zero

    /// Points past each edge of the view whose markers are kept, so small pans add and remove fewer widgets.
    static let markerMargin = 64.0

    public init(renderer: MapRenderer, tiles: any TileProvider, style: MapStyle) {
        self.renderer = renderer
        self.tiles = tiles
        self.style = style
        zoomRange = Self.zoomRange(for: style)
        feed = TileFeed(tiles: tiles, style: style)
        labels = LabelPass(options: renderer.options.labels)
        tree = ShumateTree()
        widget.setFocusable(true)
        widget.setHExpand(true)
        widget.setVExpand(true)
        installSource(for: style)
        tree.jump(latitude: 0, longitude: 0, zoom: 2 - zoomOffset)
        self.tiles.onChange = { [weak self] in MainActor.assumeIsolated { self?.tilesChanged() } }
        for property in ["latitude", "longitude", "zoom-level"] {
            Signal.connectNotify(tree.viewport, property: property) { [weak self] in self?.viewportMoved() }
        }
        // A window moved to a screen of another scale asks for every tile again at the new one.
        Signal.connectNotify(widget, property: "scale-factor") { [weak self] in self?.scaleChanged() }
        ResizeWatch.connect(tree.sizeProbe) { [weak self] w, h in self?.resized(width: w, height: h) }
        installClick()
        installKeyboard()
        installFocusRing()
        installLabels()
        installShapes()
    }

    /// Zoom limits for a style, as the Cairo map: its tile range, overzooming raster tiles by up to three levels.
    static func zoomRange(for style: MapStyle) -> ClosedRange<Double> {
        let lower = Double(max(0, style.minZoom))
        return lower...max(lower + 1, Double(min(22, style.maxZoom + 3)))
    }

    /// Our zoom minus libshumate's: its world is `tileSize · 2^zoom` of the source's tiles, ours of 256-point tiles.
    var zoomOffset: Double { log2(Double(max(1, style.tileSize)) / Viewport.tileSize) }

    // MARK: MapView

    /// Derived from libshumate's viewport each time (no copy kept); reported to the delegate, the store's `camera`.
    public var viewport: Viewport {
        Viewport(center: Coordinate(clampingLatitude: tree.latitude, wrappingLongitude: tree.longitude),
                 zoom: tree.zoomLevel + zoomOffset, size: size, scaleFactor: Double(max(1, widget.scaleFactor)), zoomRange: zoomRange)
    }

    public func setViewport(_ target: Viewport, animated: Bool) {
        needsInitialFit = false
        var v = target
        v.setZoomRange(zoomRange)
        if animated, widget.isMapped, !size.isEmpty {
            flying = true
            lastMoveUptime = ProcessInfo.processInfo.systemUptime
            tree.fly(latitude: v.center.latitude, longitude: v.center.longitude, zoom: v.zoom - zoomOffset)
        } else {
            flying = false
            tree.jump(latitude: v.center.latitude, longitude: v.center.longitude, zoom: v.zoom - zoomOffset)
        }
        reportMotion()
        // A map the request did not set moving says it is still, which ends the request (nothing else would).
        if !motionNotice.reported { delegate?.mapView(self, didChangeMotion: false) }
    }

    public func show(style: MapStyle) {
        let sameSource = style == self.style && bridge != nil
        self.style = style
        zoomRange = Self.zoomRange(for: style)
        if !sameSource { installSource(for: style) }
        setOffline(tiles.isOffline(style: style))
        tree.labelArea.queueDraw()
        tree.shapeArea.queueDraw()
        scheduleNotification()
    }

    /// A new index for another set of ticked categories goes through the change set like a pan, keeping the
    /// markers that stay (their textures use the renderer's catalogue, which a toggle does not change).
    public func show(places index: any PlaceIndex) {
        self.index = index
        if needsInitialFit, !size.isEmpty { fitAllPlaces(animated: false) }
        syncMarkers()
    }

    public func select(placeID: Place.ID?) {
        guard placeID != selectedPlaceID else { return }
        selectedPlaceID = placeID
        updateSelectedMarker()
    }

    public func setOffline(_ offline: Bool) {
        guard offline != isOffline else { return }
        isOffline = offline
        updateOfflineChrome()
    }

    // MARK: Moving

    /// Shows every place with room for pins, as the Cairo map's Home key does.
    public func fitAllPlaces(animated: Bool) {
        guard let index, let box = PlaceExtent.bounds(of: index), !size.isEmpty else { return }
        needsInitialFit = false
        var target = viewport
        target.fit(box, padding: PixelInsets(top: 48, left: 24, bottom: 16, right: 24), maxZoom: min(zoomRange.upperBound, 17))
        setViewport(target, animated: animated)
        needsInitialFit = false
    }

    /// Moves the content by `delta` points.
    func pan(by delta: PixelPoint) {
        var v = viewport
        v.pan(by: delta)
        setViewport(v, animated: false)
    }

    func zoom(by levels: Double) {
        var v = viewport
        v.setZoom(v.zoom + levels)
        setViewport(v, animated: true)
    }

    // MARK: Events

    func installSource(for style: MapStyle) {
        feed.setStyle(style, scaleFactor: Double(max(1, widget.scaleFactor)))
        let next = TileSourceBridge(style: style, feed: feed)
        tree.setMapSource(next.mapSource)
        let lower = UInt32(max(0, (zoomRange.lowerBound - zoomOffset).rounded(.down)))
        tree.setZoomLimits(min: lower, max: UInt32(max(Double(lower), (zoomRange.upperBound - zoomOffset).rounded(.down))))
        bridge = next
    }

    private func scaleChanged() {
        guard Double(max(1, widget.scaleFactor)) != feed.scaleFactor else { return }
        installSource(for: style)
        tree.labelArea.queueDraw()
        tree.shapeArea.queueDraw()
    }

    private func tilesChanged() {
        feed.tilesChanged()
        // A tile drawn by the store brings its names.
        tree.labelArea.queueDraw()
        setOffline(tiles.isOffline(style: style))
        updateOfflineChrome()
    }

    private func resized(width: Int, height: Int) {
        let next = PixelSize(width: Double(width), height: Double(height))
        guard next != size else { return }
        size = next
        updateLocationMarker()
        if needsInitialFit, index != nil { fitAllPlaces(animated: false) }
        scheduleNotification()
    }

    /// True while flying, gliding or with a move not yet told the delegate.
    public var isMoving: Bool {
        if viewportNotice.isPending { return true }
        let still = ProcessInfo.processInfo.systemUptime - lastMoveUptime
        return still < (flying ? Self.flyStallSeconds : Self.glideQuietSeconds)
    }

    /// How long the viewport keeps still before a glide counts as over (a glide moves it every frame).
    static let glideQuietSeconds = 0.25
    /// How long a fly may keep still before it counts as ended without its signal (e.g. cut short by a drag).
    static let flyStallSeconds = 1.0

    private func viewportMoved() {
        lastMoveUptime = ProcessInfo.processInfo.systemUptime
        // Per notification, not coalesced: the accuracy circle keeps its size in metres through a zoom animation.
        updateLocationMarker()
        tree.labelArea.queueDraw()
        tree.shapeArea.queueDraw()
        scheduleNotification()
        reportMotion()
    }

    /// Tells the delegate when `isMoving` changed since it last heard; while moving, rechecks every 50 ms.
    private func reportMotion() {
        if motionNotice.update(isMoving) { delegate?.mapView(self, didChangeMotion: motionNotice.reported) }
        guard motionNotice.reported, motionWatch == nil else { return }
        motionWatch = MainLoop.timeout(milliseconds: 50) { [weak self] in
            guard let self else { return false }
            if self.motionNotice.update(self.isMoving) { self.delegate?.mapView(self, didChangeMotion: self.motionNotice.reported) }
            guard !self.motionNotice.reported else { return true }
            self.motionWatch = nil
            return false
        }
    }

    /// Coalesces libshumate's property notifications (latitude, longitude and zoom change one by one) to one update.
    func scheduleNotification() {
        guard viewportNotice.changed() else { return }
        MainLoop.post { [weak self] in self?.deliverNotification() }
    }

    /// Runs the pending update now (tests call it to avoid waiting for the idle).
    func deliverNotification() {
        guard viewportNotice.take() else { return }
        syncMarkers()
        updateOfflineChrome()
        delegate?.mapView(self, didChangeViewport: viewport)
        reportMotion()
    }
}
