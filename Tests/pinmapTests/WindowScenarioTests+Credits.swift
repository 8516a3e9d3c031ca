import Foundation
import Testing

extension WindowSuites {
    /// Issue 32: the map's credits are never cut and nothing drawn on the map covers its buttons, at 1280, 500 and
    /// 360 points wide. Checked from where the window laid out its widgets and the map drew its credits (the debug
    /// dump's rectangles), not from pixels.
    @Suite(.needsWindow)
    struct CreditsWindowTests {
        static let mapButtons = ["zoom-in", "zoom-out", "zoom-show-all", "show-my-location"]
        /// The offline style's credits (data/catalog.json): too long for a phone-wide map.
        static let offlineCredits = "© OpenStreetMap contributors (ODbL) · GSHHG (LGPL) · Natural Earth · GeoNames (CC BY 4.0)"

        func intersects(_ a: AppSession.Dump.Rect, _ b: AppSession.Dump.Rect) -> Bool {
            a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
                && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
        }

        @Test func creditsAreWholeOrBehindTheInfoButtonAndNeverUnderTheMapButtons() throws {
            let (fixture, first) = try AdwaitaWindowTests.start("credits")
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let window = try display.tool("xdotool", ["search", "--onlyvisible", "--name", "^Pinmap$"])
                .split(separator: "\n").first.map(String.init)
            let id = try #require(window, "the Pinmap window")
            var last = first
            for width in [1280, 500, 360] {
                try display.tool("xdotool", ["windowsize", id, String(width), "700"])
                // Idle too: the map tells the store its new size a frame after the resize, and the check below reads both.
                let dump = try session.waitIdle(for: "the window at \(width) points with its credits placed") { d in
                    // The window may stop above 360 points when its header bar needs more; the checks below say how wide it got.
                    guard let h = d.controls["header-bar"], h.size.width <= max(Double(width) + 2, last.controls["header-bar"].map { $0.size.width - 20 } ?? 0),
                          h.size.width >= Double(width) - 40 else { return false }
                    return (d.controls["attribution"] != nil) != (d.controls["credits-button"] != nil)
                        && Self.mapButtons.allSatisfy { d.controls[$0] != nil }
                }
                last = dump
                let header = try #require(dump.controls["header-bar"])
                #expect(header.size.width <= Double(width) + 2, "the window reached \(header.size.width) points, not \(width)")
                session.screenshot("credits-\(width)")
                let chrome = ["attribution", "credits-button", "offline-badge"].compactMap { name in dump.controls[name].map { (name, $0) } }
                for (name, rect) in chrome {
                    #expect(rect.origin.x >= dump.mapOriginX - 1 && rect.origin.x + rect.size.width <= dump.mapOriginX + dump.viewport.width + 1,
                            "\(name) lies within the map at \(width) points")
                    for button in Self.mapButtons {
                        let b = try #require(dump.controls[button])
                        #expect(!intersects(rect, b), "\(name) \(rect) overlaps \(button) \(b) at \(width) points")
                    }
                }
                if width <= 500 {
                    #expect(dump.controls["credits-button"] != nil, "at \(width) points the long credits collapse into ⓘ")
                } else {
                    #expect(dump.controls["attribution"] != nil, "at \(width) points the credits are drawn whole")
                }
            }
            // At 360 points "ⓘ" shows the credits whole.
            let info = try #require(last.controls["credits-button"])
            try display.click(x: info.center.0, y: info.center.1)
            let open = try session.wait(for: "the credits popover") { $0.visibleTexts.contains(Self.offlineCredits) }
            session.screenshot("credits-360-open")
            #expect(open.visibleTexts.contains(Self.offlineCredits))
            try display.key("Escape")
            session.quit(pointerAt: AdwaitaWindowTests.center(last))
        }
    }
}
