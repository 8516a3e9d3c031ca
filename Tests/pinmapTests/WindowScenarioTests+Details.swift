import Foundation
import Testing

/// The place popover for reading: aligned details, links through the launcher, long values capped, and
/// installed geo: apps told apart by name. Screenshots go to .build/e2e/ (20-…).
extension WindowSuites.WindowScenarioTests {
    static let detailsGeoJSON = """
    {"type": "FeatureCollection", "features": [
     {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
      "properties": {"id": "node/1", "name": "Kiasma Café", "category": "cafe", "address": "Mannerheiminaukio 2, Helsinki",
                     "opening_hours": "Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off", "cuisine": "coffee_shop;finnish",
                     "phone": "+358 294 500 501", "website": "https://kiasma.fi/en", "wheelchair": "yes"}},
     {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9445, 60.1715]},
      "properties": {"id": "node/2", "name": "\(String(repeating: "N", count: 10_000))", "category": "pharmacy",
                     "address": "\(String(repeating: "a", count: 100_000))"}}
    ]}
    """

    @Test func placeDetailsReadInColumnsLinksOpenAndLongTextStaysResponsive() throws {
        let fixture = try WindowFixture("details")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        // GNOME Maps as its desktop file names it: just "Maps".
        let apps = home.appendingPathComponent("data/applications")
        let recorder = PinmapBinary.packageRoot.appendingPathComponent("tools/e2e/fake-browser-recorder").path
        try Data("[Desktop Entry]\nType=Application\nName=Maps\nExec=\(recorder) %u\nMimeType=x-scheme-handler/geo;\n".utf8)
            .write(to: apps.appendingPathComponent("org.gnome.Maps.desktop"))
        let cache = apps.appendingPathComponent("mimeinfo.cache")
        let index = try String(contentsOf: cache, encoding: .utf8)
            .replacingOccurrences(of: "x-scheme-handler/geo=fake-browser.desktop;", with: "x-scheme-handler/geo=fake-browser.desktop;org.gnome.Maps.desktop;")
        try Data(index.utf8).write(to: cache)
        let places = home.appendingPathComponent("details.geojson")
        try Data(Self.detailsGeoJSON.utf8).write(to: places)

        var dump = try fixture.launch(["--data", places.path, "--style", "offline", "--center", "60.1707,24.9422", "--zoom", "16"],
                                      until: "places") { $0.placesLoaded && $0.pins.count == 2 }
        #expect(dump.enabledLinkTargetNames.contains("GNOME Maps"), "names: \(dump.enabledLinkTargetNames)")
        #expect(!dump.enabledLinkTargetNames.contains("Maps"))

        // The café: details in columns, website and phone as links.
        let cafe = try #require(dump.pins.first { $0.title == "Kiasma Café" })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        let website = try session.settledControl("link-website")
        #expect(try session.dump()?.controls["link-phone"] != nil)
        try session.waitPainted(for: "a settled window")
        session.screenshot("20-place-details")
        try display.click(x: website.center.0, y: website.center.1)
        #expect(try session.waitForLaunches(1) == ["https://kiasma.fi/en"])
        try display.key("Escape")
        try session.wait(for: "the popover to close") { $0.popoverTitle == nil }

        // 10,000-character name, 100,000-character address: opens promptly, capped, with "Show all".
        let hostile = try #require(dump.pins.first { $0.title?.count == 10_000 })
        try display.click(x: hostile.clickX, y: hostile.clickY)
        let showAll = try session.settledControl("show-all-address")
        try session.waitPainted(for: "a settled window")
        session.screenshot("21-long-address")
        try display.click(x: showAll.center.0, y: showAll.center.1)
        try session.waitPainted(for: "a settled window")
        session.screenshot("22-long-address-show-all")
        // Still responsive: Escape closes the popover with the whole address on screen.
        try display.key("Escape")
        dump = try session.wait(for: "the popover to close after Show all", timeout: 5) { $0.popoverTitle == nil }
        #expect(session.isRunning)
    }
}
