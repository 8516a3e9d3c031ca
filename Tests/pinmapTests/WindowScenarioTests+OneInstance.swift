import Foundation
import Testing

/// One Pinmap per session (issue 15) and "Export as Image": a second `pinmap geo:…` hands its link to the
/// running window over D-Bus and exits; the export action writes what `--render` draws of the same view.
/// The test starts its own session bus (dbus-daemon) and stops it by PID.
@Suite(.serialized, .enabled(if: XDisplay.isAvailable && XDisplay.which("dbus-daemon") != nil && XDisplay.which("gdbus") != nil,
                             "needs the pinmap binary, Xvfb tools, dbus-daemon and gdbus (tools/deps.sh --test)"))
struct OneInstanceTests {
    @Test func aSecondGeoLinkMovesTheRunningWindowAndExportMatchesRender() throws {
        let display = try XDisplay()
        defer { display.stop() }
        let home = try TestData.folder("one-instance")
        defer { try? FileManager.default.removeItem(at: home) }
        let bus = try SessionBus(in: home)
        defer { bus.stop() }
        let busAddress = bus.address

        let places = try TestData.writePlaces(in: home)
        let session = try AppSession(display: display, home: home)
        let busEnvironment = ["DBUS_SESSION_BUS_ADDRESS": busAddress]
        try session.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "15"], environment: busEnvironment)
        let first = try session.wait(for: "the first window") { $0.placesLoaded && !$0.pins.isEmpty }
        defer { session.quit(pointerAt: (first.mapOriginX + 40, first.mapOriginY + 40)) }

        // The second invocation: its own process, same bus and display.
        let env = bus.clientEnvironment(display: display, home: home)
        let binary = try #require(PinmapBinary.url)
        let second = try ChildProcess(executable: binary.path, arguments: ["--data", places, "geo:0,0?q=60.168,24.945(Second)"],
                                      environment: env, logFile: home.appendingPathComponent("second.log").path)
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
        let call = Process()
        call.executableURL = try #require(XDisplay.which("gdbus"))
        call.arguments = ["call", "--session", "--dest", "io.github.pinmap.Pinmap", "--object-path", "/io/github/pinmap/Pinmap",
                          "--method", "org.gtk.Actions.Activate", "export-image-to", "[<'\(exported.path)'>]", "{}"]
        call.environment = env
        call.standardOutput = FileHandle.nullDevice
        try call.run()
        call.waitUntilExit()
        #expect(call.terminationStatus == 0)
        #expect(Poll.until { FileManager.default.fileExists(atPath: exported.path) }, "the exported image")
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
