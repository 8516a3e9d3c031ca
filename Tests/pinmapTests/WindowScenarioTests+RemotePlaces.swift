import Foundation
import Testing

/// The window with places from the real server (PostGIS + pygeoapi started here by tools/places-server/start).
extension WindowSuites.WindowScenarioTests {
    @Test func windowShowsPlacesFromTheServerAndAPanLoadsMore() throws {
        let fixture = try WindowFixture("remote-window")
        defer { fixture.stop() }
        let (display, home) = (fixture.display, fixture.home)
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tools/places-server")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-places-server-window").path
        // Below Linux's ephemeral range (32768 on): a port chosen inside it was once taken by an outgoing connection.
        let pgPort = 20_000 + 2 * Int(getpid() % 6_000), httpPort = pgPort + 1
        let environment = ProcessInfo.processInfo.environment
        func script(_ name: String, _ arguments: [String]) throws -> Bool {
            let child = try ChildProcess(executable: "/bin/bash", arguments: [scripts.appendingPathComponent(name).path] + arguments,
                                         environment: environment, logFile: home.appendingPathComponent("\(name).log").path)
            return child.waitForExit(timeout: 900)
        }
        _ = try script("stop", ["--dir", folder])
        let started = try script("start", ["--dir", folder, "--pg-port", "\(pgPort)", "--http-port", "\(httpPort)"])
        // The app reads from the server until it quits.
        fixture.afterQuit { _ = try? script("stop", ["--dir", folder]) }
        let startLog = (try? String(contentsOf: home.appendingPathComponent("start.log"), encoding: .utf8)) ?? ""
        try #require(started && startLog.contains("http://127.0.0.1:\(httpPort)"),
                     "tools/places-server/start could not install or start PostgreSQL + pygeoapi: \(startLog)")

        let session = fixture.session
        let first = try fixture.launch(["--places-url", "http://127.0.0.1:\(httpPort)/collections/places", "--style", "offline",
                                        "--center", "35.68,139.69", "--zoom", "6"],
                                       until: "cities around Tokyo", quitInset: 100) { $0.placesLoaded && ($0.indexPlaceCount ?? 0) > 100 }
        session.screenshot("70-remote-places")
        let mapCenter = (first.mapOriginX + first.viewport.width / 2, first.mapOriginY + first.viewport.height / 2)
        // Drag the map east by most of its width: the view moves west over Korea and China.
        try display.drag(from: mapCenter, by: (first.viewport.width * 0.8, 0))
        let after = try session.wait(for: "more places after the pan", timeout: 60) { ($0.indexPlaceCount ?? 0) > (first.indexPlaceCount ?? 0) }
        session.screenshot("71-remote-places-panned")
        #expect((after.indexPlaceCount ?? 0) > (first.indexPlaceCount ?? 0))
        #expect(after.banner == nil, "no server problem: \(after.banner ?? "")")
    }

    /// A places server that never finishes its collection document no longer holds the window (it waited 30 s, then
    /// exited): the window opens after at most 2 s, with the bundled styles, and the banner says the server is unreachable.
    @Test func aPlacesServerThatNeverFinishesAnAnswerDoesNotHoldTheWindow() throws {
        let fixture = try WindowFixture("remote-slow-loris")
        defer { fixture.stop() }
        let session = fixture.session
        let server = try PythonPlacesServer(arguments: ["-c", PythonPlacesServer.slowLoris])
        // The app reads from the server until it quits.
        fixture.afterQuit { server.stop() }
        let shown = try fixture.launch(["--places-url", "\(server.base)/collections/places", "--style", "offline", "--center", "60.17,24.94", "--zoom", "9"],
                                       until: "the window") { $0.controls["none"] != nil }
        #expect(shown.pins.isEmpty, "no place can have come from a server that sent only spaces")
        // The first box's items hit the whole-response deadline (30 s), and the banner names the server.
        let told = try session.wait(for: "the unreachable banner", timeout: 120) { $0.banner != nil }
        #expect(told.banner?.contains("collections/places is unreachable") == true, "banner: \(told.banner ?? "")")
        session.screenshot("72-remote-places-slow-loris")
    }
}
