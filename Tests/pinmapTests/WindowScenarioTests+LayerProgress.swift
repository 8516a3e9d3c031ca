import Foundation
import Testing

extension WindowSuites {
    /// A layer whose file takes over 300 ms to read shows a spinner in its row (issue 26), gone when it has loaded.
    @Suite(.needsWindowAndBus)
    struct LayerProgressWindowTests {
        @Test func aSlowLoadShowsASpinnerInItsRowUntilItHasLoaded() throws {
            let fixture = try WindowFixture("layer-progress")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)
            let places = try fixture.places()
            // 1,000,000 rows: reading them takes seconds in a debug build, far over the spinner's 300 ms.
            var csv = "name,latitude,longitude\n"
            csv.reserveCapacity(40_000_000)
            for i in 0..<1_000_000 { csv += "P\(i),\(60 + Double(i % 1000) / 1000),\(24 + Double(i / 1000) / 1000)\n" }
            let big = home.appendingPathComponent("big.csv")
            try Data(csv.utf8).write(to: big)

            try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "11"],
                               environment: try fixture.busEnvironment(), until: "the bundled places", quitInset: 40) { $0.placesLoaded }
            try fixture.activate("open-file", big.path)
            let slow = try session.wait(for: "a spinner in big.csv's row") { $0.controls["layer-spinner-big.csv"] != nil }
            #expect(slow.layer("big.csv")?.state == "loading", "the spinner shows only while loading")
            // The dump can be written once for the store's change before the panel reports its controls again.
            let done = try session.wait(for: "big.csv loaded, its spinner gone") { d in
                d.layer("big.csv")?.state == "loaded" && d.controls["layer-spinner-big.csv"] == nil
            }
            #expect(done.layer("big.csv")?.count == 1_000_000)
        }
    }
}
