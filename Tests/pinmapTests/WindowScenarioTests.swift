import Foundation
import Testing

/// Drives the real window under X with xdotool and checks every step through the debug state dump.
/// Screenshots of each step go to .build/e2e/. Offline style and local file tiles: no network.
@Suite(.serialized, .enabled(if: XDisplay.isAvailable, "needs the pinmap binary, xdotool, ImageMagick and a DISPLAY or Xvfb"))
struct WindowScenarioTests {
    /// The colour of every tile of the local `--tile-url` source.
    static let tileColor = (r: 51, g: 102, b: 204)

    @Test func clickLinksFilterStyleAndRestore() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("window")
        defer { try? FileManager.default.removeItem(at: home) }
        let places = try TestData.writePlaces(in: home)
        let tileURL = try Self.makeLocalTiles(in: home.appendingPathComponent("tiles"))
        let session = try AppSession(display: display, home: home)
        let common = ["--data", places, "--tile-url", tileURL, "--tile-attribution", "Test tiles"]

        // 1. Start at a known place and zoom, offline style.
        try session.launch(common + ["--style", "offline", "--center", "60.17,24.94", "--zoom", "16"])
        var dump = try session.wait(for: "places on the map") { $0.placesLoaded && ($0.indexPlaceCount ?? 0) == 5 && !$0.pins.isEmpty && $0.controls["category-cafe"] != nil }
        usleep(500_000)
        session.screenshot("01-start")
        #expect(dump.style == "offline")
        #expect(abs(dump.viewport.zoom - 16) < 1e-9)
        let mapCenter = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
        defer { session.quit(pointerAt: mapCenter) }

        // 2. Click the café's pin: the popover shows its title.
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        dump = try session.wait(for: "the café's popover") { $0.popoverTitle == TestData.cafe.title && $0.controls["open-osm"] != nil }
        usleep(300_000)
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
        usleep(300_000)
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
        usleep(1_500_000)
        let after = E2EPaths.screenshots.appendingPathComponent("05-after-style.png")
        try display.screenshot(to: after)
        let tilePixel = try display.pixel(of: after, x: spot.x, y: spot.y)
        #expect(Self.close(tilePixel, Self.tileColor), "tile pixel \(tilePixel) at \(spot)")
        #expect(!Self.close(offlinePixel, Self.tileColor), "offline pixel \(offlinePixel) at \(spot)")
        #expect(session.dump()?.indexPlaceCount == 3)

        // 7. Drag the map; the viewport moves and is saved once it settles.
        let start = try #require(session.dump()?.viewport)
        try display.drag(from: mapCenter, by: (-120, -60))
        let moved = try session.wait(for: "viewport moved") { abs($0.viewport.longitude - start.longitude) > 1e-5 }.viewport
        usleep(1_800_000)
        let settled = try #require(session.dump()?.viewport)
        session.screenshot("06-dragged")

        // 8. Quit and start again without --center/--zoom/--style: state and viewport come back.
        session.quit(pointerAt: mapCenter)
        #expect(!session.isRunning)
        try session.launch(common)
        dump = try session.wait(for: "restored window") { $0.placesLoaded && $0.indexPlaceCount != nil && $0.controls["category-cafe"] != nil }
        usleep(500_000)
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

    @Test func geoURIOnTheCommandLineOpensThereAndWinsOverSavedView() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("geo")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "geo:60.1688,24.9355?z=15"])
        let dump = try session.wait(for: "the geo: view") { $0.placesLoaded && $0.viewport.width > 0 }
        defer { session.quit(pointerAt: (dump.mapOriginX + 100, dump.mapOriginY + 100)) }
        usleep(300_000)
        session.screenshot("10-geo-uri")
        #expect(abs(dump.viewport.latitude - 60.1688) < 1e-9)
        #expect(abs(dump.viewport.longitude - 24.9355) < 1e-9)
        #expect(dump.viewport.zoom == 15)
        #expect(dump.pins.contains { $0.title == "Test Museum" })

        // --render at the map's size draws the same picture as the window's map area.
        let shot = E2EPaths.screenshots.appendingPathComponent("10-geo-uri.png")
        let rendered = home.appendingPathComponent("render.png")
        let w = Int(dump.viewport.width), h = Int(dump.viewport.height)
        let r = try PinmapBinary.run(["--render", rendered.path, "--size", "\(w)x\(h)", "--data", try TestData.writePlaces(in: home),
                                      "--style", "offline", "geo:60.1688,24.9355?z=15"],
                                     environment: ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                   "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        #expect(r.status == 0, "\(r.stderr)")
        let crop = home.appendingPathComponent("crop.png")
        try display.tool("convert", [shot.path, "-crop", "\(w)x\(h)+\(Int(dump.mapOriginX))+\(Int(dump.mapOriginY))", "+repage", crop.path])
        let mean = try display.tool("convert", [crop.path, rendered.path, "-compose", "difference", "-composite",
                                                "-colorspace", "gray", "-format", "%[fx:mean]", "info:"])
        let difference = try #require(Double(mean.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(difference < 0.002, "mean difference \(difference) between the window and --render")
        try? FileManager.default.copyItem(at: rendered, to: E2EPaths.screenshots.appendingPathComponent("10-geo-uri-render.png"))
    }

    @Test func launchFailureShowsABannerAndCopiesTheLinkAndCopyButtonsWork() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("nolaunch")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        // Nothing can open a link: no xdg-open on PATH, no desktop files anywhere, no BROWSER.
        let empty = home.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"],
                           environment: ["PATH": empty.path, "XDG_DATA_DIRS": empty.path, "XDG_DATA_HOME": empty.path, "BROWSER": ""])
        var dump = try session.wait(for: "places") { $0.placesLoaded && $0.pins.contains { $0.title == TestData.cafe.title } }
        let mapPoint = (dump.mapOriginX + 60, dump.mapOriginY + 60)
        defer { session.quit(pointerAt: mapPoint) }
        #expect(!dump.enabledLinkTargets.contains { $0.hasPrefix("geo:") }, "no geo: app is installed")
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        try session.wait(for: "popover") { $0.popoverTitle == TestData.cafe.title }

        let osm = try session.settledControl("open-osm")
        try display.click(x: osm.center.0, y: osm.center.1)
        dump = try session.wait(for: "the failure banner") { $0.banner != nil }
        #expect(dump.banner == "No application could open the link; the link was copied.")
        #expect(dump.copiedText == "https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94")
        #expect(session.launchedURLs().isEmpty)
        #expect(session.isRunning, "a failed launch never crashes the app")
        usleep(300_000)
        session.screenshot("11-launch-failed")

        let coordinates = try session.settledControl("copy-coordinates")
        try display.click(x: coordinates.center.0, y: coordinates.center.1)
        try session.wait(for: "copied coordinates") { $0.copiedText == "60.17, 24.94" }
        let link = try session.settledControl("copy-link")
        try display.click(x: link.center.0, y: link.center.1)
        try session.wait(for: "copied link") { $0.copiedText == "https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94" }
    }

    @Test func corruptSettingsAreKeptAsideWithOneWarningAndDefaultsApply() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("corrupt")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        let folder = home.appendingPathComponent("config/pinmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data("{\"format\": \"pinmap-state\", \"version\": 1, \"mapState\": [".utf8)
        try garbage.write(to: folder.appendingPathComponent("state.json"))

        try session.launch(["--data", try TestData.writePlaces(in: home), "--center", "60.17,24.94", "--zoom", "16"])
        let dump = try session.wait(for: "start with defaults") { $0.placesLoaded && $0.banner != nil && $0.controls["category-cafe"] != nil }
        #expect(dump.banner?.contains("corrupt") == true)
        #expect(dump.style == "streets", "the catalogue's default style")
        #expect(dump.categories.count == 12, "every category ticked")
        usleep(300_000)
        session.screenshot("12-corrupt-settings")
        session.quit(pointerAt: (dump.mapOriginX + 60, dump.mapOriginY + 60))

        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try #require(names.first { $0.hasPrefix("state.json.corrupt-") })
        #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == garbage, "the unreadable file is kept as it was")
        let fresh = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("state.json"))) as? [String: Any]
        #expect(fresh?["format"] as? String == "pinmap-state")
    }

    @Test func exactlyOneEnabledTargetIsASingleButtonThatOpensDirectly() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("one-target")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try AppSession(display: display, home: home)
        // Saved preferences: only OpenStreetMap, and no desktop apps.
        let folder = home.appendingPathComponent("config/pinmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = #"{"format": "pinmap-state", "version": 1, "panelWidth": 260, "panelVisible": true, "#
            + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}}"#
        try Data(saved.utf8).write(to: folder.appendingPathComponent("state.json"))

        try session.launch(["--data", try TestData.writePlaces(in: home), "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"])
        var dump = try session.wait(for: "places") { $0.placesLoaded && $0.pins.contains { $0.title == TestData.cafe.title } }
        defer { session.quit(pointerAt: (dump.mapOriginX + 60, dump.mapOriginY + 60)) }
        #expect(dump.enabledLinkTargets == ["osm"])
        let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
        try display.click(x: cafe.clickX, y: cafe.clickY)
        let button = try session.settledControl("open-osm")
        dump = try #require(session.dump())
        #expect(dump.controls.keys.filter { $0.hasPrefix("open-") } == ["open-osm"], "one direct button, no list")
        usleep(200_000)
        session.screenshot("13-single-target")
        try display.click(x: button.center.0, y: button.center.1)
        #expect(try session.waitForLaunches(1) == ["https://www.openstreetmap.org/?mlat=60.17&mlon=24.94#map=16/60.17/24.94"])
    }

    /// Fills `folder` with one-colour PNG tiles around central Helsinki at zoom 16 and returns the file:// template.
    static func makeLocalTiles(in folder: URL) throws -> String {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let tile = folder.appendingPathComponent("tile.png")
        let p = Process()
        p.executableURL = XDisplay.which("convert")
        p.arguments = ["-size", "256x256", "xc:rgb(\(tileColor.r),\(tileColor.g),\(tileColor.b))", "PNG24:" + tile.path]
        try p.run()
        p.waitUntilExit()
        let z = 16, n = Double(1 << z)
        let lat = TestData.cafe.lat * .pi / 180
        let cx = Int((TestData.cafe.lon + 180) / 360 * n)
        let cy = Int((1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * n)
        for x in (cx - 6)...(cx + 6) {
            let dir = folder.appendingPathComponent("\(z)/\(x)", isDirectory: true)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            for y in (cy - 6)...(cy + 6) {
                try fm.createSymbolicLink(at: dir.appendingPathComponent("\(y).png"), withDestinationURL: tile)
            }
        }
        return "file://" + folder.path + "/{z}/{x}/{y}.png"
    }

    /// A point on the map at least 70 points from every pin and clear of the overlays at the bottom.
    static func emptySpot(in dump: AppSession.Dump) -> (x: Int, y: Int) {
        var best: (Double, Int, Int) = (-1, Int(dump.mapOriginX + 40), Int(dump.mapOriginY + 40))
        for gx in stride(from: 30.0, to: dump.viewport.width - 30, by: 20) {
            for gy in stride(from: 30.0, to: dump.viewport.height - 50, by: 20) {
                let x = dump.mapOriginX + gx, y = dump.mapOriginY + gy
                let d = dump.pins.map { hypot($0.windowX - x, ($0.windowY - 18) - y) }.min() ?? 1000
                if d > best.0 { best = (d, Int(x), Int(y)) }
            }
        }
        return (best.1, best.2)
    }

    static func close(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
        abs(a.r - b.r) <= 8 && abs(a.g - b.g) <= 8 && abs(a.b - b.b) <= 8
    }
}
