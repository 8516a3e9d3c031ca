import Foundation
import Testing

/// Issue 10: `--render OUT` writes only a new or regular file (or stdout for "-"), never through a link, FIFO, device or directory. Run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLIRenderOutputTests {
    @Test func renderRefusesASymlinkAtOUTAndLeavesItAndItsTargetUntouched() throws {
        let dir = try TestData.folder("out-symlink"); defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: target)
        let link = dir.appendingPathComponent("map.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let r = try CLIRun.render(to: link.path, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("symbolic link"), "stderr: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target) == Data("keep me".utf8))
    }

    @Test func renderRefusesAFIFOAtOUTAndLeavesItAFIFO() throws {
        let dir = try TestData.folder("out-fifo"); defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("map.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let r = try CLIRun.render(to: fifo.path, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("FIFO"), "stderr: \(r.stderr)")
        #expect(CLIRun.fileType(fifo.path) == S_IFIFO)
    }

    @Test func renderRefusesADirectoryAtOUTAndLeavesItsContents() throws {
        let dir = try TestData.folder("out-dir"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png", isDirectory: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: out.appendingPathComponent("file"))
        let r = try CLIRun.render(to: out.path, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("directory"), "stderr: \(r.stderr)")
        #expect(CLIRun.fileType(out.path) == S_IFDIR)
        #expect(try Data(contentsOf: out.appendingPathComponent("file")) == Data("inside".utf8))
    }

    @Test func renderToDashWritesThePNGOnStdout() throws {
        let dir = try TestData.folder("out-dash"); defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRun.renderBytes(to: "-", in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    }

    @Test func renderReplacesAnExistingRegularFileWithThePNG() throws {
        let dir = try TestData.folder("out-regular"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("map.png")
        try Data("old".utf8).write(to: out)
        let r = try CLIRun.render(to: out.path, in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(try Data(contentsOf: out).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // Nothing but the PNG and the places file is left behind (no temp files).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["map.png", "places.geojson"])
    }

    @Test func renderIntoAMissingFolderNamesOUTAndLeavesNothing() throws {
        let dir = try TestData.folder("out-missing"); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("no/such/folder/map.png").path
        let r = try CLIRun.render(to: out, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot write \(out): No such file or directory"), "stderr: \(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["places.geojson"])
    }
}
