import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Hostile styles.json and data files through the real binary: a message naming the file, never a crash or a hang.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct HostileFilesCLITests {
    /// A config folder whose pinmap/styles.json holds `text`.
    private func configFolder(stylesJSON text: String, in dir: URL) throws -> URL {
        let config = dir.appendingPathComponent("config", isDirectory: true)
        try FileManager.default.createDirectory(at: config.appendingPathComponent("pinmap"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: config.appendingPathComponent("pinmap/styles.json"))
        return config
    }

    /// Issue 10: `[null]`, `[7]`, `["s"]`, `[true]` as styles.json killed `--render` (and the app) with SIGILL.
    @Test func renderWithNonObjectStylesEntriesExitsZeroAndSaysWhy() throws {
        let dir = try TestData.folder("styles-garbage"); defer { try? FileManager.default.removeItem(at: dir) }
        let config = try configFolder(stylesJSON: #"[null, 7, "s", true, {}, [[[]]], {"a":1}]"#, in: dir)
        let out = dir.appendingPathComponent("map.png")
        let r = try PinmapBinary.run(["--render", out.path, "--size", "64x48", "--style", "offline",
                                      "--center", "60.17,24.94", "--zoom", "14", "--data", try TestData.writePlaces(in: dir)],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": config.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
        let styles = config.appendingPathComponent("pinmap/styles.json").path
        #expect(r.stderr.contains("\(styles): style [0]: null, not an object; skipped"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [1]: a number, not an object; skipped"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [2]: a string, not an object; skipped"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [3]: a boolean, not an object; skipped"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [4]: missing 'id'; skipped"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [5]: an array, not an object; skipped"), "stderr: \(r.stderr)")
    }

    /// Issue 10: `--style X` for a style styles.json rejected said only "unknown --style".
    @Test func styleRejectedFromStylesFileSaysWhyItWasRejected() throws {
        let dir = try TestData.folder("styles-rejected"); defer { try? FileManager.default.removeItem(at: dir) }
        let config = try configFolder(stylesJSON: #"""
            [{"id":"fine","name":"Fine","urlTemplate":"https://ok.example/{z}/{x}/{y}.png","attribution":""},
             {"id":"topo","name":"Topo","urlTemplate":"https://x.example/tiles.png","attribution":""}]
            """#, in: dir)
        let r = try PinmapBinary.run(["--render", dir.appendingPathComponent("n.png").path, "--size", "5x5", "--style", "topo"],
                                     environment: ["XDG_CACHE_HOME": dir.path, "XDG_CONFIG_HOME": config.path])
        #expect(r.status == 2)
        let styles = config.appendingPathComponent("pinmap/styles.json").path
        #expect(r.stderr.contains("--style \"topo\""), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(styles): style [1] 'topo':"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("{z}"), "stderr: \(r.stderr)")
    }

    /// Issue 10: a FIFO as the data file said "You don't have permission" (and opening it could block forever).
    @Test func checkDataOnAFIFOSaysNotARegularFileAndDoesNotHang() throws {
        let dir = try TestData.folder("check-fifo"); defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("places.geojson")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Killed after 20 s: a hang shows as a SIGTERM status, not as a stuck suite.
        let r = try PinmapBinary.run(["--check-data", fifo.path], timeout: 20)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("\(fifo.path): cannot be read: not a regular file (it is a FIFO)"), "stderr: \(r.stderr)")
    }

    @Test func checkDataOnADirectorySaysIsADirectory() throws {
        let dir = try TestData.folder("check-dir"); defer { try? FileManager.default.removeItem(at: dir) }
        let r = try PinmapBinary.run(["--check-data", dir.path], timeout: 20)
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(dir.path): cannot be read: it is a directory"), "stderr: \(r.stderr)")
    }
}
