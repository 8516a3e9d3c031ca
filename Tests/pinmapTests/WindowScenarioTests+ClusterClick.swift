import Foundation
import Testing

/// A click on a cluster that a closer zoom splits flies there, in both map views: the map zooms in towards it.
extension WindowSuites.WindowScenarioTests {
    @Test(arguments: ["cairo", "shumate"])
    func clickingAClusterZoomsInTowardsIt(mapView: String) throws {
        let fixture = try WindowFixture("cluster-click-\(mapView)")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)
        // The bundled Helsinki places at zoom 14: bubbles of dozens of places that zoom 15 and beyond split.
        var dump = try fixture.launch(["--style", "offline", "--center", "60.17,24.94", "--zoom", "14", "--map-view", mapView],
                                      until: "clusters in view") { d in
            d.placesLoaded && d.pins.contains { $0.kind == "cluster" && $0.count >= 10 } && d.controls["category-cafe"] != nil
        }
        let start = dump.viewport
        let middle = (x: dump.mapOriginX + start.width / 2, y: dump.mapOriginY + start.height / 2)
        // A big bubble away from the centre, so the flight's direction shows.
        let cluster = try #require(dump.pins.filter { $0.kind == "cluster" && $0.count >= 10 && abs($0.windowX - middle.x) > 60 }
            .min { hypot($0.windowX - middle.x, $0.windowY - middle.y) < hypot($1.windowX - middle.x, $1.windowY - middle.y) })
        try session.waitPainted(for: "a settled window")
        session.screenshot("40-cluster-before-\(mapView)")
        try display.click(x: cluster.clickX, y: cluster.clickY)
        dump = try session.wait(for: "the flight to the cluster's split") { $0.viewport.zoom >= start.zoom + 1 - 1e-6 }
        // Settled: the flight ends at its expansion zoom, centred on the bubble.
        dump = try session.waitIdle(for: "the flight's end")
        session.screenshot("41-cluster-after-\(mapView)")
        #expect(dump.viewport.zoom >= start.zoom + 1 - 1e-6)
        #expect(dump.selectionKind != "group", "a cluster that splits is zoomed into, not listed")
        #expect((dump.viewport.longitude - start.longitude).sign == (cluster.windowX - middle.x).sign,
                "the centre moved towards the bubble (\\(start.longitude) → \\(dump.viewport.longitude))")
        #expect(!dump.pins.contains { $0.id == cluster.id && $0.count == cluster.count }, "the bubble split")
        // A screen reader hears where the click took the map (issue 32): the map's description says so.
        #expect(dump.mapDescription == "Zoomed in to \(cluster.count) places", "map reads: \(dump.mapDescription ?? "nothing")")
    }
}
