import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    @Suite struct Caches {
        @Test func memoryCacheStaysWithinItsByteBound() throws {
            let h = try Harness(); defer { h.finish() }
            let tileBytes = 256 * 256 * 4
            h.config.memoryLimitBytes = 3 * tileBytes
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 7) }
            for t in tiles { store.load([t], style: h.style, timeout: 5) }
            #expect(store.memory.totalBytes <= 3 * tileBytes)
            #expect(store.memory.count == 3)
            // The most recent three stay; the oldest went first.
            #expect(store.status(of: tiles[5], style: h.style) == .loaded(fresh: true))
            #expect(store.status(of: tiles[0], style: h.style) == .notRequested)
        }

        @Test func poolSparesComeOutOfTheMemoryBudget() throws {
            let h = try Harness(); defer { h.finish() }
            let tileBytes = 256 * 256 * 4
            h.config.memoryLimitBytes = 5 * tileBytes
            h.config.poolSpareBytes = 2 * tileBytes
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 9) }
            for t in tiles { store.load([t], style: h.style, timeout: 5) }
            #expect(store.memory.totalBytes <= 3 * tileBytes, "cache + spares stay within the 5-tile budget")
            #expect(store.memory.count == 3)
        }

        @Test func aViewportLargerThanTheBoundDoesNotThrash() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.memoryLimitBytes = 2 * 256 * 256 * 4
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 5) }
            for t in tiles { _ = store.pieces(for: t, style: h.style, scaleFactor: 1) }
            store.retain(only: Set(tiles), style: h.style)
            #expect(spin { tiles.allSatisfy { store.status(of: $0, style: h.style) == .loaded(fresh: true) } })
            // Every frame after that is served from memory.
            for _ in 0..<3 {
                for t in tiles { #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).first?.isFallback == false) }
                store.retain(only: Set(tiles), style: h.style)
                MainContext.current().drain()
            }
            #expect(h.server.requests.count == 6)
            #expect(store.statistics.diskHits == 0)
            // A small viewport again: back to the configured bound.
            store.retain(only: [tiles[0]], style: h.style)
            #expect(store.memory.totalBytes <= 2 * 256 * 256 * 4)
        }

        @Test func diskCacheStaysWithinItsByteBound() throws {
            let h = try Harness(); defer { h.finish() }
            let fileBytes = TestTileServer.png(for: TileID(z: 6, x: 0, y: 7)).count + 300
            h.config.diskLimitBytes = 4 * fileBytes
            let store = h.store()
            let tiles = (0..<10).map { TileID(z: 6, x: $0, y: 7) }
            for t in tiles { store.load([t], style: h.style, timeout: 5) }
            let dir = TempDir.files(in: h.config.cacheDirectory!)
            let onDisk = dir.reduce(0) { sum, f in
                sum + ((try? FileManager.default.attributesOfItem(atPath: h.config.cacheDirectory!.appendingPathComponent(f).path)[.size] as? Int) ?? 0)
            }
            #expect(onDisk <= h.config.diskLimitBytes)
            #expect(store.disk!.totalBytes == onDisk)
            #expect(dir.count >= 2)
            // The newest tile survived eviction.
            #expect(dir.contains("test/6/9/7"))
            #expect(!dir.contains("test/6/0/7"))
        }

        @Test func cachePathsAndLogsNeverContainTheQueryOrKey() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.faults[TestTileServer.path(TileID(z: 3, x: 1, y: 1))] = .serverError
            let style = MapStyle(id: "../../keyed style", name: "Keyed", urlTemplate: h.server.template + "?apikey=SECRET123&x=1",
                                 attribution: "")
            let store = h.store()
            let report = store.load([TileID(z: 3, x: 1, y: 2), TileID(z: 3, x: 1, y: 1)], style: style, timeout: 5)
            #expect(report.loaded.count == 1 && report.failed.count == 1)
            let files = TempDir.files(in: h.dir.url)
            #expect(!files.isEmpty)
            #expect(files.allSatisfy { !$0.contains("SECRET") && !$0.contains("apikey") && !$0.contains("..") && !$0.contains(" ") })
            #expect(files.allSatisfy { $0.hasPrefix("tiles/") })
            #expect(!h.log.lines.isEmpty)
            #expect(h.log.lines.allSatisfy { !$0.contains("SECRET") })
            // The server did receive the key: only storage and logs are kept clean.
            #expect(h.server.requests.count == 2)
        }

        @Test func aStyleIDWithANewURLDoesNotServeTheOldSourcesTiles() throws {
            let h = try Harness(); defer { h.finish() }
            let t = TileID(z: 3, x: 3, y: 3)
            h.store().load([t], style: h.style, timeout: 5)
            // Same id ("test"), another source: e.g. a second `--tile-url` run, both named "custom".
            let other = rasterStyle(h.server.baseURL + "/v2/{z}/{x}/{y}.png", id: h.style.id)
            let store = h.store()
            #expect(store.load([t], style: other, timeout: 5).loaded == [t])
            #expect(h.server.requests.map(\.path) == ["/3/3/3.png", "/v2/3/3/3.png"])
            // The first source's tile is again a fresh download, not the second's.
            #expect(h.store().load([t], style: h.style, timeout: 5).loaded == [t])
            #expect(h.server.requests.count == 3)
        }

        @Test func missingTileDrawsItsNearestCachedAncestor() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            let parent = TileID(z: 3, x: 2, y: 5)
            store.load([parent], style: h.style, timeout: 5)
            h.server.fault = .serverError
            // Two levels down: the grandchild at (x 3 of 4, y 1 of 4) inside the parent.
            let grandchild = TileID(z: 5, x: 2 * 4 + 3, y: 5 * 4 + 1)
            store.load([grandchild], style: h.style, timeout: 5)
            let pieces = store.pieces(for: grandchild, style: h.style, scaleFactor: 1)
            #expect(pieces.count == 1)
            let p = try #require(pieces.first)
            #expect(p.isFallback)
            #expect(p.source == PixelRect(x: 192, y: 64, width: 64, height: 64))
            #expect(p.destination == PixelRect(x: 0, y: 0, width: 1, height: 1))
        }

        @Test func ancestorsComeFromDiskWhenNotInMemory() throws {
            let h = try Harness(); defer { h.finish() }
            let parent = TileID(z: 3, x: 2, y: 5)
            h.store().load([parent], style: h.style, timeout: 5)
            h.server.fault = .serverError
            let store = h.store()
            let child = TileID(z: 4, x: 5, y: 10)
            store.load([child], style: h.style, timeout: 5)
            #expect(spin { store.pieces(for: child, style: h.style, scaleFactor: 1).first?.isFallback == true })
        }

        @Test func missingTileDrawsItsCachedChildren() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            let tile = TileID(z: 4, x: 3, y: 6)
            store.load(tile.children, style: h.style, timeout: 5)
            h.server.fault = .serverError
            store.load([tile], style: h.style, timeout: 5)
            let pieces = store.pieces(for: tile, style: h.style, scaleFactor: 1)
            #expect(pieces.count == 4)
            #expect(pieces.allSatisfy { $0.isFallback })
            let dests = Set(pieces.map { "\($0.destination.minX),\($0.destination.minY),\($0.destination.size.width)" })
            #expect(dests == ["0.0,0.0,0.5", "0.5,0.0,0.5", "0.0,0.5,0.5", "0.5,0.5,0.5"])
            // Each child image lands in its own quarter.
            let east = try #require(pieces.first { $0.destination.minX == 0.5 && $0.destination.minY == 0 })
            #expect(east.image.pixel(x: 5, y: 5).r == UInt8((TestTileServer.color(for: TileID(z: 5, x: 7, y: 12)).red * 255).rounded()))
        }

        @Test func newBasemapRedrawsOfflineTiles() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            let style = MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "")
            let t = TileID(z: 0, x: 0, y: 0)
            store.load([t], style: style, timeout: 5)
            let water = try #require(store.pieces(for: t, style: style, scaleFactor: 1).first).image.pixel(x: 128, y: 128)
            var changed = false
            store.onChange = { changed = true }
            let world = try [[Coordinate(latitude: -80, longitude: -170), Coordinate(latitude: -80, longitude: 170),
                              Coordinate(latitude: 80, longitude: 170), Coordinate(latitude: 80, longitude: -170)]]
            store.setBasemap(WorldBasemap(polygons: [world]))
            #expect(changed)
            #expect(store.status(of: t, style: style) == .notRequested)
            store.load([t], style: style, timeout: 5)
            #expect(try #require(store.pieces(for: t, style: style, scaleFactor: 1).first).image.pixel(x: 128, y: 128) != water)
        }

        @Test func basemapLoadsInTheBackgroundAndReportsBadFiles() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            let file = h.dir.url.appendingPathComponent("world.geojson")
            try Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Box"},"geometry":{"type":"Polygon","coordinates":[[[-170,-80],[170,-80],[170,80],[-170,80],[-170,-80]]]}},{"type":"Feature","properties":{"name":"Dot"},"geometry":{"type":"Point","coordinates":[0,0]}}]}"#.utf8).write(to: file)
            var result: Result<[String], BasemapError>?
            store.loadBasemap(from: file) { result = $0 }
            #expect(spin { result != nil })
            #expect((try? result?.get())?.count == 1)
            var failure: Result<[String], BasemapError>?
            store.loadBasemap(from: h.dir.url.appendingPathComponent("missing.geojson")) { failure = $0 }
            #expect(spin { failure != nil })
            guard case .failure(.unreadable)? = failure else { Issue.record("expected unreadable"); return }
            // The good basemap stayed: the centre of the world is land.
            let style = MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "")
            store.load([TileID(z: 0, x: 0, y: 0)], style: style, timeout: 5)
            let px = try #require(store.pieces(for: TileID(z: 0, x: 0, y: 0), style: style, scaleFactor: 1).first).image.pixel(x: 128, y: 128)
            #expect(px.r > 240)
        }

        @Test func switchingStylesCancelsTheOldStylesRequests() throws {
            let h = try Harness(); defer { h.finish() }
            // Slow enough that nothing answers before the cancellation, however loaded the machine.
            h.server.fault = .slow(5)
            let store = h.store()
            let other = rasterStyle(h.server.baseURL + "/other/{z}/{x}/{y}.png", id: "other")
            for x in 0..<4 { _ = store.pieces(for: TileID(z: 5, x: x, y: 1), style: h.style, scaleFactor: 1) }
            spin(2) { h.server.requests.count >= 2 }
            store.retain(only: [TileID(z: 5, x: 0, y: 1)], style: other)
            spin(3) { store.statistics.cancelled == 2 }
            spin(0.3) { false }
            #expect(store.statistics.cancelled == 2)
            #expect(h.server.requests.count == 2)
        }

        @Test func tilesOutsideTheWorldAreNeverRequested() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            #expect(store.pieces(for: TileID(z: 2, x: 1, y: 4), style: h.style, scaleFactor: 1).isEmpty)
            #expect(store.pieces(for: TileID(z: 2, x: -1, y: 0), style: h.style, scaleFactor: 1).isEmpty)
            spin(0.2) { false }
            #expect(h.server.requests.isEmpty)
        }

        @Test func failedRasterTilesWithNoStandInShowTheOfflineBasemap() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            let land = try [[Coordinate(latitude: -80, longitude: -170), Coordinate(latitude: -80, longitude: 170),
                             Coordinate(latitude: 80, longitude: 170), Coordinate(latitude: 80, longitude: -170)]]
            let store = h.store(basemap: WorldBasemap(polygons: [land]))
            let t = TileID(z: 2, x: 1, y: 1)
            // While a tile is merely loading, nothing stands in for it.
            #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).isEmpty)
            #expect(spin { store.status(of: t, style: h.style) == .failed(.http(status: 500)) })
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(spin { !store.pieces(for: t, style: h.style, scaleFactor: 1).isEmpty })
            let piece = try #require(store.pieces(for: t, style: h.style, scaleFactor: 1).first)
            #expect(piece.isFallback)
            #expect(piece.image.pixel(x: 128, y: 128).r > 240)  // the basemap's land colour
            // A headless load waits for the stand-ins too.
            let headless = h.store(basemap: WorldBasemap(polygons: [land]))
            let other = TileID(z: 2, x: 2, y: 1)
            #expect(headless.load([other], style: h.style, timeout: 5).failed[other] == .http(status: 500))
            #expect(headless.pieces(for: other, style: h.style, scaleFactor: 1).first?.isFallback == true)
            // Switched off, a failed tile shows nothing.
            h.config.basemapFallback = false
            let plain = h.store(basemap: WorldBasemap(polygons: [land]))
            plain.load([t], style: h.style, timeout: 5)
            spin(0.2) { false }
            #expect(plain.pieces(for: t, style: h.style, scaleFactor: 1).isEmpty)
        }

        @Test func offlineStyleRendersWithoutNetwork() throws {
            let h = try Harness(); defer { h.finish() }
            let land = try [[Coordinate(latitude: -40, longitude: -60), Coordinate(latitude: -40, longitude: 60),
                             Coordinate(latitude: 40, longitude: 60), Coordinate(latitude: 40, longitude: -60)]]
            let store = h.store(basemap: WorldBasemap(polygons: [land]))
            let style = MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "")
            let t = TileID(z: 1, x: 1, y: 1)
            let report = store.load([t], style: style, scaleFactor: 2, timeout: 5)
            #expect(report.loaded == [t])
            let image = try #require(store.pieces(for: t, style: style, scaleFactor: 2).first?.image)
            #expect(image.width == 512)
            #expect(h.server.requests.isEmpty)
            #expect(!store.isOffline(style: style))
            #expect(TempDir.files(in: h.config.cacheDirectory!).isEmpty)
        }
    }
}
