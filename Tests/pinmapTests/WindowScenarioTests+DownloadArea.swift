import Foundation
import Testing

extension WindowSuites {
    /// Main menu › Download Area… (issue 30) in the real window under Xvfb, through its action with an area and zooms
    /// (`app.download-area-with`, as the dialog's Download does), against range_server.py on loopback: the progress in
    /// the debug dump reaches done, the maps folder holds a complete PMTiles v3 archive and no side files, and the
    /// area is a map style in the side panel at once.
    @Suite(.needsWindowAndBus)
    struct DownloadAreaWindowTests {
        @Test func downloadAreaFetchesTheAreaWithProgressAndTheAreaIsAStyleAtOnce() throws {
            let fixture = try WindowFixture("download-area")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)
            let served = home.appendingPathComponent("served")
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RemoteArchiveCLITests.local, to: served.appendingPathComponent("offline.pmtiles"))
            let server = try RemoteArchiveCLITests.Server(folder: served)
            // The app reads from the server until it quits.
            fixture.afterQuit { server.stop() }
            let url = "http://127.0.0.1:\(server.port)/ok/offline.pmtiles"
            let places = try fixture.places()

            let first = try fixture.launch(["--data", places, "--tiles", url, "--center", "60.17,24.94", "--zoom", "12"],
                                           environment: try fixture.busEnvironment(), until: "the window with the remote archive's style",
                                           quitInset: 40) { $0.placesLoaded && $0.style == "tiles" }
            #expect(first.download == nil)

            try fixture.activate("download-area-with", "24.90,60.15,24.98,60.19 10-13")
            let done = try session.wait(for: "the download done") { $0.download?.state == "done" }
            let download = try #require(done.download)
            #expect(download.total > 0 && download.done == download.total, "progress: \(download.done) of \(download.total)")
            #expect(download.bytes > 0)
            #expect(download.styleID.hasPrefix("maps/") && download.styleID.hasSuffix(".pmtiles"))

            let maps = home.appendingPathComponent("data/pinmap/maps")
            let name = String(download.styleID.dropFirst("maps/".count))
            let archive = try Data(contentsOf: maps.appendingPathComponent(name))
            #expect(archive.prefix(8) == Data("PMTiles".utf8) + Data([3]), "a PMTiles v3 archive")
            let left = try FileManager.default.contentsOfDirectory(atPath: maps.path).sorted()
            #expect(!left.contains { $0.hasSuffix(".part") || $0.hasSuffix(".journal") || $0.hasSuffix(".tmp") }, "\(left)")

            let styled = try session.wait(for: "the area in the style list") { $0.controls["style-" + download.styleID] != nil }
            #expect(styled.style == "tiles", "the shown style stays")
            #expect(styled.visibleTexts.contains("Pinmap offline map"), "the URL's style took the archive's own name once its header came")
            // The same file read by the CLI: a complete archive of the area.
            let info = try PinmapBinary.run(["--tiles", maps.appendingPathComponent(name).path, "--render", home.appendingPathComponent("area.png").path,
                                             "--size", "300x200", "--center", "60.17,24.94", "--zoom", "12", "--data", places],
                                            environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                                                          "XDG_CACHE_HOME": home.appendingPathComponent("cache").path])
            #expect(info.status == 0, "stderr: \(info.stderr)")
        }
    }
}
