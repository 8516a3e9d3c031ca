import Foundation
import Graphics
import MapCore
import MapRender

/// A map view with no window: it keeps the viewport, and on every new index draws one frame offscreen with
/// `MapRenderer`, querying the index as the window does (`ItemQuery`: the view grown by 64 points).
@MainActor
final class BenchMapView: MapView {
    weak var delegate: (any MapViewDelegate)?
    private(set) var viewport: Viewport
    private(set) var index: (any PlaceIndex)?
    /// Indexes shown so far; the bench waits for the next one.
    private(set) var indexCount = 0
    /// Milliseconds of each frame (index query and draw), and this thread's CPU milliseconds for it.
    private(set) var frameMS: [Double] = []
    private(set) var frameCPUMS: [Double] = []
    /// Per frame: the items drawn, and the sprites rasterised for them (the rest came from the caches).
    private(set) var frameItems: [Int] = [], frameSprites: [Int] = []
    /// Every frame's milliseconds added up, wall and CPU.
    private(set) var frameTotalMS = 0.0
    private(set) var frameTotalCPUMS = 0.0
    /// How many times the store published new places (its observer counts them here).
    var placesPublished = 0
    /// `placesPublished` when the shown index arrived: built from the places of that publish or a later one.
    private(set) var shownAtPublish = 0
    /// Items drawn in the last frame.
    private(set) var itemsDrawn = 0
    private var style: MapStyle
    private let renderer: MapRenderer
    private let tiles: BlankTiles
    private let surface: Surface
    private let canvas: Canvas

    init(size: PixelSize, style: MapStyle, categories: [PlaceCategory], iconDirectory: URL?) throws {
        viewport = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 2, size: size)
        self.style = style
        renderer = MapRenderer(categories: categories, iconDirectory: iconDirectory)
        tiles = try BlankTiles()
        surface = try Surface(width: Int(size.width), height: Int(size.height))
        canvas = Canvas(surface: surface)
    }

    func setViewport(_ viewport: Viewport, animated: Bool) { self.viewport = viewport }
    func show(style: MapStyle) { self.style = style }
    func select(placeID: Place.ID?) {}
    func setOffline(_ offline: Bool) {}
    func show(droppedMarker: DroppedMarker?) {}

    func show(places index: any PlaceIndex) {
        self.index = index
        indexCount += 1
        shownAtPublish = placesPublished
        draw()
    }

    /// The view moved (as a drag does): the store is told, and the frame is redrawn with the index it has.
    func pan(to viewport: Viewport) {
        self.viewport = viewport
        delegate?.mapView(self, didChangeViewport: viewport)
        draw()
    }

    /// One frame: the index's items for the padded view, drawn over plain tiles.
    func draw() {
        let cpu0 = RenderCommand.threadCPU()
        let sprites0 = renderer.spritesRasterised
        let ms = BenchClock.milliseconds {
            var padded = viewport
            padded.size = PixelSize(width: viewport.size.width + 128, height: viewport.size.height + 128)
            let items = index?.items(in: padded.visibleBounds, zoom: viewport.zoom) ?? []
            itemsDrawn = items.count
            renderer.draw(MapScene(viewport: viewport, style: style, items: items), tiles: tiles, on: canvas)
        }
        frameMS.append(ms)
        frameItems.append(itemsDrawn)
        frameSprites.append(renderer.spritesRasterised - sprites0)
        let cpu = (RenderCommand.threadCPU() - cpu0) * 1000
        frameCPUMS.append(cpu)
        frameTotalMS += ms
        frameTotalCPUMS += cpu
    }

    /// Places in the visible view according to the index (a cluster counts its places).
    func placesInView() -> Int {
        (index?.items(in: viewport.visibleBounds, zoom: viewport.zoom) ?? []).reduce(0) { sum, item in
            switch item {
            case .place: return sum + 1
            case .cluster(let c): return sum + c.count
            }
        }
    }
}
