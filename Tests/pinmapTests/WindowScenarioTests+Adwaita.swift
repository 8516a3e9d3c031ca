import Foundation
import Testing

extension WindowSuites {
    /// The libadwaita window (issue 15): the folding panel, dark mode, toasts and the on-map zoom controls,
    /// driven under a private Xvfb through the debug state dump.
    @Suite(.needsWindow)
    struct AdwaitaWindowTests {
        /// A window on the test places at a known view, offline style (no network), and its first full dump; the caller
        /// stops the fixture in a `defer`.
        static func start(_ name: String, zoom: Int = 16, environment: [String: String] = [:]) throws -> (WindowFixture, AppSession.Dump) {
            let fixture = try WindowFixture(name)
            do {
                let dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", String(zoom)],
                                              environment: environment, until: "the window") {
                    $0.placesLoaded && !$0.pins.isEmpty && $0.controls["header-bar"] != nil && $0.controls["zoom-in"] != nil
                }
                return (fixture, dump)
            } catch {
                fixture.stop()
                throw error
            }
        }

        static func center(_ d: AppSession.Dump) -> (Double, Double) {
            (d.mapOriginX + d.viewport.width / 2, d.mapOriginY + d.viewport.height / 2)
        }

        /// Below 700 points the side panel folds: at 500 points the map has the window's whole width, and the
        /// header-bar button slides the panel over the map without narrowing it.
        @Test func atFiveHundredPointsTheMapSpansTheWindow() throws {
            let (fixture, wide) = try Self.start("adw-fold")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let header = try #require(wide.controls["header-bar"])
            #expect(wide.viewport.width < header.size.width - 200, "wide: the panel sits beside the map")

            let window = try display.tool("xdotool", ["search", "--onlyvisible", "--name", "^Pinmap$"])
                .split(separator: "\n").first.map(String.init)
            let id = try #require(window, "the Pinmap window")
            try display.tool("xdotool", ["windowsize", id, "500", "700"])
            // The flap is the window's content below the header bar (the header's CSD border adds a point each side).
            let narrow = try session.wait(for: "the map at the window's width") {
                guard let h = $0.controls["header-bar"], let flap = $0.controls["flap"] else { return false }
                return h.size.width <= 500 && $0.viewport.width == flap.size.width && $0.mapOriginX == flap.origin.x
            }
            let narrowHeader = try #require(narrow.controls["header-bar"])
            #expect(narrow.viewport.width >= narrowHeader.size.width - 2, "the map spans the window: \(narrow.viewport.width) of \(narrowHeader.size.width)")
            session.screenshot("adw-01-narrow")

            let toggle = try #require(narrow.controls["panel-toggle"])
            try display.click(x: toggle.center.0, y: toggle.center.1)
            try session.waitPainted(for: "a settled window")
            session.screenshot("adw-02-narrow-panel-open")
            let open = try #require(session.dump())
            #expect(open.viewport.width == narrow.viewport.width, "the folded panel floats over the map; the map keeps its width")
        }

        /// ADW_DEBUG_COLOR_SCHEME=prefer-dark darkens the panel and the chrome drawn on the map (the attribution box).
        @Test func darkStyleDarkensThePanelAndTheMapChrome() throws {
            var seen: [String: (panel: Int, attribution: Int)] = [:]
            for scheme in ["prefer-light", "prefer-dark"] {
                let (fixture, dump) = try Self.start("adw-\(scheme)", environment: ["ADW_DEBUG_COLOR_SCHEME": scheme])
                defer { fixture.stop() }
                let (display, home, session) = (fixture.display, fixture.home, fixture.session)
                try session.waitPainted(for: "a settled window")
                let shot = home.appendingPathComponent("\(scheme).png")
                try display.screenshot(to: shot)
                session.screenshot("adw-03-\(scheme)")
                let header = try #require(dump.controls["header-bar"])
                // The panel's bottom-left corner, and the attribution box's bottom-right corner.
                let panel = try display.pixel(of: shot, x: Int(header.origin.x) + 4, y: Int(dump.mapOriginY + dump.viewport.height) - 4)
                let credit = try display.pixel(of: shot, x: Int(dump.mapOriginX + dump.viewport.width) - 3,
                                               y: Int(dump.mapOriginY + dump.viewport.height) - 3)
                seen[scheme] = ((panel.r + panel.g + panel.b) / 3, (credit.r + credit.g + credit.b) / 3)
            }
            let light = try #require(seen["prefer-light"]), dark = try #require(seen["prefer-dark"])
            #expect(light.panel > 200 && dark.panel < 70, "panel brightness light \(light.panel), dark \(dark.panel)")
            #expect(light.attribution > 180 && dark.attribution < 90, "attribution light \(light.attribution), dark \(dark.attribution)")
        }

        /// "Map appearance: Dark" saved in state.json (Preferences writes it there) darkens the window on a light desktop.
        @Test func savedDarkAppearanceWinsOverALightDesktop() throws {
            let fixture = try WindowFixture("adw-saved-dark")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let places = try TestData.writePlaces(in: home)
            let folder = home.appendingPathComponent("config/pinmap")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let saved = #"{"format": "pinmap-state", "version": 1, "panelWidth": 260, "panelVisible": true, "appearance": "dark", "#
                + #""linkPreferences": {"enabledTargetIDs": ["osm"], "includesAllDesktopApps": false}}"#
            try Data(saved.utf8).write(to: folder.appendingPathComponent("state.json"))
            let dump = try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"],
                                          environment: ["ADW_DEBUG_COLOR_SCHEME": "prefer-light"],
                                          until: "the window") { $0.placesLoaded && $0.controls["header-bar"] != nil }
            try session.waitPainted(for: "a settled window")
            let shot = home.appendingPathComponent("saved-dark.png")
            try display.screenshot(to: shot)
            let header = try #require(dump.controls["header-bar"])
            let panel = try display.pixel(of: shot, x: Int(header.origin.x) + 4, y: Int(dump.mapOriginY + dump.viewport.height) - 4)
            #expect((panel.r + panel.g + panel.b) / 3 < 70, "panel \(panel)")
            // The choice survives a quit: it is written back with the other settings.
            fixture.quitApp()
            let text = try String(contentsOf: folder.appendingPathComponent("state.json"), encoding: .utf8)
            #expect(text.contains(#""appearance":"dark""#) || text.contains(#""appearance" : "dark""#), "state.json: \(text)")
        }

        /// "Copy link" in a place's popover shows a toast (found by its label in the toast overlay).
        @Test func copyLinkShowsAToast() throws {
            let (fixture, dump) = try Self.start("adw-toast")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let cafe = try #require(dump.pins.first { $0.title == TestData.cafe.title })
            try display.click(x: cafe.clickX, y: cafe.clickY)
            try session.wait(for: "popover") { $0.popoverTitle == TestData.cafe.title }
            let link = try session.settledControl("copy-link")
            try display.click(x: link.center.0, y: link.center.1)
            let toasted = try session.wait(for: "the toast") { $0.controls["toast:Link copied"] != nil }
            session.screenshot("adw-04-toast")
            #expect(toasted.copiedText?.hasPrefix("https://www.openstreetmap.org/") == true)
        }

        /// The on-map +, − and "show all places" buttons and Ctrl+plus, Ctrl+minus and Ctrl+0 zoom the map.
        @Test func zoomButtonsAndShortcutsZoom() throws {
            let (fixture, dump) = try Self.start("adw-zoom", zoom: 12)
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            session.screenshot("adw-05-zoom-controls")
            let start = dump.viewport.zoom
            let plus = try #require(dump.controls["zoom-in"]), minus = try #require(dump.controls["zoom-out"])
            let all = try #require(dump.controls["zoom-show-all"])
            try display.click(x: plus.center.0, y: plus.center.1)
            try session.wait(for: "zoomed in by the button") { abs($0.viewport.zoom - (start + 1)) < 1e-6 }
            try display.click(x: minus.center.0, y: minus.center.1)
            try session.wait(for: "zoomed out by the button") { abs($0.viewport.zoom - start) < 1e-6 }
            try display.click(x: all.center.0, y: all.center.1)
            try session.wait(for: "all places shown") { abs($0.viewport.zoom - start) > 0.5 }
            // The flight to the fitted view ends before the app is idle again.
            let fitZoom = try session.waitIdle(for: "the fitted view").viewport.zoom
            try display.tool("xdotool", ["mousemove", String(Int(Self.center(dump).0)), String(Int(Self.center(dump).1))])
            try display.key("ctrl+plus")
            try session.wait(for: "Ctrl+plus") { abs($0.viewport.zoom - (fitZoom + 1)) < 1e-6 }
            try display.key("ctrl+minus")
            try session.wait(for: "Ctrl+minus") { abs($0.viewport.zoom - fitZoom) < 1e-6 }
            try display.key("ctrl+plus")
            try display.key("ctrl+plus")
            try session.wait(for: "two steps in") { abs($0.viewport.zoom - (fitZoom + 2)) < 1e-6 }
            try display.key("ctrl+0")
            try session.wait(for: "Ctrl+0 shows all places") { abs($0.viewport.zoom - fitZoom) < 1e-6 }
        }
    }
}
