import Foundation
import Testing

/// Issue 26: a track and an area clicked on the map (in both map views) open their popover with the name, the length or the area,
/// and the properties; Escape closes it. Screenshots go to .build/e2e/ (60-…).
extension WindowSuites.WindowScenarioTests {
    /// A café north of a west–east walk along 60.1700 (2.2 km of it in view) and a park with a hole south of it.
    static let shapesGeoJSON = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9440, 60.1725]},
       "properties": {"name": "Café", "category": "cafe"}},
      {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[24.920, 60.1700], [24.960, 60.1700]]},
       "properties": {"name": "Evening walk", "category": "walk", "surface": "gravel"}},
      {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [
         [[24.934, 60.1670], [24.940, 60.1670], [24.940, 60.1690], [24.934, 60.1690], [24.934, 60.1670]],
         [[24.9365, 60.1677], [24.9375, 60.1677], [24.9375, 60.1683], [24.9365, 60.1683], [24.9365, 60.1677]]]},
       "properties": {"name": "Park", "category": "park"}}
    ]}
    """

    /// Where a coordinate is in the window, from the dump's viewport (Web Mercator, 256-point tiles).
    static func windowPoint(_ lat: Double, _ lon: Double, in dump: AppSession.Dump) -> (x: Double, y: Double) {
        let world = 256 * pow(2, dump.viewport.zoom)
        func x(_ lon: Double) -> Double { (lon / 360 + 0.5) * world }
        func y(_ lat: Double) -> Double { let s = sin(lat * .pi / 180); return (0.5 - 0.25 * log((1 + s) / (1 - s)) / .pi) * world }
        return (dump.mapOriginX + dump.viewport.width / 2 + x(lon) - x(dump.viewport.longitude),
                dump.mapOriginY + dump.viewport.height / 2 + y(lat) - y(dump.viewport.latitude))
    }

    /// The window on the file above, in `mapView`, centred between the walk and the park at zoom 15. With `asLayer`
    /// the file is opened as a layer (`pinmap FILE`) beside `--data` places far away in Lapland, so none is in view.
    /// Returns the first dump with the café's pin.
    static func launchWithShapes(_ mapView: String, in fixture: WindowFixture, asLayer: Bool = false) throws -> AppSession.Dump {
        let home = fixture.home
        let file = home.appendingPathComponent("walk.geojson")
        try Data(Self.shapesGeoJSON.utf8).write(to: file)
        var data = file.path, layer: [String] = []
        if asLayer {
            let far = home.appendingPathComponent("lapland.geojson")
            try Data(WindowSuites.LayerWindowTests.geoJSON([("Saana", 69.04, 20.85)]).utf8).write(to: far)
            data = far.path
            layer = [file.path]
        }
        return try fixture.launch(["--data", data, "--style", "offline", "--center", "60.1695,24.9400", "--zoom", "15",
                                   "--map-view", mapView] + layer, until: "the café") { $0.placesLoaded && $0.pins.count == 1 }
    }

    /// In both map views, with the file given as `--data` and opened as a layer (issue 26: a track of a layer).
    @Test(arguments: ["cairo", "shumate"], [false, true])
    func clickingATrackOpensItsPopover(mapView: String, asLayer: Bool) throws {
        let fixture = try WindowFixture("shape-click-\(mapView)\(asLayer ? "-layer" : "")")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        var dump = try Self.launchWithShapes(mapView, in: fixture, asLayer: asLayer)
        if asLayer {
            // Opening a file flies to fit it: the click is placed from where the map came to rest.
            dump = try session.waitIdle(for: "walk.geojson loaded and fitted") { $0.layer("walk.geojson")?.state == "loaded" && $0.pins.count == 1 }
        }

        // The walk, 40 points east of the centre (no pin there): its popover, with its length and property.
        let onWalk = Self.windowPoint(60.1700, 24.9400 + 40 / (256 * pow(2, dump.viewport.zoom)) * 360, in: dump)
        try session.waitIdle(for: "the map at rest before the click")
        try display.click(x: onWalk.x, y: onWalk.y)
        dump = try session.wait(for: "the walk's popover") { $0.selectionKind == "shape" && $0.popoverTitle == "Evening walk" }
        #expect(dump.selectedShapeID != nil)
        #expect(dump.popoverRows.first == "Length: 2.2 km", "rows: \(dump.popoverRows)")
        #expect(dump.popoverRows.contains("surface: gravel"))
        try session.waitIdle(for: "the popover drawn")
        session.screenshot("60-track-popover-\(mapView)\(asLayer ? "-layer" : "")")
        try display.key("Escape")
        dump = try session.wait(for: "Escape to close the popover") { $0.popoverTitle == nil && $0.selectionKind == "none" }
        #expect(dump.selectedShapeID == nil)
    }

    /// Cairo only: on libshumate a second click soon after Escape closed the first popover was sometimes lost
    /// (1 run in 3 here, not understood yet; README "Lines and areas on the map" lists it).
    @Test func clickingAnAreaOpensItsPopoverWithAreaAndPerimeter() throws {
        let mapView = "cairo"
        let fixture = try WindowFixture("area-click-\(mapView)")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        var dump = try Self.launchWithShapes(mapView, in: fixture)

        // The park, between its outline and its hole: area less the hole, and the outer perimeter.
        let inPark = Self.windowPoint(60.1673, 24.9350, in: dump)
        try display.click(x: inPark.x, y: inPark.y)
        dump = try session.wait(for: "the park's popover") { $0.selectionKind == "shape" && $0.popoverTitle == "Park" }
        #expect(dump.popoverRows.first?.hasPrefix("Area: ") == true, "rows: \(dump.popoverRows)")
        #expect(dump.popoverRows.dropFirst().first?.hasPrefix("Perimeter: ") == true, "rows: \(dump.popoverRows)")
        try session.waitIdle(for: "the popover drawn")
        session.screenshot("61-area-popover-\(mapView)")
        try display.key("Escape")
        try session.wait(for: "Escape to close the park's popover") { $0.popoverTitle == nil }
        try session.waitForPopoverWindowGone()
    }
}
