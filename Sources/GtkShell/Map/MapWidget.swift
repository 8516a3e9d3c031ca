import Graphics
import GtkInterop
import MapCore
import MapRender
import MapViewModel

/// The slippy map: a GtkDrawingArea drawn by MapRenderer, panned, zoomed and clicked with GTK 4 gestures.
/// Put `widget` in a container; keep the MapWidget alive as long as it is shown (handlers hold it weakly).
@MainActor
public final class MapWidget: MapView {
    public weak var delegate: (any MapViewDelegate)?
    /// A drawing copy of the store's `camera`, kept because gestures move it every frame before the delegate hears
    /// (`viewport` reads it); the store moves it only through `setViewport`.
    var drawnViewport: Viewport
    /// The viewport drawn (`drawnViewport`), reported to the delegate (the store's `camera` is the app's one viewport).
    public var viewport: Viewport { drawnViewport }
    /// The drawing area to place in a layout.
    public let widget: Widget
    /// Keeps space clear of overlays (a panel floating over the map) when fitting places.
    public var overlayInsets = PixelInsets.zero
    /// Room for a pin's body above its tip and its halo, added to `overlayInsets` when fitting.
    public var pinMargins = PixelInsets(top: 48, left: 24, bottom: 16, right: 24)

    public private(set) var style: MapStyle
    /// The pin the owner (`MapStore.selection`) last asked to highlight: drawn, never changed by the widget itself;
    /// a click only tells the delegate.
    public private(set) var selectedPlaceID: Place.ID?
    /// The marker the owner dropped (drawn with its label; Escape or its × asks the owner to remove it).
    public private(set) var droppedMarker: DroppedMarker?
    public private(set) var isOffline = false
    /// The person's position as the owner last gave it (`MapWidget+Location`).
    public internal(set) var location: LocationDisplay?
    /// Told when the person pans by hand (follow mode ends).
    public var onUserPan: (@MainActor () -> Void)?
    /// Frames drawn so far (tests wait on it).
    public internal(set) var frameCount = 0
    /// Whether the last frame drew the keyboard focus ring.
    public internal(set) var focusRingShown = false
    /// True while a zoom animation or a fling is running.
    public var isAnimating: Bool { animation != nil || fling != nil }

    /// Draws the frames and hit-tests clicks (its options size the pins).
    public let renderer: MapRenderer
    var tiles: any TileProvider
    private let ownership: ObjectRef<Widget>

    var index: (any PlaceIndex)?
    var dataGeneration = 0
    var query = ItemQuery()
    var shapeQuery = ShapeQuery()
    /// Fit the places on the first frame that has a size, unless a viewport was restored.
    var needsInitialFit = true

    var animation: ViewportAnimation?
    var fling: KineticFling?
    var frameTick: TickCallbackID?
    /// The pin or cluster Page Up/Down last moved the keyboard to (`MapWidget+ItemFocus`).
    var focusedItemID: MapItem.ID?
    /// Whether the last frame drew the ring around that item.
    var itemRingShown = false
    /// The scene of the last frame drawn (what the user sees; tests read it).
    var lastScene: MapScene?
    /// Told the whole credits when a frame leaves them out for want of room, nil when they show again.
    public var onCreditsCollapsed: (@MainActor (String?) -> Void)?
    /// What `onCreditsCollapsed` was last told.
    var collapsedCredits: String?
    /// Set while GTK's draw function runs: a viewport change there needs no extra frame.
    var isDrawing = false
    /// Viewport changes not yet told the delegate, coalesced to one per frame (shared with libshumate's map).
    var viewportNotice = ViewportNotice()
    /// What the delegate last heard of this map's own motion (`reportMotion`).
    var motionNotice = MotionNotice()

    // Gesture state.
    var clickController = EventController.click()
    var dragController = EventController.drag()
    var zoomController = EventController.zoom()
    var scrollController = EventController.scroll(.vertical)
    var dragPan = DragPan()
    /// Between a press crossing the drag threshold and its release (the cursor shows a closed hand).
    var isPanning = false
    var pointer: PixelPoint?
    var pinchStart: (zoom: Double, center: PixelPoint)?
    var pinchLastCenter = PixelPoint.zero
    /// Pending while touchpad zoom scrolls keep coming (GTK 4.8 sends no end for them): until it fires, frames
    /// scale tiles the cheap way, then one is drawn at rest.
    var touchpadZoomSettle: MainLoop.SourceID?

    /// `style` is shown until `show(style:)`; the view starts over the whole world until places arrive.
    public init(renderer: MapRenderer, tiles: any TileProvider, style: MapStyle) {
        self.renderer = renderer
        self.tiles = tiles
        self.style = style
        let world = Coordinate(clampingLatitude: 0, wrappingLongitude: 0)
        drawnViewport = Viewport(center: world, zoom: 2, size: .zero, zoomRange: Self.zoomRange(for: style))
        widget = DrawingArea.make()
        ownership = ObjectRef(sinking: widget)
        widget.setFocusable(true)
        widget.setHExpand(true)
        widget.setVExpand(true)
        DrawingArea.setDrawFunction(widget) { [weak self] canvas, width, height in
            self?.drawFrame(on: canvas, width: width, height: height)
        }
        // A new tile, or the style's server failing or recovering: redraw and keep the offline badge current.
        self.tiles.onChange = { [weak self] in
            MainActor.assumeIsolated { self?.tilesChanged() }
        }
        installGestures()
        installKeyboard()
        installFocusRing()
        // Moving to a HiDPI monitor changes the device scale: redraw so tiles load at the new resolution.
        Signal.connectNotify(widget, property: "scale-factor") { [weak self] in self?.widget.queueDraw() }
        // Off screen the frame clock stops: finish motion now rather than leave it half done.
        Signal.connect(widget, "unmap") { [weak self] in self?.handleUnmap() }
    }

    /// Zoom limits for a style (`MapStyle.viewZoomRange`, which the cluster rule shares).
    static func zoomRange(for style: MapStyle) -> ClosedRange<Double> { style.viewZoomRange }

    // MARK: MapView

    public func setViewport(_ viewport: Viewport, animated: Bool) {
        needsInitialFit = false
        var target = viewport
        target.setZoomRange(self.viewport.zoomRange)
        if animated, widget.isMapped, !self.viewport.size.isEmpty {
            startAnimation(.fly(center: target.center, zoom: target.zoom))
        } else {
            stopMotion()
            var v = self.viewport
            v.setZoom(target.zoom)
            v.setCenter(target.center)
            apply(v)
        }
        // A map the request did not set moving says it is still, which ends the request (nothing else would).
        if !motionNotice.reported { delegate?.mapView(self, didChangeMotion: false) }
    }

    public func show(style: MapStyle) {
        self.style = style
        setOffline(tiles.isOffline(style: style))
        let range = Self.zoomRange(for: style)
        guard range != viewport.zoomRange else { widget.queueDraw(); return }
        // Animations hold the old range in their start viewport; stop them so it cannot come back.
        stopMotion()
        drawnViewport.setZoomRange(range)
        widget.queueDraw()
        scheduleViewportNotification()
    }

    public func show(places index: any PlaceIndex) {
        self.index = index
        dataGeneration &+= 1
        widget.queueDraw()
    }

    public func select(placeID: Place.ID?) {
        guard placeID != selectedPlaceID else { return }
        selectedPlaceID = placeID
        widget.queueDraw()
    }

    public func show(droppedMarker marker: DroppedMarker?) {
        guard marker != droppedMarker else { return }
        droppedMarker = marker
        widget.queueDraw()
    }

    private func tilesChanged() {
        setOffline(tiles.isOffline(style: style))
        widget.queueDraw()
    }

    public func setOffline(_ offline: Bool) {
        guard offline != isOffline else { return }
        isOffline = offline
        widget.queueDraw()
    }

    // MARK: Viewport changes

    /// Shows every place with room for pins and overlays.
    public func fitAllPlaces(animated: Bool) {
        guard let index, let box = PlaceExtent.bounds(of: index), !viewport.size.isEmpty else { return }
        needsInitialFit = false
        var target = viewport
        target.fit(box, padding: fitPadding, maxZoom: min(viewport.zoomRange.upperBound, 17))
        if animated, widget.isMapped {
            startAnimation(.fly(center: target.center, zoom: target.zoom))
        } else {
            stopMotion()
            apply(target)
        }
    }

    /// Zooms by `levels` (negative zooms out) about the view's centre, as the +/- keys do.
    public func zoom(by levels: Double, animated: Bool) {
        zoom(by: levels, around: PixelPoint(x: viewport.size.width / 2, y: viewport.size.height / 2), animated: animated)
    }

    /// Zooms by `levels` keeping the point under `anchor` fixed; animated steps add to a running animation's target.
    func zoom(by levels: Double, around anchor: PixelPoint, animated: Bool) {
        if animated {
            startAnimation(.zoom(anchor: anchor, targetZoom: zoomTarget + levels))
        } else {
            stopMotion()
            var v = viewport
            v.setZoom(v.zoom + levels, around: anchor)
            apply(v)
        }
    }

    var fitPadding: PixelInsets {
        PixelInsets(top: overlayInsets.top + pinMargins.top, left: overlayInsets.left + pinMargins.left,
                    bottom: overlayInsets.bottom + pinMargins.bottom, right: overlayInsets.right + pinMargins.right)
    }

    /// Makes `v` current (keeping the widget's size, scale and zoom limits), redraws and tells the delegate on the next frame.
    func apply(_ v: Viewport) {
        var next = v
        next.size = viewport.size
        next.scaleFactor = viewport.scaleFactor
        if next.zoomRange != viewport.zoomRange { next.setZoomRange(viewport.zoomRange) }
        guard next != viewport else { return }
        drawnViewport = next
        if !isDrawing { widget.queueDraw() }
        scheduleViewportNotification()
    }

    /// Coalesces viewport notifications to one per frame (a tick callback), or one per loop turn while off screen.
    func scheduleViewportNotification() {
        guard viewportNotice.changed() else { return }
        reportMotion()
        if widget.isMapped {
            widget.addTickCallback { [weak self] _ in self?.deliverViewportNotification(); return false }
        } else {
            MainLoop.post { [weak self] in self?.deliverViewportNotification() }
        }
    }

    /// Sends the pending notification once (both the tick and a later post may try).
    func deliverViewportNotification() {
        guard viewportNotice.take() else { return }
        delegate?.mapView(self, didChangeViewport: viewport)
        reportMotion()
    }
}
