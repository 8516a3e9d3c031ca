import Foundation
import MapArchive
import MapCore
import Testing
@testable import TileLoader

/// `AreaDownloader` from the bundled archive (a file, and served by range_server.py): a valid, clustered,
/// deduplicated PMTiles v3 holding exactly the source's tiles of the area; resumable; locked; restarted on a new ETag.
@Suite(.serialized, .enabled(if: RangeServer.python != nil, "python3 is not installed"))
struct AreaDownloadTests {
    /// Central Helsinki.
    static let area = GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.19)

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("area-download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Every planned tile reads the same from the download as from the source, and the header says what it should.
    func expectFaithful(_ out: URL, plan: DownloadPlan) throws {
        let written = try PMTilesArchive(path: out.path)
        let source = try PMTilesArchive(path: RemoteArchiveTests.local.path)
        #expect(written.header.clustered)
        #expect(written.header.minZoom == plan.zooms.lowerBound && written.header.maxZoom == plan.zooms.upperBound)
        #expect(abs(written.header.bounds.west - plan.bounds.west) < 1e-6 && abs(written.header.bounds.north - plan.bounds.north) < 1e-6)
        #expect(written.info.name == source.info.name && written.info.attribution == source.info.attribution)
        for id in plan.tileIDs {
            let tile = try #require(HilbertTileID.tile(for: id))
            #expect(try written.tileData(for: tile) == source.tileData(for: tile), "\(tile)")
        }
    }

    @Test func aDownloadFromAFileIsAValidClusteredArchiveOfTheAreasTiles() throws {
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let plan = try DownloadPlan(bounds: Self.area, zooms: 0...14)
        let out = dir.appendingPathComponent("helsinki.pmtiles")
        let summary = try AreaDownloader(plan: plan, from: RemoteArchiveTests.local.path, to: out).run()
        #expect(summary.tiles + summary.missing == plan.count)
        try expectFaithful(out, plan: plan)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["helsinki.pmtiles", "helsinki.pmtiles.area.json", "helsinki.pmtiles.lock"], "no journal, part or temp file is left")
        // Written bytes against the tiles' own: directories and metadata add little.
        #expect(Double(summary.fileBytes) <= Double(summary.storedBytes) * 1.05 + 16_384)
        #expect(summary.storedBytes <= summary.tileBytes, "duplicates stored once")
    }

    @Test(.enabled(if: AreaDownloadTests.pythonPMTiles, "PyPI pmtiles is not installed (pip install pmtiles==3.8.1)"))
    func pyPIPMTilesReadsTheDownloadTileForTile() throws {
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let plan = try DownloadPlan(bounds: Self.area, zooms: 8...14)
        let out = dir.appendingPathComponent("helsinki.pmtiles")
        _ = try AreaDownloader(plan: plan, from: RemoteArchiveTests.local.path, to: out).run()
        let script = """
        import sys
        from pmtiles.reader import Reader, MmapSource, all_tiles
        with open(sys.argv[1], 'rb') as f, open(sys.argv[2], 'rb') as g:
            r, src = Reader(MmapSource(f)), Reader(MmapSource(g))
            h = r.header()
            assert h['clustered'] and h['min_zoom'] == 8 and h['max_zoom'] == 14, h
            assert r.metadata()['name'] == src.metadata()['name']
            n = 0
            for (z, x, y), data in all_tiles(r.get_bytes):
                assert src.get(z, x, y) == data, (z, x, y)
                n += 1
            print(n)
        """
        let (status, output) = try Self.python(["-c", script, out.path, RemoteArchiveTests.local.path])
        #expect(status == 0, "\(output)")
        #expect(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 0, "\(output)")
    }

    @Test func moreThanTheCapIsRefusedBeforeAnythingIsFetchedSayingHowToShrink() {
        #expect(throws: DownloadError.tooManyTiles(count: 241_214_031, hint: "make the area smaller or lower the highest zoom to 12 (at most 100000 tiles)")) {
            _ = try DownloadPlan(bounds: GeoBounds(west: 19, south: 59, east: 32, north: 70.1), zooms: 0...18)
        }
    }

    @Test func aCancelledRemoteDownloadResumesWithoutFetchingItsTilesAgain() throws {
        let (server, dir) = try RemoteArchiveTests.serve(); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let plan = try DownloadPlan(bounds: Self.area, zooms: 0...14)
        let out = dir.appendingPathComponent("maps/helsinki.pmtiles")
        let url = server.url("ok", "offline.pmtiles")
        var batches = 0
        #expect(throws: DownloadError.cancelled) {
            let first = AreaDownloader(plan: plan, from: url, to: out)
            first.batchSize = 8
            _ = try first.run(isCancelled: { batches += 1; return batches > 3 })
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing half-written where a style would read it")
        let before = try server.stats().ranges
        var resumedFrom = -1
        let summary = try AreaDownloader(plan: plan, from: url, to: out).run(progress: { p in
            if resumedFrom < 0 { resumedFrom = p.resumedFrom }
        })
        #expect(resumedFrom == 24, "three batches of eight were kept")
        let fetched = try server.stats().ranges - before
        let beforeWhole = try server.stats().ranges
        _ = try AreaDownloader(plan: plan, from: url, to: dir.appendingPathComponent("whole.pmtiles")).run()
        let whole = try server.stats().ranges - beforeWhole
        // Neighbouring tiles come in one request, so the resumed run (25 tiles left) needs fewer than the whole (49).
        #expect(fetched < whole, "resumed \(fetched) requests, whole \(whole)")
        #expect(summary.tiles + summary.missing == plan.count)
        try expectFaithful(out, plan: plan)
    }

    @Test func anETagChangeInTheMiddleRestartsTheAreaCleanly() throws {
        let (server, dir) = try RemoteArchiveTests.serve(flipAfter: 12); defer { server.stop(); try? FileManager.default.removeItem(at: dir) }
        let plan = try DownloadPlan(bounds: Self.area, zooms: 0...14)
        let out = dir.appendingPathComponent("helsinki.pmtiles")
        let summary = try AreaDownloader(plan: plan, from: server.url("etagflip", "offline.pmtiles"), to: out).run()
        #expect(summary.restarts == 1)
        try expectFaithful(out, plan: plan)
    }

    @Test func neighbouringRangesAreMergedUpToTheCap() {
        let merged = AreaDownloader.merge([(100, 10), (0, 50), (50, 50), (200_000, 5), (110, 5)])
        #expect(merged.map(\.offset) == [0, 200_000] && merged.map(\.length) == [115, 5])
        let big = AreaDownloader.merge([(0, UInt64(AreaDownloader.mergeCap)), (UInt64(AreaDownloader.mergeCap), 1)])
        #expect(big.count == 2, "never past the cap")
    }

    @Test func aSecondDownloadToTheSameFileIsRefusedWhileTheFirstHoldsTheLock() throws {
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("helsinki.pmtiles")
        let held = try DownloadLock(destination: out)
        let plan = try DownloadPlan(bounds: Self.area, zooms: 0...10)
        #expect(throws: DownloadError.busy("another download is writing \(out.path) (it holds \(out.path).lock); wait for it to finish")) {
            _ = try AreaDownloader(plan: plan, from: RemoteArchiveTests.local.path, to: out).run()
        }
        withExtendedLifetime(held) {}
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    static let pythonPMTiles: Bool = (try? python(["-c", "import pmtiles.reader"]).status) == 0

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let python = RangeServer.python else { throw RangeServerError("python3 is not installed") }
        let p = Process()
        p.executableURL = python
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
