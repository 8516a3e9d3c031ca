import Foundation
import Testing

/// `geo:` links with a labelled point: `--render` and the window drop a marker with its label; Escape removes it.
extension WindowSuites.WindowScenarioTests {
    static let meetingForms = ["geo:60.17,24.94?z=16&q=60.17,24.94(Meeting%20point)", "geo:0,0?z=16&q=60.17,24.94(Meeting point)"]

    /// Mean grey difference of two PNGs inside `crop` ("WxH+X+Y"), 0…1.
    static func meanDifference(_ a: URL, _ b: URL, crop: String, display: XDisplay) throws -> Double {
        let mean = try display.tool("convert", [a.path, b.path, "-crop", crop, "+repage", "-compose", "difference", "-composite",
                                                "-colorspace", "gray", "-format", "%[fx:mean]", "info:"])
        return try #require(Double(mean.trimmingCharacters(in: .whitespacesAndNewlines)), "convert said \(mean)")
    }

    /// Mean difference between the window's map area and `rendered` (a `--render` at the map's size), once the app
    /// says a frame of its settled state is painted (the offline tiles are drawn on worker threads after the first
    /// frame). The screenshot is left at `shot`.
    static func windowDifference(from rendered: URL, shot: URL, session: AppSession, display: XDisplay) throws -> Double {
        let dump = try session.waitPainted(for: "the map drawn with its tiles")
        let crop = rendered.deletingLastPathComponent().appendingPathComponent("window-crop.png")
        let area = "\(Int(dump.viewport.width))x\(Int(dump.viewport.height))"
        try maskZoomControls(of: dump, in: [rendered], display: display)
        try display.screenshot(to: shot)
        try display.tool("convert", [shot.path, "-crop", "\(area)+\(Int(dump.mapOriginX))+\(Int(dump.mapOriginY))", "+repage", crop.path])
        try maskZoomControls(of: dump, in: [crop], display: display)
        return try meanDifference(crop, rendered, crop: area + "+0+0", display: display)
    }

    /// The window's on-map buttons (zoom, show my location) are widgets over the map, not part of the rendered
    /// picture: blank each in both.
    static let onMapControls = ["zoom-in", "zoom-out", "zoom-show-all", "show-my-location"]

    /// Whether the dump already reports every on-map button, so each can be masked (under load they are laid out late).
    static func onMapControlsPlaced(_ dump: AppSession.Dump) -> Bool {
        onMapControls.allSatisfy { dump.controls[$0] != nil }
    }

    static func maskZoomControls(of dump: AppSession.Dump, in images: [URL], display: XDisplay) throws {
        try #require(onMapControlsPlaced(dump), "the dump must place every on-map button before they can be masked")
        let rects = onMapControls.compactMap { dump.controls[$0] }
        for r in rects {
            let left = r.origin.x - dump.mapOriginX - 2, top = r.origin.y - dump.mapOriginY - 2
            let right = r.origin.x + r.size.width - dump.mapOriginX + 2, bottom = r.origin.y + r.size.height - dump.mapOriginY + 2
            for image in images {
                try display.tool("convert", [image.path, "-fill", "black", "-draw",
                                             "rectangle \(Int(left)),\(Int(top)) \(Int(right)),\(Int(bottom))", image.path])
            }
        }
    }

    @Test(arguments: meetingForms)
    func renderDrawsTheLabelledMarker(_ uri: String) throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("render-label")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        let common = ["--size", "400x300", "--style", "offline", "--data", try TestData.writePlaces(in: home)]
        let marked = home.appendingPathComponent("marked.png"), plain = home.appendingPathComponent("plain.png")
        let r = try PinmapBinary.run(["--render", marked.path] + common + [uri], environment: env)
        #expect(r.status == 0, "\(uri): \(r.stderr)")
        let p = try PinmapBinary.run(["--render", plain.path] + common + ["geo:60.17,24.94?z=16"], environment: env)
        #expect(p.status == 0, "\(p.stderr)")
        let name = uri.hasPrefix("geo:0,0") ? "30-render-label-zero-path.png" : "30-render-label.png"
        try? FileManager.default.removeItem(at: E2EPaths.screenshots.appendingPathComponent(name))
        try? FileManager.default.copyItem(at: marked, to: E2EPaths.screenshots.appendingPathComponent(name))
        // Above the centre: the pin and the label box; the bottom rows (scale bar, attribution) stay as they were.
        let marker = try Self.meanDifference(marked, plain, crop: "240x110+80+40", display: display)
        #expect(marker > 0.05, "\(uri): the marker area differs by only \(marker)")
        let rest = try Self.meanDifference(marked, plain, crop: "400x100+0+200", display: display)
        #expect(rest < 0.001, "\(uri): the rest differs by \(rest)")
    }

    /// Both map views draw the marker and Escape removes it; the Cairo window also matches `--render` (libshumate
    /// draws its own scale bar and licence and places no vector labels, so it is not compared with it).
    @Test(arguments: ["cairo", "shumate"])
    func windowShowsTheLabelledMarkerAndEscapeRemovesIt(mapView: String) throws {
        let fixture = try WindowFixture("window-label-\(mapView)")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        var dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", Self.meetingForms[1], "--map-view", mapView],
                                      until: "the dropped marker") {
            $0.placesLoaded && $0.droppedMarker != nil && $0.viewport.width > 0 && Self.onMapControlsPlaced($0)
        }
        let marker = try #require(dump.droppedMarker)
        #expect(marker.label == "Meeting point")
        #expect(abs(dump.viewport.latitude - 60.17) < 1e-9 && abs(dump.viewport.longitude - 24.94) < 1e-9, "the q= point wins over 0,0")
        #expect(dump.viewport.zoom == 16)
        let shot = E2EPaths.screenshots.appendingPathComponent("31-window-label-\(mapView).png")
        let w = Int(dump.viewport.width), h = Int(dump.viewport.height)
        if mapView == "cairo" {
            // The window draws what --render draws (polled: the offline tiles are drawn on worker threads).
            let rendered = home.appendingPathComponent("render.png")
            let r = try PinmapBinary.run(["--render", rendered.path, "--size", "\(w)x\(h)", "--data", try TestData.writePlaces(in: home),
                                          "--style", "offline", Self.meetingForms[1]],
                                         environment: ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                                                       "XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
            #expect(r.status == 0, "\(r.stderr)")
            let same = try Self.windowDifference(from: rendered, shot: shot, session: session, display: display)
            #expect(same < 0.002, "window and --render differ by \(same)")
        } else {
            // Tiles and markers arrive over a few frames: let them settle before the picture to compare with.
            try session.waitPainted(for: "a settled window")
            try display.screenshot(to: shot)
        }

        // Escape removes it (wherever the keyboard is: nothing was clicked yet), and the map shows again there.
        try display.key("Escape")
        dump = try session.wait(for: "the marker removed") { $0.droppedMarker == nil }
        let after = E2EPaths.screenshots.appendingPathComponent("32-window-label-removed-\(mapView).png")
        let box = "200x90+\(Int(dump.mapOriginX) + w / 2 - 100)+\(Int(dump.mapOriginY) + h / 2 - 100)"
        // The dump says removed before the frame without it is on screen: wait for that frame, then look.
        try session.waitPainted(for: "the map without the marker")
        try display.screenshot(to: after)
        let gone = try Self.meanDifference(shot, after, crop: box, display: display)
        #expect(gone > 0.05, "the marker area changed by only \(gone) after Escape")
    }
}
