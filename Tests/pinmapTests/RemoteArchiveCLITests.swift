import Foundation
import Testing

/// `pinmap --tiles http://127.0.0.1:PORT/…` and `pinmap --download-area`, run as the real binary against
/// Tests/MapArchiveTests/Fixtures/range_server.py serving a copy of data/offline.pmtiles.
@Suite(.serialized, .enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct RemoteArchiveCLITests {
    /// The range server, started on an ephemeral loopback port and killed by PID.
    final class Server {
        let process = Process()
        let port: Int
        init(folder: URL) throws {
            let script = PinmapBinary.packageRoot.appendingPathComponent("Tests/MapArchiveTests/Fixtures/range_server.py")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path, "--dir", folder.path]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            var line = Data()
            while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([10]) { line += byte }
            port = Int(String(decoding: line, as: UTF8.self).dropFirst(5)) ?? 0
        }
        func stop() {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        deinit { stop() }
    }

    static let local = PinmapBinary.packageRoot.appendingPathComponent("data/offline.pmtiles")

    func environment(_ dir: URL) -> [String: String] {
        ["XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path, "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path,
         "XDG_DATA_HOME": dir.appendingPathComponent("data").path]
    }

    func render(_ tiles: String, to name: String, in dir: URL, zoom: String = "12", size: String = "400x300") throws -> (PinmapBinary.Result, Data?) {
        let out = dir.appendingPathComponent(name)
        let r = try PinmapBinary.run(["--render", out.path, "--size", size, "--center", "60.17,24.94", "--zoom", zoom,
                                      "--data", try TestData.writePlaces(in: dir), "--tiles", tiles], environment: environment(dir))
        return (r, try? Data(contentsOf: out))
    }

    @Test func aLoopbackURLDrawsTheSamePictureAsTheLocalFileAndAgainFromTheCacheWithTheServerGone() throws {
        let dir = try TestData.folder("remote-tiles"); defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.local, to: dir.appendingPathComponent("offline.pmtiles"))
        let server = try Server(folder: dir); defer { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/ok/offline.pmtiles"
        let (local, localPNG) = try render(Self.local.path, to: "local.png", in: dir)
        let (remote, remotePNG) = try render(url, to: "remote.png", in: dir)
        #expect(local.status == 0 && remote.status == 0, "stderr: \(local.stderr) \(remote.stderr)")
        #expect(localPNG != nil && localPNG == remotePNG, "the same pixels (so the same PNG bytes)")
        server.stop()
        let (cached, cachedPNG) = try render(url, to: "cached.png", in: dir)
        #expect(cached.status == 0, "stderr: \(cached.stderr)")
        #expect(cachedPNG == localPNG, "every tile of the view comes from the disk cache")
    }

    @Test func anUnreachableURLNeverSeenExitsTwoWithTheReason() throws {
        let dir = try TestData.folder("remote-gone"); defer { try? FileManager.default.removeItem(at: dir) }
        let server = try Server(folder: dir)
        let url = "http://127.0.0.1:\(server.port)/ok/offline.pmtiles"
        server.stop()
        let (r, png) = try render(url, to: "x.png", in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("pinmap: --tiles: \(url): server unreachable ("), "stderr: \(r.stderr)")
        #expect(png == nil)
    }

    @Test func downloadAreaWritesACompleteArchiveThatOpensAsAStyle() throws {
        let dir = try TestData.folder("download-area"); defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.local, to: dir.appendingPathComponent("offline.pmtiles"))
        let server = try Server(folder: dir); defer { server.stop() }
        let out = dir.appendingPathComponent("data/pinmap/maps/helsinki.pmtiles")
        let r = try PinmapBinary.run(["--download-area", "24.90,60.15,24.98,60.19", "--zoom", "0-14",
                                      "--from", "http://127.0.0.1:\(server.port)/ok/offline.pmtiles", "--to", out.path],
                                     environment: environment(dir))
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix("Pinmap offline map: 49 tiles at zooms 0–14, about "), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("49/49 tiles"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("wrote \(out.path): "), "stderr: \(r.stderr)")
        server.stop()
        // The maps folder's archive, drawn with the server gone, is the same picture over the area.
        let (fromMaps, mapsPNG) = try render(out.path, to: "maps.png", in: dir, zoom: "14", size: "256x256")
        let (local, localPNG) = try render(Self.local.path, to: "local.png", in: dir, zoom: "14", size: "256x256")
        #expect(fromMaps.status == 0 && local.status == 0, "stderr: \(fromMaps.stderr)")
        #expect(mapsPNG != nil && mapsPNG == localPNG)
    }

    /// A disk that fills mid-download, made by a file-size limit (`ulimit -f`, SIGXFSZ ignored, so a write past it
    /// fails with EFBIG as one past a full disk fails with ENOSPC): the partial download is kept and the message says
    /// so, nothing is at FILE for a style to read, and the same command with room resumes and completes.
    @Test func aDiskThatFillsKeepsThePartialDownloadAndTheSameCommandResumes() throws {
        let binary = try #require(PinmapBinary.url, "pinmap binary not built")
        let dir = try TestData.folder("download-full"); defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.local, to: dir.appendingPathComponent("offline.pmtiles"))
        let server = try Server(folder: dir); defer { server.stop() }
        let out = dir.appendingPathComponent("helsinki.pmtiles")
        let arguments = ["--download-area", "24.50,60.05,25.30,60.40", "--zoom", "0-14",
                         "--from", "http://127.0.0.1:\(server.port)/ok/offline.pmtiles", "--to", out.path]
        // 200 blocks of 512 bytes: 100 KiB, about a sixth of this area's 630 KB of tiles.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 200; exec \"$0\" \"$@\"", binary.path] + arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment(dir) { env[k] = v }
        env.removeValue(forKey: "DISPLAY")
        process.environment = env
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "stderr: \(stderr)")
        #expect(stderr.contains(".part: File too large; the partial download is kept: free space and run the same command again to resume"),
                "stderr: \(stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing half-written where a style would read it")
        let sideFiles = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("helsinki.pmtiles.") }
        #expect(!sideFiles.isEmpty, "the part file and journal kept: \(sideFiles)")

        let again = try PinmapBinary.run(arguments, environment: environment(dir), timeout: 120)
        #expect(again.status == 0, "stderr: \(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func downloadAreaOverTheCapExitsTwoSayingHowToShrinkIt() throws {
        let dir = try TestData.folder("download-cap"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("finland.pmtiles")
        let r = try PinmapBinary.run(["--download-area", "19,59,32,70.1", "--zoom", "0-16", "--from", Self.local.path,
                                      "--to", out.path], environment: environment(dir))
        #expect(r.status == 2)
        #expect(r.stderr == "pinmap: --download-area: the area has 15089959 tiles, more than 100000: make the area smaller or lower the highest zoom to 12 (at most 100000 tiles)\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
