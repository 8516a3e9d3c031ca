import Foundation
import Graphics
import MapCore
@testable import MapRender

/// Shared scenes, categories and icons for the renderer tests.
enum RenderFixtures {
    static let cafe = PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(hex: "#8e5a2b")!)
    static let pharmacy = PlaceCategory(id: "pharmacy", title: "Pharmacy", iconName: "pharmacy", color: RGBColor(hex: "#2e9e4f")!)
    static let museum = PlaceCategory(id: "museum", title: "Museum", iconName: "museum-missing", color: RGBColor(hex: "#c0392b")!)
    static let categories = [cafe, pharmacy, museum]

    static let helsinki = try! Coordinate(latitude: 60.1699, longitude: 24.9384)
    static let osmStyle = MapStyle(id: "osm", name: "OpenStreetMap", urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
                                   attribution: "© OpenStreetMap contributors")
    static let bareStyle = MapStyle(id: "bare", name: "Bare", urlTemplate: "", attribution: "")

    /// Options independent of the machine's locale.
    static var options: RenderOptions {
        var o = RenderOptions()
        o.unitSystem = .metric
        return o
    }

    /// White glyphs on a transparent 24×24 viewBox, as the real icons are; "museum-missing" has no file.
    static let iconDirectory: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-render-icons-\(getpid())")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        let cup = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#fff" d="M4 8h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path fill="none" stroke="#fff" stroke-width="2" d="M16 9h1.5a2.5 2.5 0 0 1 0 5H16"/><rect fill="#fff" x="3" y="19" width="14" height="2" rx="1"/></svg>"##
        let cross = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#fff" d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"/></svg>"##
        try? Data(cup.utf8).write(to: d.appendingPathComponent("cafe.svg"))
        try? Data(cross.utf8).write(to: d.appendingPathComponent("pharmacy.svg"))
        return d
    }()

    static func place(_ id: String, _ category: PlaceCategory, _ c: Coordinate) -> MapItem {
        .place(Place(id: id, categoryID: category.id, title: id, coordinate: c))
    }

    /// A coordinate `dx`, `dy` points from the viewport's centre.
    static func coordinate(_ vp: Viewport, dx: Double, dy: Double) -> Coordinate {
        vp.coordinate(at: PixelPoint(x: vp.size.width / 2 + dx, y: vp.size.height / 2 + dy))
    }

    static func cluster(id: UInt64, count: Int, at c: Coordinate, _ parts: [(PlaceCategory, Int)]) -> MapItem {
        .cluster(ClusterSummary(id: id, count: count, center: c, bounds: GeoBounds(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude),
                                expansionZoom: 16, categoryCounts: parts.map { .init(categoryID: $0.0.id, count: $0.1) }))
    }

    /// Renders `scene` into a new image at its viewport's scale factor (the canvas's user space is points).
    static func render(_ scene: MapScene, renderer: MapRenderer, tiles: any TileProvider) throws -> Surface {
        let vp = scene.viewport
        let s = vp.scaleFactor
        let surface = try Surface(width: Int((vp.size.width * s).rounded()), height: Int((vp.size.height * s).rounded()))
        let canvas = Canvas(surface: surface)
        canvas.scale(s, s)
        renderer.draw(scene, tiles: tiles, on: canvas)
        return surface
    }

    static func renderer(_ options: RenderOptions = options) -> MapRenderer {
        MapRenderer(categories: categories, iconDirectory: iconDirectory, options: options)
    }

    /// The main golden scene: pins of three categories (one without an icon), a selected pin, two clusters.
    static func richScene(scale: Double = 1, offline: Bool = false) -> MapScene {
        let vp = Viewport(center: helsinki, zoom: 15.3, size: PixelSize(width: 320, height: 240), scaleFactor: scale)
        let items: [MapItem] = [
            place("a", cafe, coordinate(vp, dx: -90, dy: -40)),
            place("b", pharmacy, coordinate(vp, dx: -70, dy: -30)),
            place("c", museum, coordinate(vp, dx: 20, dy: 50)),
            place("d", cafe, coordinate(vp, dx: 0, dy: 0)),
            place("e", pharmacy, coordinate(vp, dx: 110, dy: -70)),
            cluster(id: 1, count: 12, at: coordinate(vp, dx: 80, dy: 30), [(cafe, 6), (pharmacy, 4), (museum, 2)]),
            cluster(id: 2, count: 1234, at: coordinate(vp, dx: -100, dy: 60), [(pharmacy, 900), (cafe, 334)]),
        ]
        return MapScene(viewport: vp, style: osmStyle, items: items, selectedPlaceID: "d", isOffline: offline)
    }
}
