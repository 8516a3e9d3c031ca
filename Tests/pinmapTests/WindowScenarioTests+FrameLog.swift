import Foundation
import Testing

/// PINMAP_FRAME_LOG: the window's frame clock is recorded for either map implementation (tools/frame-times.sh).
extension WindowSuites.WindowScenarioTests {
    @Test(arguments: ["cairo", "shumate"])
    func frameLogRecordsFramesAndOneFirstFrame(mapView: String) throws {
        let fixture = try WindowFixture("frames")
        defer { fixture.stop() }
        let (display, home, session) = (fixture.display, fixture.home, fixture.session)
        let log = home.appendingPathComponent("frames.jsonl")
        let dump = try fixture.launch(["--data", try fixture.places(), "--style", "offline", "--map-view", mapView,
                                       "--center", "60.17,24.94", "--zoom", "14"],
                                      environment: ["PINMAP_FRAME_LOG": log.path, "GSK_RENDERER": "cairo"],
                                      until: "the map") { $0.placesLoaded && $0.viewport.width > 0 }
        let center = (dump.mapOriginX + dump.viewport.width / 2, dump.mapOriginY + dump.viewport.height / 2)
        // A wheel zoom animates, so the clock runs frames after the first.
        _ = try display.tool("xdotool", ["mousemove", "\(Int(center.0))", "\(Int(center.1))", "click", "4"])

        // The log's records of a frame are written in the same after-paint as the one the dump waits for.
        try session.waitPainted(for: "the wheel zoom drawn") { $0.viewport.zoom > dump.viewport.zoom }
        let records = try Self.frameLog(log)

        let frames = records.filter { $0["type"] as? String == "frame" }
        let firsts = records.filter { $0["type"] as? String == "first-frame" }
        #expect(records.allSatisfy { ["frame", "first-frame", "index"].contains($0["type"] as? String) })
        // The bundled places' index reaches the map once it is built: an "index" line names its places.
        #expect(records.filter { $0["type"] as? String == "index" }.allSatisfy { ($0["places"] as? Int ?? 0) > 0 })
        // It says which index: the bundled places are too few for a quick one-level index first.
        #expect(records.filter { $0["type"] as? String == "index" }.allSatisfy { $0["kind"] as? String == "full" })
        #expect(frames.count >= 5, "frames logged: \(frames.count); log: \(session.logTail)")
        let first = try #require(firsts.first, "no first-frame record; log: \(session.logTail)")
        #expect(firsts.count == 1)
        for key in ["counter", "frame_time_us", "update_layout_us", "frame_us", "frame_cpu_us"] {
            #expect(frames.allSatisfy { $0[key] is Int }, "every frame has \(key)")
        }
        let counters = frames.compactMap { $0["counter"] as? Int }
        #expect(counters == counters.sorted() && Set(counters).count == counters.count, "one record per frame, in order")
        #expect(frames.dropFirst().allSatisfy { $0["interval_us"] is Int })
        #expect(frames.contains { $0["paint_us"] is Int })
        #expect(first["renderer"] as? String == "GskCairoRenderer")
        #expect(first["since_process_start_us"] is Int)
        #expect(first["real_time_us"] is Int)
        #expect(first["process_cpu_us"] is Int)
        #expect((first["map_width"] as? Int ?? 0) > 0 && (first["map_height"] as? Int ?? 0) > 0)
        #expect(first["map_x"] is Double || first["map_x"] is Int)
    }

    /// The log's complete lines as JSON objects; a line that is not one fails the test.
    static func frameLog(_ url: URL) throws -> [[String: Any]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()  // after the last newline: empty, or a line still being written
        return try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object, "not a JSON object: \(line)")
        }
    }
}
