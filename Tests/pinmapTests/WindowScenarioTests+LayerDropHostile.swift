import Foundation
import Testing

extension WindowSuites {
    /// Issue 26's bad input, dropped on the real window under Xvfb (through the drop target's own handler, as
    /// `LayerWindowTests` explains): a folder, a 2 GiB sparse file of another kind, a file with no usable place, 50 files
    /// at once, the same file again, and a file deleted while it loads. Each says what happened and the window goes on.
    @Suite(.needsWindowAndBus)
    struct LayerDropHostileWindowTests {
        @Test func badDropsSayWhyAndTheWindowKeepsWorking() throws {
            let fixture = try WindowFixture("layer-drop-hostile")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)
            let first = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--center", "60.17,24.94", "--zoom", "11"],
                                           environment: try fixture.busEnvironment(), until: "the --data places in the index",
                                           quitInset: 40) { $0.placesLoaded && $0.indexPlaceCount != nil }
            func drop(_ paths: [String]) throws { try fixture.activate("drop-files", paths.joined(separator: "\n")) }

            // A folder: no layer, a toast naming it.
            let folder = home.appendingPathComponent("Trips")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try drop([folder.path])
            var d = try session.wait(for: "a toast for the folder") { $0.layerNotice?.hasPrefix("Trips: ") == true }
            #expect(d.layers.count == 1, "notice: \(d.layerNotice ?? "")")

            // 2 GiB of another kind (sparse, so the disk holds nothing): refused by its size, never read.
            let huge = home.appendingPathComponent("disk.img")
            #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: 2 << 30)
            try handle.close()
            try drop([huge.path])
            d = try session.wait(for: "a toast for the 2 GiB file") { $0.layerNotice?.hasPrefix("disk.img: too large") == true }
            #expect(d.layers.count == 1)

            // Text with no place in it.
            let notes = home.appendingPathComponent("notes.txt")
            try Data("shopping: milk, bread\n".utf8).write(to: notes)
            try drop([notes.path])
            d = try session.wait(for: "a toast for notes.txt") { $0.layerNotice?.hasPrefix("notes.txt: ") == true }
            #expect(d.layers.count == 1 && d.indexPlaceCount == first.indexPlaceCount, "nothing else changed: \(d.layerNotice ?? "")")

            // 50 files in one drop: 50 layers, one index over all of them.
            var fifty: [String] = []
            for i in 0..<50 {
                let url = home.appendingPathComponent(String(format: "f%02d.geojson", i))
                try Data(LayerWindowTests.geoJSON([("F\(i)", 60.10 + Double(i) / 500, 24.80 + Double(i) / 200)]).utf8).write(to: url)
                fifty.append(url.path)
            }
            try drop(fifty)
            d = try session.wait(for: "50 layers loaded") { d in d.layers.count == 51 && d.layers.allSatisfy { $0.state == "loaded" } }
            d = try session.wait(for: "one index over the 50 files' places too") { $0.indexPlaceCount == (first.indexPlaceCount ?? 0) + 50 }

            // The same file again, after the map went elsewhere: still one layer, not read again, and the map flies back to it.
            let far = home.appendingPathComponent("far.geojson")
            try Data(LayerWindowTests.geoJSON([("Saana", 69.04, 20.85)]).utf8).write(to: far)
            try drop([far.path])
            d = try session.wait(for: "the map over far.geojson") { $0.layer("far.geojson")?.state == "loaded" && $0.viewport.latitude > 65 }
            let notice = d.layerNotice
            try drop([fifty[0]])
            d = try session.wait(for: "the map back over f00.geojson") { $0.viewport.latitude < 62 }
            #expect(d.layers.filter { $0.name == "f00.geojson" }.count == 1 && d.layers.count == 52)
            #expect(d.layerNotice == notice, "not read again, so no new toast")

            // A file deleted as soon as it is dropped: its open ends either with a toast saying it is not there (deleted
            // before it was read) or as a row saying so (deleted after: the watcher reads it again and finds it gone).
            var csv = "name,latitude,longitude\n"
            for i in 0..<50_000 { csv += "P\(i),\(60 + Double(i % 500) / 1000),\(24 + Double(i / 500) / 1000)\n" }
            let doomed = home.appendingPathComponent("doomed.csv")
            try Data(csv.utf8).write(to: doomed)
            try drop([doomed.path])
            try FileManager.default.removeItem(at: doomed)
            d = try session.wait(for: "doomed.csv missing or refused") { d in
                d.layer("doomed.csv")?.state == "missing" || (d.layer("doomed.csv") == nil && d.layerNotice == "doomed.csv: the file is not there")
            }
            // And the window still takes files.
            let after = home.appendingPathComponent("after.geojson")
            try Data(LayerWindowTests.geoJSON([("Later", 60.18, 24.95)]).utf8).write(to: after)
            try drop([after.path])
            try session.wait(for: "a file dropped afterwards loads") { $0.layer("after.geojson")?.state == "loaded" }
        }
    }
}
