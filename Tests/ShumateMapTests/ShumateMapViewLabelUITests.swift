import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender
import Testing
import TileLoader
import VectorTiles
@testable import ShumateMap

/// The offline vector map's names on the libshumate map: its label layer runs the Cairo widget's label pass over the
/// tiles libshumate shows, so for one viewport it places exactly what MapRenderer places, and the names pan with it.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil || ProcessInfo.processInfo.environment["CI"] == "true",
                            "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct ShumateMapViewLabelUITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let helsinki = try! Coordinate(latitude: 60.1699, longitude: 24.9384)

    /// A second libshumate map in its own window, on the bundled offline archive through a real TileStore.
    @MainActor
    final class OfflineWindow {
        static let shared: OfflineWindow? = try? OfflineWindow()
        static let title = "pinmap-shumate-labels-\(ProcessInfo.processInfo.processIdentifier)"
        let style = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                             maxZoom: 15, archivePath: root.appendingPathComponent("data/offline.pmtiles").path)
        let tiles: TileStore
        let map: ShumateMapView
        let window: Widget

        init?() throws {
            guard ShumateHarness.shared != nil else { return nil }
            tiles = TileStore(configuration: TileStoreConfiguration(cacheDirectory: nil))
            let vectorStyle = try VectorStyle(contentsOf: root.appendingPathComponent("data/styles/protomaps.json"), palette: "light")
            tiles.vectorRasterizer = VectorTileRasterizer(style: vectorStyle)
            map = ShumateMapView(renderer: MapRenderer(categories: []), tiles: tiles, style: style)
            window = OffscreenWindow.show(map.widget, titled: Self.title)
            let map = self.map
            guard MainLoop.run(until: { map.widget.isMapped && !map.viewport.size.isEmpty }, timeout: .seconds(10)) else { return nil }
        }

        /// Moves the map and waits until every tile libshumate asked for is answered and the label layer drew after it.
        func show(center: Coordinate, zoom: Double) throws {
            map.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
            try settle()
        }

        /// `show`, then waits until the store holds every shown tile of the map's style (a raster style's offline
        /// stand-ins are read through it) and the label layer has drawn after that.
        func showNamed(center: Coordinate, zoom: Double) throws {
            try show(center: center, zoom: zoom)
            let shown = map.labelFrame(size: map.viewport.size).tiles.map(\.id)
            let report = tiles.load(shown, style: map.style, timeout: 60)
            #expect(report.pending.isEmpty, "\(report.pending.count) tiles still loading")
            try settle()
        }

        func settle() throws {
            let map = self.map
            for _ in 0..<50 { _ = MainLoop.iterate(mayBlock: false) }
            let answered = MainLoop.run(until: { map.feed.pendingTiles.isEmpty }, timeout: .seconds(60))
            try #require(answered, "the offline tiles were drawn")
            let before = map.labelFrames
            map.tree.labelArea.queueDraw()
            let drew = MainLoop.run(until: { map.labelFrames > before }, timeout: .seconds(5))
            try #require(drew, "the label layer drew")
        }

        /// What the Cairo renderer places for the label layer's last viewport, from the same tile store.
        func cairoLabels() throws -> [PlacedLabel] {
            let vp = try #require(map.drawnLabelViewport)
            let renderer = MapRenderer(categories: [])
            let surface = try Surface(width: Int(vp.size.width), height: Int(vp.size.height))
            renderer.draw(MapScene(viewport: vp, style: style), tiles: tiles, on: Canvas(surface: surface))
            return renderer.lastPlacedLabels
        }
    }

    func window() throws -> OfflineWindow { try #require(OfflineWindow.shared, "GTK could not start, or the offline archive is missing") }

    @Test(arguments: [7.0, 12.0])
    func theLabelLayerPlacesWhatTheCairoRendererPlaces(zoom: Double) throws {
        let w = try window()
        try w.show(center: Self.helsinki, zoom: zoom)
        let shumate = w.map.lastPlacedLabels
        #expect(shumate.contains { $0.text == "Helsinki" }, "Helsinki is named at z\(zoom): \(shumate.map(\.text))")
        #expect(w.map.drawnLabelViewport?.size == w.map.viewport.size, "the label layer covers the whole map")
        let cairo = try w.cairoLabels()
        #expect(!cairo.isEmpty)
        #expect(shumate == cairo, "same labels, same boxes: \(shumate.map(\.text)) vs \(cairo.map(\.text))")
    }

    /// At z7 over southern Finland and z12 over New York the names are there; none overlaps another, and none lies
    /// over libshumate's scale bar or licence (where GTK laid them out now) or the zones the window's zoom and
    /// location buttons take (`LabelOptions.controlZones`, as the Cairo map's test checks them).
    @Test(arguments: [(61.0, 24.4, 7.0, ["Helsinki", "Espoo", "Tampere", "Turku"]), (40.75, -73.98, 12.0, ["New York City"])])
    func labelsNeitherOverlapNorCoverTheControls(lat: Double, lon: Double, zoom: Double, cities: [String]) throws {
        let w = try window()
        w.tiles.fallbackAttribution = "© OpenStreetMap contributors · GSHHG (LGPL) · Natural Earth · GeoNames (CC BY 4.0)"
        w.map.tree.setExtraCredits(w.tiles.fallbackAttribution)
        defer { w.map.tree.setExtraCredits(nil) }
        try w.showNamed(center: try Coordinate(latitude: lat, longitude: lon), zoom: zoom)
        let placed = w.map.lastPlacedLabels
        let names = Set(placed.map(\.text))
        for city in cities { #expect(names.contains(city), "\(city) not among \(names.sorted())") }
        let chrome = w.map.tree.chromeFrames
        #expect(chrome.count == 2, "scale bar and licence laid out: \(chrome)")
        let controls = chrome + w.map.renderer.options.labels.controlZones(in: w.map.viewport.size)
        for label in placed {
            for c in controls { #expect(!label.frame.intersects(c), "\(label.text) at \(label.frame) covers a control at \(c)") }
        }
        for i in placed.indices {
            for j in placed.indices where j > i {
                #expect(!placed[i].overlaps(placed[j]), "\(placed[i].text) overlaps \(placed[j].text)")
            }
        }
    }

    /// The default raster style without network stands on the offline map with the same names, in the same places,
    /// as the "Offline" style shows at the same view (its tiles come from a port nothing listens on).
    @Test(arguments: [(61.0, 24.4, 7.0), (40.75, -73.98, 12.0)])
    func streetsWithoutNetworkIsNamedAsTheOfflineStyle(lat: Double, lon: Double, zoom: Double) throws {
        let w = try window()
        let centre = try Coordinate(latitude: lat, longitude: lon)
        try w.showNamed(center: centre, zoom: zoom)
        let own = w.map.lastPlacedLabels
        #expect(!own.isEmpty, "the Offline style names this view")
        w.tiles.fallbackStyle = w.style
        let streets = MapStyle(id: "streets-unreachable", name: "Streets", kind: .raster,
                               urlTemplate: "http://127.0.0.1:\(try Self.closedPort())/{z}/{x}/{y}.png", attribution: "", maxZoom: 15)
        w.map.show(style: streets)
        defer {
            w.map.show(style: w.style)
            w.tiles.fallbackStyle = nil
        }
        try w.showNamed(center: centre, zoom: zoom)
        let fallback = w.map.lastPlacedLabels
        #expect(fallback.map(\.text) == own.map(\.text))
        #expect(fallback.map(\.center) == own.map(\.center))
    }

    /// A loopback port nothing listens on: bound, read and closed again.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test func theNamesMoveWithAPan() throws {
        let w = try window()
        try w.show(center: Self.helsinki, zoom: 12)
        let before = try #require(w.map.lastPlacedLabels.first { $0.text == "Helsinki" })
        let delta = PixelPoint(x: 40, y: -25)
        w.map.pan(by: delta)
        try w.settle()
        let after = try #require(w.map.lastPlacedLabels.first { $0.text == "Helsinki" })
        let moved = PixelPoint(x: after.center.x - before.center.x, y: after.center.y - before.center.y)
        #expect(abs(moved.x - delta.x) < 0.5 && abs(moved.y - delta.y) < 0.5, "moved \(moved), panned \(delta)")
        #expect(w.map.lastPlacedLabels == (try w.cairoLabels()))
    }

    /// Tiles are fed at the widget's scale: 256-pixel images on a scale-1 screen, 512 under GDK_SCALE=2, and the
    /// names are found at that scale too (the test above passes under both).
    @Test func tilesAreFedAtTheWidgetsScale() throws {
        let w = try window()
        try w.show(center: Self.helsinki, zoom: 12)
        let scale = w.map.widget.scaleFactor
        if let asked = ProcessInfo.processInfo.environment["GDK_SCALE"].flatMap(Int.init) { #expect(scale == asked) }
        #expect(w.map.feed.scaleFactor == Double(scale))
        #expect(w.map.feed.statistics.lastPixelWidth == 256 * scale)
        #expect(w.map.drawnLabelViewport?.scaleFactor == Double(scale))
    }

    @Test func theLabelLayerIsBelowEveryMarkerLayer() throws {
        let w = try window()
        #expect(w.map.tree.labelLayerJustBelowMarkers)
    }
}
