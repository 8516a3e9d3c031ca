import Foundation
import Testing

extension WindowSuites {
    /// One Pinmap per session (issue 15) and "Export as Image": a second `pinmap geo:…` hands its link to the
    /// running window over D-Bus and exits; the export action writes what `--render` draws of the same view.
    /// The test starts its own session bus (dbus-daemon) and stops it by PID.
    @Suite(.needsWindowAndBus)
    struct OneInstanceTests {
        @Test func aSecondGeoLinkMovesTheRunningWindowAndExportMatchesRender() throws {
            let fixture = try WindowFixture("one-instance")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)

            let places = try fixture.places()
            let first = try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "15"],
                                           environment: try fixture.busEnvironment(), until: "the first window",
                                           quitInset: 40) { $0.placesLoaded && !$0.pins.isEmpty }

            // The second invocation: its own process, same bus and display.
            let env = try fixture.clientEnvironment()
            let second = try fixture.secondPinmap(["--data", places, "geo:0,0?q=60.168,24.945(Second)"])
            // It hands the link to the running window and exits; a loaded machine may take a while to start it.
            #expect(second.waitForExit(timeout: AppSession.patience), "the second pinmap exits after handing over the link")
            if second.isRunning { second.stop() }

            let moved = try session.wait(for: "the running window at the second link") {
                $0.droppedMarker?.label == "Second" && abs($0.viewport.latitude - 60.168) < 1e-9 && abs($0.viewport.longitude - 24.945) < 1e-9
            }
            #expect(moved.sequence > first.sequence)
            session.screenshot("adw-06-second-link")

            // Export through the app's action (the dialog only picks this path), then --render the same view.
            let exported = home.appendingPathComponent("exported.png")
            try fixture.activate("export-image-to", exported.path)
            // gdbus returns once the action has run, and the action writes the file before it returns.
            #expect(FileManager.default.fileExists(atPath: exported.path), "the exported image")
            let view = try #require(session.dump()).viewport
            let rendered = home.appendingPathComponent("rendered.png")
            let render = try PinmapBinary.run(["--render", rendered.path, "--size", "\(Int(view.width))x\(Int(view.height))",
                                               "--data", places, "--style", "offline", "--center", "\(view.latitude),\(view.longitude)",
                                               "--zoom", "\(view.zoom)", "geo:0,0?q=60.168,24.945(Second)"],
                                              environment: ["XDG_CONFIG_HOME": env["XDG_CONFIG_HOME"]!, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path])
            #expect(render.status == 0, "\(render.stderr)")
            let a = try Data(contentsOf: exported), b = try Data(contentsOf: rendered)
            // A Bool, not `a == b`: on a mismatch Swift Testing diffs the two Data byte by byte, which takes minutes.
            let identical = a == b
            #expect(identical, "the exported PNG equals --render's of the same view (\(a.count) and \(b.count) bytes)")
        }
    }
}
