import Foundation
import Testing

extension WindowSuites {
    /// Issue 32: the header's and the map's icon buttons stay readable in the light, dark and high-contrast styles
    /// (libadwaita's own high contrast, forced with ADW_DEBUG_HIGH_CONTRAST as GNOME's setting turns it on).
    @Suite(.needsWindow)
    struct ContrastWindowTests {
        /// The darkest and lightest luma in the middle half of a button: the icon against the button's own face.
        static func lumaRange(of rect: AppSession.Dump.Rect, in shot: URL, display: XDisplay) throws -> (low: Int, high: Int) {
            let x = Int(rect.origin.x), y = Int(rect.origin.y), w = Int(rect.size.width), h = Int(rect.size.height)
            let inner = "\(w / 2)x\(h / 2)+\(x + w / 4)+\(y + h / 4)"
            let text = try display.tool("convert", [shot.path, "-crop", inner, "+repage", "-colorspace", "Gray", "-format",
                                                    "%[fx:int(255*minima.r)] %[fx:int(255*maxima.r)]", "info:"])
            let v = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard v.count == 2 else { throw E2EError.tool("cannot read \(inner): \(text)") }
            return (v[0], v[1])
        }

        @Test(arguments: [("prefer-light", "0"), ("prefer-dark", "0"), ("prefer-light", "1"), ("prefer-dark", "1")])
        func iconButtonsAreReadableInEveryStyle(scheme: String, highContrast: String) throws {
            let name = "contrast-\(scheme)-hc\(highContrast)"
            let (fixture, dump) = try AdwaitaWindowTests.start(name, environment: [
                "ADW_DEBUG_COLOR_SCHEME": scheme, "ADW_DEBUG_HIGH_CONTRAST": highContrast])
            defer { fixture.stop() }
            let (display, home, session) = (fixture.display, fixture.home, fixture.session)
            let settled = try session.waitPainted(for: "a settled window")
            let shot = E2EPaths.screenshots.appendingPathComponent(name + ".png")
            try display.screenshot(to: shot)
            for control in ["panel-toggle", "zoom-in", "zoom-out", "zoom-show-all", "show-my-location"] {
                let rect = try #require(settled.controls[control], "\(control) is in the dump")
                let seen = try Self.lumaRange(of: rect, in: shot, display: display)
                // The map's buttons are dark on-map (OSD) buttons in every style, so only the gap is checked, not its
                // direction. 4.5:1 is WCAG's bar for text; a luma gap of 110 of 255 is well past it for greys.
                #expect(seen.high - seen.low >= 110, "\(control) in \(name): icon and face \(seen.low)…\(seen.high)")
            }
        }
    }
}
