import Foundation
import Testing

extension WindowSuites {
    /// Drives the real window under X with xdotool and checks every step through the debug state dump.
    /// Screenshots of each step go to .build/e2e/. Offline style and local file tiles: no network.
    @Suite(.needsWindow)
    struct WindowScenarioTests {
        /// The colour of every tile of the local `--tile-url` source.
        static let tileColor = (r: 51, g: 102, b: 204)

        /// Run once per map implementation (`--map-view`): everything a person does here works in both.
        @Test(arguments: ["cairo", "shumate"])
        func clickLinksFilterStyleAndRestore(mapView: String) throws {
            let fixture = try WindowFixture("window")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let places = try TestData.writePlaces(in: home)
            let tileURL = try Self.makeLocalTiles(in: home.appendingPathComponent("tiles"))
            let common = ["--data", places, "--tile-url", tileURL, "--tile-attribution", "Test tiles", "--map-view", mapView]

            // 1. Start at a known place and zoom, offline style.
            var dump = try fixture.launch(common + ["--style", "offline", "--center", "60.17,24.94", "--zoom", "16"], until: "places on the map") {
                $0.placesLoaded && ($0.indexPlaceCount ?? 0) == 5 && !$0.pins.isEmpty && $0.controls["category-cafe"] != nil
            }
            try session.waitPainted(for: "a settled window")
            session.screenshot("01-start")
            #expect(dump.style == "offline")
            #expect(abs(dump.viewport.zoom - 16) < 1e-9)
            let mapCenter = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
            defer { session.quit(pointerAt: mapCenter) }

            // 2. Click the café's pin: the popover shows its title.
            let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
            try display.click(x: cafe.clickX, y: cafe.clickY)
            dump = try session.wait(for: "the café's popover") { $0.popoverTitle == TestData.cafe.title && $0.controls["open-osm"] != nil }
            try session.waitPainted(for: "a settled window")
            session.screenshot("02-popover")
            #expect(dump.selectedTitle == TestData.cafe.title)

            // 3. Every "Open in…" target launches exactly its URL (fake browser; the geo: handler is the fake desktop app).
            let expected: [(String, String)] = [
                ("open-osm", "https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94"),
                ("open-google", "https://www.google.com/maps/search/?api=1&query=60.17%2C24.94"),
                ("open-apple", "https://maps.apple.com/?ll=60.17,24.94&q=Test%20Caf%C3%A9"),
                ("open-waze", "https://waze.com/ul?ll=60.17%2C24.94&navigate=yes&zoom=16"),
                ("open-bing", "https://bing.com/maps/default.aspx?cp=60.17~24.94&lvl=16"),
                ("open-geo:fake-browser.desktop", "geo:60.17,24.94?z=16&q=Test%20Caf%C3%A9"),
            ]
            for (n, (control, url)) in expected.enumerated() {
                let rect = try session.settledControl(control)
                try display.click(x: rect.center.0, y: rect.center.1)
                let launched = try session.waitForLaunches(n + 1)
                #expect(launched.count == n + 1, "one launch per click")
                #expect(launched.last == url, "\(control)")
            }
            session.screenshot("03-links-launched")
            #expect(session.dump()?.banner == nil)

            // 3b. A freshly opened popover has the keyboard on its first target: Return opens it.
            try display.key("Escape")
            try session.wait(for: "popover closed") { $0.popoverTitle == nil }
            try display.click(x: cafe.clickX, y: cafe.clickY)
            _ = try session.settledControl("open-osm")
            try display.key("Return")
            let afterKey = try session.waitForLaunches(expected.count + 1)
            #expect(afterKey.last == expected[0].1)

            // 4. Escape closes the popover.
            try display.key("Escape")
            try session.wait(for: "popover closed") { $0.popoverTitle == nil && $0.selectionKind == "none" }

            // 5. Untick Cafés: its pins go, others stay.
            dump = try session.wait(for: "panel controls") { $0.controls["category-cafe"] != nil }
            let check = try #require(dump.controls["category-cafe"])
            try display.click(x: check.center.0, y: check.center.1)
            dump = try session.wait(for: "café pins gone") { !$0.categories.contains("cafe") && ($0.indexPlaceCount ?? 0) == 3 }
            #expect(!dump.pins.contains { $0.kind == "cluster" }, "Twin Two stands alone once Twin One is hidden")
            try session.waitPainted(for: "a settled window")
            session.screenshot("04-cafes-unticked")
            #expect(!dump.pins.contains { $0.category == "cafe" })
            #expect(dump.pins.contains { $0.title == "Test Pharmacy" })

            // 6. Switch to the local tile style: the basemap pixels change to the tiles' colour, places stay.
            let spot = Self.emptySpot(in: dump)
            let before = E2EPaths.screenshots.appendingPathComponent("05-before-style.png")
            try display.screenshot(to: before)
            let offlinePixel = try display.pixel(of: before, x: spot.x, y: spot.y)
            let radio = try #require(dump.controls["style-custom"])
            try display.click(x: radio.center.0, y: radio.center.1)
            dump = try session.wait(for: "custom style") { $0.style == "custom" }
            // The tiles are loaded and decoded off the main thread: the app says when a frame with all of them is painted.
            let after = E2EPaths.screenshots.appendingPathComponent("05-after-style.png")
            try session.waitPainted(for: "the custom tiles loaded")
            try display.screenshot(to: after)
            var tilePixel = try display.pixel(of: after, x: spot.x, y: spot.y)
            if mapView == "shumate", !Self.close(tilePixel, Self.tileColor) {
                // libshumate asks for a new source's tiles on its own schedule, which the app cannot hear (stress round
                // 3 of 2026-11-28 21:21 saw an idle, painted frame before it had asked): look again as each arrives.
                try Poll.until(every: 0.5) {
                    try display.screenshot(to: after)
                    tilePixel = try display.pixel(of: after, x: spot.x, y: spot.y)
                    return Self.close(tilePixel, Self.tileColor)
                }
            }
            #expect(Self.close(tilePixel, Self.tileColor), "tile pixel \(tilePixel) at \(spot)")
            #expect(!Self.close(offlinePixel, Self.tileColor), "offline pixel \(offlinePixel) at \(spot)")
            #expect(session.dump()?.indexPlaceCount == 3)

            // 7. Drag the map; the viewport moves and is saved once it settles.
            let start = try #require(session.dump()?.viewport)
            try display.drag(from: mapCenter, by: (-120, -60))
            let moved = try session.wait(for: "viewport moved") { abs($0.viewport.longitude - start.longitude) > 1e-5 }.viewport
            // Settled: the glide ended and the viewport was saved.
            let idle = try session.waitIdle(for: "the drag settled and saved").viewport
            session.screenshot("06-dragged")

            // 8. Quit and start again without --center/--zoom/--style: state and viewport come back.
            session.quit(pointerAt: mapCenter)
            #expect(!session.isRunning)
            // The app's last word on its viewport (libshumate may glide a little past the idle check under load).
            let settled = session.dump()?.viewport ?? idle
            dump = try fixture.launch(common, until: "restored window, then idle") {
                $0.isIdle && $0.placesLoaded && $0.indexPlaceCount != nil && $0.controls["category-cafe"] != nil
            }
            session.screenshot("07-restored")
            #expect(dump.style == "custom")
            #expect(!dump.categories.contains("cafe"))
            #expect(dump.categories.contains("pharmacy"))
            #expect(abs(dump.viewport.latitude - settled.latitude) < 1e-6)
            #expect(abs(dump.viewport.longitude - settled.longitude) < 1e-6)
            #expect(abs(dump.viewport.zoom - settled.zoom) < 1e-9)
            #expect(abs(moved.longitude - start.longitude) > 1e-5)

            // 9. Two places at one identical spot (tick All so the café twin is back): the cluster opens a list;
            //    choosing one shows its callout.
            let all = try #require(dump.controls["all"])
            try display.click(x: all.center.0, y: all.center.1)
            dump = try session.wait(for: "the same-spot cluster") { $0.pins.contains { $0.kind == "cluster" && $0.count == 2 } }
            let twins = try #require(dump.pins.first { $0.kind == "cluster" && $0.count == 2 })
            try display.click(x: twins.clickX, y: twins.clickY)
            dump = try session.wait(for: "the same-spot list") { $0.popoverTitle == "2 places here" && $0.controls["group-node/5"] != nil }
            #expect(dump.selectionKind == "group")
            let twoRow = try session.settledControl("group-node/5")
            session.screenshot("08-same-spot-list")
            try display.click(x: twoRow.center.0, y: twoRow.center.1)
            dump = try session.wait(for: "Twin Two's callout") { $0.popoverTitle == "Twin Two" }
            #expect(dump.selectedTitle == "Twin Two")
            session.screenshot("09-same-spot-chosen")
            try display.key("Escape")
            try session.wait(for: "popover closed again") { $0.popoverTitle == nil }
        }
    }
}
