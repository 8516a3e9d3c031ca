import Foundation
import Testing

/// No dead ends: the bundled places at Forum (1–3 m apart) stay a cluster at every zoom; a click lists them.
extension WindowSuites.WindowScenarioTests {
    /// Forum shopping centre, Kamppi, where four bundled places lie 1–3 m apart.
    static let forum = (lat: 60.16933, lon: 24.93799)

    @Test(arguments: ["cairo", "shumate"])
    func forumClusterAtHighZoomOpensTheListAndAChoiceItsCallout(mapView: String) throws {
        let fixture = try WindowFixture("forum-\(mapView)")
        defer { fixture.stop() }
        let (display, session) = (fixture.display, fixture.session)

        // The bundled Helsinki places, offline style, as close as the map goes.
        var dump = try fixture.launch(["--style", "offline", "--center", "\(Self.forum.lat),\(Self.forum.lon)", "--zoom", "22", "--map-view", mapView],
                                      until: "clusters at Forum") { d in
            d.placesLoaded && d.pins.contains { $0.kind == "cluster" } && d.controls["category-cafe"] != nil
        }
        #expect(dump.viewport.zoom == 22)
        let middle = (x: dump.mapOriginX + dump.viewport.width / 2, y: dump.mapOriginY + dump.viewport.height / 2)
        let cluster = try #require(dump.pins.filter { $0.kind == "cluster" }
            .min { hypot($0.windowX - middle.x, $0.windowY - middle.y) < hypot($1.windowX - middle.x, $1.windowY - middle.y) })
        #expect(cluster.count >= 2)
        try session.waitPainted(for: "a settled window")
        session.screenshot("20-forum-cluster-\(mapView)")

        // The click lists its places (before the fix it did nothing).
        try display.click(x: cluster.clickX, y: cluster.clickY)
        dump = try session.wait(for: "the list of the Forum cluster") {
            $0.selectionKind == "group" && $0.popoverTitle == "\(cluster.count) places here"
                && $0.controls.keys.contains { $0.hasPrefix("group-") }
        }
        #expect(dump.viewport.zoom == 22, "no zoom: the map cannot split it")
        let rowName = try #require(dump.controls.keys.filter { $0.hasPrefix("group-") }.sorted().first)
        let row = try session.settledControl(rowName)
        session.screenshot("21-forum-list-\(mapView)")

        // Choosing a place from the list opens its callout.
        try display.click(x: row.center.0, y: row.center.1)
        // The store selects first; the popover swaps the list for the callout a moment later.
        dump = try session.wait(for: "the chosen place's callout") {
            $0.selectionKind == "place" && $0.popoverTitle != nil && $0.popoverTitle != "\(cluster.count) places here"
        }
        #expect(dump.selectedPlaceID == String(rowName.dropFirst("group-".count)))
        #expect(dump.popoverTitle == dump.selectedTitle)
        session.screenshot("22-forum-chosen-\(mapView)")
        try display.key("Escape")
        try session.wait(for: "popover closed") { $0.popoverTitle == nil }
    }
}
