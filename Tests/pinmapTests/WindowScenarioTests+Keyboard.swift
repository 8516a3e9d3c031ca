import Foundation
import Testing

extension WindowSuites {
    /// Issue 32: keyboard paths through the real window.
    @Suite(.needsWindow)
    struct KeyboardWindowTests {
        /// F10 opens the main menu, as in GNOME apps; Escape closes it.
        @Test func f10OpensTheMainMenu() throws {
            let (fixture, first) = try AdwaitaWindowTests.start("keys-f10")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            #expect(!first.visibleTexts.contains("Keyboard Shortcuts"), "the menu starts closed")
            try display.key("F10")
            let open = try session.wait(for: "the main menu") { $0.visibleTexts.contains("Keyboard Shortcuts") }
            session.screenshot("keys-f10-menu")
            #expect(open.visibleTexts.contains("Export as Image…") && open.visibleTexts.contains("Preferences"))
            try display.key("Escape")
            session.quit(pointerAt: AdwaitaWindowTests.center(first))
        }

        /// Presses `key` and waits until the keyboard focus has moved and the window is idle; the group it is in then.
        static func press(_ key: String, in display: XDisplay, _ session: AppSession) throws -> AppSession.Dump {
            let before = session.dump()?.focusMoves ?? 0
            try display.key(key)
            try session.wait(for: "the focus to move on \(key)") { ($0.focusMoves ?? 0) > before }
            return try session.waitIdle(for: "the focus after \(key)")
        }

        /// Issue 32, the whole window: from the search box each Tab reaches the next group (styles, layers, categories,
        /// Places in view, the map), one stop each; Page Down in the map reads its first item; Shift+Tab walks back.
        @Test func tabWalksTheGroupsOneStopEachAndPageDownReadsTheFirstItem() throws {
            let fixture = try WindowFixture("keys-tab")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let places = try TestData.writePlaces(in: home)
            // A second file, so the Layers group shows (it hides with one layer) and is walked too.
            let extra = home.appendingPathComponent("extra.geojson")
            try Data(LayerWindowTests.geoJSON([("Kiosk", 60.1702, 24.9405)], track: false).utf8).write(to: extra)
            try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "16", extra.path],
                               until: "the window with two layers") {
                $0.layers.count == 2 && $0.layers.allSatisfy { $0.state == "loaded" } && !$0.placesInView.isEmpty
                    && $0.controls["header-bar"] != nil && $0.controls["zoom-in"] != nil
            }
            try session.waitPainted(for: "a settled window")
            try display.key("ctrl+f")
            try session.wait(for: "the search box focused") { $0.focus == "search" }
            var forward: [String] = []
            for _ in 0..<6 {
                let dump = try Self.press("Tab", in: display, session)
                forward.append(dump.focus ?? "none")
                if dump.focus == "map" { break }
            }
            #expect(forward == ["main-menu", "styles", "layers", "categories", "places-in-view", "map"], "Tab stops: \(forward)")

            // The map's first item in reading order (top to bottom, then left to right) is what Page Down reads.
            let onMap = try #require(session.dump())
            let top = try #require(onMap.pins.min { ($0.windowY, $0.windowX) < ($1.windowY, $1.windowX) })
            try display.key("Next")
            let read = try session.wait(for: "the map to read its first item") { $0.mapDescription?.hasPrefix("Cluster of") == true
                || $0.mapDescription?.hasPrefix(top.title ?? "\u{0}") == true }
            if top.kind == "cluster" {
                #expect(read.mapDescription?.hasPrefix("Cluster of \(top.count) places") == true, "read: \(read.mapDescription ?? "")")
            } else {
                #expect(read.mapDescription?.hasPrefix((top.title ?? "") + ", ") == true, "read: \(read.mapDescription ?? "")")
            }
            session.screenshot("keys-tab-page-down")

            var backward: [String] = []
            for _ in 0..<6 {
                let dump = try Self.press("shift+Tab", in: display, session)
                backward.append(dump.focus ?? "none")
                if dump.focus == "search" { break }
            }
            #expect(backward == ["places-in-view", "categories", "layers", "styles", "main-menu", "search"], "Shift+Tab stops: \(backward)")
        }
    }
}
