import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

/// The archives tools/archive-fixtures/make.py wrote for MapArchiveTests, and the colour it gave each raster tile.
enum ArchiveFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MapArchiveTests/Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// make.py's colour(z, x, y).
    static func colour(_ t: TileID) -> RGBA8 {
        if t.z == 2 && t.y == 3 { return RGBA8(r: 20, g: 60, b: 200, a: 255) }
        return RGBA8(r: UInt8((40 + 70 * t.z) % 256), g: UInt8((30 + 60 * t.x) % 256), b: UInt8((50 + 50 * t.y) % 256), a: 255)
    }

    static var rasterTiles: [TileID] {
        (0...2).flatMap { z in (0..<(1 << z)).flatMap { x in (0..<(1 << z)).map { y in TileID(z: z, x: x, y: y) } } }
    }
}

/// A stand-in for the vector renderer: records what it was asked and returns a tile-sized surface and one label.
final class RecordingRasterizer: VectorTileRasterizing, @unchecked Sendable {
    struct Call { var bytes: Int; var dataTile: TileID; var drawTile: TileID; var scale: Int }
    private let lock = NSLock()
    private var storage: [Call] = []
    var calls: [Call] { lock.lock(); defer { lock.unlock() }; return storage }

    func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        lock.lock(); storage.append(Call(bytes: data.count, dataTile: dataTile, drawTile: drawTile, scale: scale)); lock.unlock()
        let label = LabelCandidate(text: "Helsinki \(drawTile)", placement: .point(PixelPoint(x: 128, y: 128)), fontSize: 12,
                                   color: RGBColor(red: 0, green: 0, blue: 0), haloColor: RGBColor(red: 1, green: 1, blue: 1),
                                   haloWidth: 1, priority: 1)
        return (try Surface(width: 256 * scale, height: 256 * scale), [label])
    }
}

/// A rasterizer whose first call waits (up to a minute, the test's failure) for a second call to start beside it.
final class RendezvousRasterizer: VectorTileRasterizing, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var most = 0
    private let second = DispatchSemaphore(value: 0)
    var mostAtOnce: Int { lock.lock(); defer { lock.unlock() }; return most }

    func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        lock.lock(); inside += 1; most = max(most, inside); let first = inside == 1; lock.unlock()
        if first { _ = second.wait(timeout: .now() + 60) } else { second.signal() }
        lock.lock(); inside -= 1; lock.unlock()
        return (try Surface(width: 256 * scale, height: 256 * scale), [])
    }
}

/// Records how many tiles it draws at once; a tile waits up to `patience` for another to start beside it.
final class OverlapRasterizer: VectorTileRasterizing, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var most = 0
    private var drawn = 0
    private let other = DispatchSemaphore(value: 0)
    private let patience: Double
    init(patience: Double) { self.patience = patience }
    var mostAtOnce: Int { lock.lock(); defer { lock.unlock() }; return most }
    var tilesDrawn: Int { lock.lock(); defer { lock.unlock() }; return drawn }

    func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        lock.lock(); inside += 1; most = max(most, inside); let alone = inside == 1; lock.unlock()
        if alone { _ = other.wait(timeout: .now() + patience) } else { other.signal() }
        lock.lock(); inside -= 1; drawn += 1; lock.unlock()
        return (try Surface(width: 256 * scale, height: 256 * scale), [])
    }
}

extension MainLoopTests {
    @Suite struct Archives {
        func store(_ log: LogSink = LogSink()) -> TileStore {
            var config = TileStoreConfiguration(cacheDirectory: nil)
            config.log = { log.append($0) }
            return TileStore(configuration: config)
        }

        func centrePixel(_ store: TileStore, _ tile: TileID, _ style: MapStyle) -> RGBA8? {
            guard let image = store.pieces(for: tile, style: style, scaleFactor: 1).first?.image else { return nil }
            return image.pixel(x: image.width / 2, y: image.height / 2)
        }

        @Test(arguments: ["raster.pmtiles", "raster-leaves.pmtiles", "raster.mbtiles"])
        func rasterArchiveTilesDrawTheirFixtureColours(file: String) throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path(file))
            #expect(style.kind == .raster && style.archivePath != nil && style.zoomRange == 0...2)
            let store = store()
            let tiles = ArchiveFixtures.rasterTiles
            let report = store.load(tiles, style: style, timeout: 10)
            #expect(report.loaded.count == tiles.count, "\(report)")
            for tile in tiles { #expect(centrePixel(store, tile, style) == ArchiveFixtures.colour(tile), "\(tile)") }
        }

        @Test func aTileTheArchiveLacksIsEmptyWithoutRetry() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("raster.pmtiles"))
            let store = store()
            let deeper = TileID(z: 3, x: 1, y: 1)
            #expect(store.load([deeper], style: style, timeout: 5).empty == [deeper])
            #expect(store.status(of: deeper, style: style) == .empty)
        }

        @Test func vectorTilesGoToTheRasterizerWithTheAncestorPastMaxZoom() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("vector.pmtiles"))
            #expect(style.kind == .vector && style.maxZoom == 22)
            let store = store()
            let rasterizer = RecordingRasterizer()
            store.vectorRasterizer = rasterizer
            let atMax = TileID(z: 5, x: 18, y: 9)
            let deeper = TileID(z: 7, x: 73, y: 37)   // inside 5/18/9
            #expect(store.load([atMax, deeper], style: style, scaleFactor: 2, timeout: 10).loaded.count == 2)
            let calls = rasterizer.calls.sorted { $0.drawTile.z < $1.drawTile.z }
            #expect(calls.map(\.drawTile) == [atMax, deeper])
            #expect(calls.map(\.dataTile) == [atMax, atMax], "past max zoom the data comes from the ancestor")
            #expect(calls.allSatisfy { $0.scale == 2 && $0.bytes > 0 })
            #expect(store.pieces(for: deeper, style: style, scaleFactor: 2).first?.image.width == 512)
            let labels = try #require(store.labels(for: deeper, style: style, scaleFactor: 2))
            #expect(labels.tile == deeper && labels.candidates.map(\.text) == ["Helsinki 7/73/37"])
            // Asked again, the tile is drawn from memory: no second rasterisation.
            store.load([deeper], style: style, scaleFactor: 2, timeout: 5)
            #expect(rasterizer.calls.count == 2)
        }

        /// Issue 27's archive soak: a leaf bomb's tiles, queued and then left for another style, were each still read
        /// (seconds and 150 MB apiece). Reads not yet started when their style is no longer shown are skipped.
        @Test func queuedArchiveReadsOfAStyleNoLongerShownAreSkipped() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("vector.pmtiles"))
            let other = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("raster.pmtiles"))
            let store = store()
            let rasterizer = RecordingRasterizer()
            store.vectorRasterizer = rasterizer
            // Every worker busy until released, so the reads below are still queued when the style changes.
            let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
            let workers = store.workQueue.queueCount
            for _ in 0..<workers { store.workQueue.async { started.signal(); release.wait() } }
            for _ in 0..<workers { started.wait() }
            let tiles = [TileID(z: 5, x: 18, y: 9), TileID(z: 7, x: 73, y: 37)]
            for t in tiles { _ = store.pieces(for: t, style: style, scaleFactor: 1) }
            #expect(tiles.allSatisfy { store.status(of: $0, style: style) == .loading })
            store.retain(only: [TileID(z: 0, x: 0, y: 0)], style: other)
            for _ in 0..<workers { release.signal() }
            store.workQueue.sync()
            #expect(rasterizer.calls.isEmpty, "no read ran for the style no longer shown")
            #expect(store.statistics.cancelled == tiles.count)
            #expect(tiles.allSatisfy { store.status(of: $0, style: style) != .loading })
            // Shown again, they are read.
            #expect(store.load(tiles, style: style, timeout: 10).loaded.count == tiles.count)
            #expect(rasterizer.calls.count == tiles.count)
        }

        /// Issue 29, round 6: a cold frame's vector tiles are decoded and painted on two workers at once, not one
        /// after another (the frame's wall time is its CPU time shared by the cores).
        @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "needs two cores"))
        func aFramesVectorTilesAreRasterisedOnTwoWorkersAtOnce() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("vector.pmtiles"))
            let store = store()
            #expect(store.rasterWorkers >= 2)
            let rasterizer = RendezvousRasterizer()
            store.vectorRasterizer = rasterizer
            let tiles = [TileID(z: 5, x: 18, y: 9), TileID(z: 7, x: 73, y: 37)]
            #expect(store.load(tiles, style: style, timeout: 60).loaded.count == tiles.count)
            #expect(rasterizer.mostAtOnce == 2, "the second tile was not painted while the first was")
        }

        /// The window's launch: until its first frame the store draws on one core fewer, so the frame it cannot
        /// put tiles in yet gets a core of its own; every tile still arrives. Then it uses every worker again.
        @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "needs two cores"))
        func untilTheFirstFrameTilesAreDrawnOnOneCoreFewer() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("vector.pmtiles"))
            let store = store()
            let workers = store.rasterWorkers
            store.leaveACoreUntilFirstFrame()
            #expect(store.workQueue.usableCount == workers - 1)
            // Alone on its worker, a tile waits half a second for a second that cannot start beside it.
            let held = OverlapRasterizer(patience: workers - 1 >= 2 ? 60 : 0.5)
            store.vectorRasterizer = held
            let tiles = [TileID(z: 5, x: 18, y: 9), TileID(z: 7, x: 73, y: 37)]
            #expect(store.load(tiles, style: style, timeout: 60).loaded.count == tiles.count)
            #expect(held.tilesDrawn == tiles.count)
            #expect(held.mostAtOnce == min(tiles.count, workers - 1), "with \(workers) workers, one core is left to the window")

            store.firstFrameShown()
            #expect(store.workQueue.usableCount == workers)
            let released = OverlapRasterizer(patience: 60)
            store.replaceVectorRasterizer(released)
            #expect(store.load(tiles, style: style, timeout: 60).loaded.count == tiles.count)
            #expect(released.mostAtOnce == 2, "the second tile was not drawn while the first was")
        }

        @Test func vectorTilesWithoutARasterizerAreEmptyPlaceholders() throws {
            let context = PrivateContext(); defer { context.end() }
            let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("vector.mbtiles"))
            let store = store()
            let tile = TileID(z: 5, x: 18, y: 9)
            #expect(store.load([tile], style: style, timeout: 5).empty == [tile])
            #expect(store.pieces(for: tile, style: style, scaleFactor: 1).isEmpty)
            #expect(store.labels(for: tile, style: style, scaleFactor: 1) == nil)
        }

        @Test func aBrokenArchiveFailsItsTilesWithTheReasonLoggedOnce() throws {
            let context = PrivateContext(); defer { context.end() }
            let dir = TempDir(); defer { dir.cleanup() }
            let path = dir.url.appendingPathComponent("broken.pmtiles").path
            try Data("PMTiles\u{3}short".utf8).write(to: URL(fileURLWithPath: path))
            let style = MapStyle(id: "broken", name: "Broken", kind: .raster, urlTemplate: "", attribution: "", archivePath: path)
            let log = LogSink()
            let store = store(log)
            let tiles = [TileID(z: 0, x: 0, y: 0), TileID(z: 1, x: 0, y: 0), TileID(z: 1, x: 1, y: 0)]
            let report = store.load(tiles, style: style, timeout: 5)
            #expect(report.failed.count == 3)
            #expect(report.failed[tiles[0]] == .file("\(path): truncated: 13 bytes, a PMTiles header needs 127"))
            #expect(log.lines.count == 1, "\(log.lines)")
            #expect(store.templateError(for: style) == nil, "an archive style has no URL template to be wrong")
        }
    }
}

@Suite struct ArchiveStyleTests {
    @Test func archivesInTheMapsFolderBecomeStylesAndABadOneIsReportedAndSkipped() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let fm = FileManager.default
        try fm.copyItem(atPath: ArchiveFixtures.path("raster.pmtiles"), toPath: dir.url.appendingPathComponent("world.pmtiles").path)
        try fm.copyItem(atPath: ArchiveFixtures.path("vector.mbtiles"), toPath: dir.url.appendingPathComponent("helsinki.mbtiles").path)
        try Data("not sqlite at all".utf8).write(to: dir.url.appendingPathComponent("bad.mbtiles"))
        try Data("notes".utf8).write(to: dir.url.appendingPathComponent("README.txt"))
        let found = TileSourceCatalog.folderStyles(in: dir.url)
        #expect(found.styles.map(\.id) == ["maps/helsinki.mbtiles", "maps/world.pmtiles"])
        #expect(found.styles.map(\.name) == ["Fixture vector", "Fixture raster"])
        #expect(found.styles.map(\.kind) == [.vector, .raster])
        let bad = dir.url.appendingPathComponent("bad.mbtiles").path
        #expect(found.warnings == ["\(bad): not a map archive (neither PMTiles nor MBTiles by its first bytes); file ignored"])
    }

    @Test func aMissingMapsFolderHasNoStylesAndNoProblems() {
        let found = TileSourceCatalog.folderStyles(in: URL(fileURLWithPath: "/nonexistent/pinmap/maps"))
        #expect(found.styles.isEmpty && found.problems.isEmpty)
    }

    @Test func mapsFolderFollowsXDGDataHome() {
        #expect(TileSourceCatalog.mapsDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path == "/data/pinmap/maps")
        #expect(TileSourceCatalog.mapsDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]).path
            == "/home/a/.local/share/pinmap/maps")
        #expect(TileSourceCatalog.mapsDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/pinmap/maps")
    }

    @Test func htmlAttributionsBecomePlainText() {
        #expect(TileSourceCatalog.plainText(#"<a href="https://openstreetmap.org">&copy; OpenStreetMap</a> contributors"#)
            == "© OpenStreetMap contributors")
        #expect(TileSourceCatalog.plainText("Plain & simple") == "Plain & simple")
    }

    @Test func archiveStylesPassTheStyleChecks() throws {
        let style = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("raster.mbtiles"))
        #expect(TileSourceCatalog.problem(with: style) == nil)
        #expect(style.name == "Fixture raster MBTiles" && style.attribution == "Pinmap test fixture")
    }
}
