import Foundation
import Graphics
import MapCore

/// Draws a MapScene onto any Canvas (a GTK widget's or an image surface), and answers what is under a point.
/// Keeps its caches (icons, text layouts) between frames; not thread-safe: use it on one thread.
public final class MapRenderer {
    public private(set) var categories: [PlaceCategory.ID: PlaceCategory] = [:]
    /// Screen positions of what the last frame drew, topmost last, for hit-testing.
    private var drawn: [(item: MapItem, center: PixelPoint, radius: Double)] = []

    /// `iconDirectory` holds `<iconName>.svg`; nil draws plain markers.
    public init(categories: [PlaceCategory], iconDirectory: URL? = nil) {
        setCategories(categories)
    }

    public func setCategories(_ list: [PlaceCategory]) {
        categories = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Draws one frame. A zero-size viewport draws nothing.
    public func draw(_ scene: MapScene, tiles: any TileProvider, on canvas: Canvas) {
        drawn.removeAll(keepingCapacity: true)
        let vp = scene.viewport
        guard !vp.size.isEmpty else { return }
        canvas.clear(RGBColor(red: 0.9, green: 0.9, blue: 0.88))
        let style = scene.style
        let z = TileCover.tileZoom(for: vp.zoom, tileSize: style.tileSize, zoomRange: style.zoomRange)
        let visible = TileCover.tiles(for: vp, tileZoom: z)
        for t in visible {
            for piece in tiles.pieces(for: t.id, style: style, scaleFactor: vp.scaleFactor) {
                let r = t.screenRect
                let d = piece.destination
                let dest = PixelRect(x: r.minX + d.minX * r.size.width, y: r.minY + d.minY * r.size.height,
                                     width: d.size.width * r.size.width, height: d.size.height * r.size.height)
                canvas.draw(piece.image, source: piece.source, in: dest)
            }
        }
        tiles.retain(only: Set(visible.map(\.id)), style: style)
        for item in scene.items {
            let p = vp.screenPoint(for: item.coordinate)
            let radius: Double
            switch item {
            case .place(let place):
                radius = 8
                canvas.setColor(categories[place.categoryID]?.color ?? PlaceCategory.other.color)
            case .cluster(let c):
                radius = 12 + 4 * log(Double(max(1, c.count)))
                canvas.setColor(RGBColor(red: 0.2, green: 0.4, blue: 0.8))
            }
            canvas.arc(center: p, radius: radius)
            canvas.fill()
            drawn.append((item, p, radius))
        }
    }

    /// The topmost item under `point` in the last frame drawn, or nil.
    public func hitTest(_ point: PixelPoint) -> MapItem? {
        for d in drawn.reversed() where d.center.distance(to: point) <= d.radius { return d.item }
        return nil
    }
}
