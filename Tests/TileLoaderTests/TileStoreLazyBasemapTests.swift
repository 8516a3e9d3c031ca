import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

/// The Natural Earth basemap named with `readBasemapWhenNeeded` is read only when a tile needs it, and once.
extension MainLoopTests {
    @Suite struct LazyBasemap {
        /// A GeoJSON world whose centre is land (a box from -170 to 170, -80 to 80).
        func worldFile(in h: Harness) throws -> URL {
            let file = h.dir.url.appendingPathComponent("world.geojson")
            try Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Box"},"geometry":{"type":"Polygon","coordinates":[[[-170,-80],[170,-80],[170,80],[-170,80],[-170,-80]]]}}]}"#.utf8)
                .write(to: file)
            return file
        }

        /// A store with the basemap named for later, counting how often it is read.
        func lazyStore(_ h: Harness, reads: Counter) throws -> TileStore {
            let store = h.store()
            store.readBasemapWhenNeeded(from: try worldFile(in: h))
            store.onLazyBasemap = { _ in reads.value += 1 }
            return store
        }

        final class Counter { var value = 0 }

        let offline = MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "")

        @Test func theBasemapIsReadWhenAnOfflineTileFirstNeedsItThenOnce() throws {
            let h = try Harness(); defer { h.finish() }
            let reads = Counter()
            let store = try lazyStore(h, reads: reads)
            // Raster tiles that load need no basemap.
            let t = TileID(z: 2, x: 1, y: 1)
            #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
            #expect(!store.isBasemapLoaded)
            #expect(reads.value == 0)
            // The first offline tile waits for the read and is drawn from it: land, not water only.
            #expect(store.load([TileID(z: 0, x: 0, y: 0)], style: offline, timeout: 5).loaded == [TileID(z: 0, x: 0, y: 0)])
            #expect(store.isBasemapLoaded)
            let px = try #require(store.pieces(for: TileID(z: 0, x: 0, y: 0), style: offline, scaleFactor: 1).first).image.pixel(x: 128, y: 128)
            #expect(px.r > 240, "the basemap's land colour")
            // More tiles, in the window's way (pieces, then the redraw), read nothing again.
            let more = [TileID(z: 1, x: 0, y: 0), TileID(z: 1, x: 1, y: 1), TileID(z: 2, x: 2, y: 1)]
            for m in more { _ = store.pieces(for: m, style: offline, scaleFactor: 1) }
            #expect(spin { more.allSatisfy { store.status(of: $0, style: offline) == .loaded(fresh: true) } })
            #expect(reads.value == 1)
        }

        @Test func tilesAskedWhileTheBasemapIsReadAllWaitForIt() throws {
            let h = try Harness(); defer { h.finish() }
            let reads = Counter()
            let store = try lazyStore(h, reads: reads)
            let tiles = [TileID(z: 1, x: 0, y: 0), TileID(z: 1, x: 1, y: 0), TileID(z: 1, x: 0, y: 1), TileID(z: 1, x: 1, y: 1)]
            for t in tiles { _ = store.pieces(for: t, style: offline, scaleFactor: 1) }
            #expect(tiles.allSatisfy { store.status(of: $0, style: offline) == .loading })
            #expect(spin { tiles.allSatisfy { store.status(of: $0, style: offline) == .loaded(fresh: true) } })
            #expect(reads.value == 1)
            // Every one was drawn with the polygons (no water-only tile kept from before the read).
            for t in tiles {
                let image = try #require(store.pieces(for: t, style: offline, scaleFactor: 1).first?.image)
                #expect(image.pixel(x: t.x == 0 ? 200 : 56, y: t.y == 0 ? 200 : 56).r > 240, "\(t)")
            }
        }

        @Test func aVectorArchiveThatDrawsTheOfflineMapLeavesTheBasemapUnread() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            let reads = Counter()
            let store = try lazyStore(h, reads: reads)
            store.fallbackStyle = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("raster.pmtiles"))
            let t = TileID(z: 1, x: 1, y: 0)
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .http(status: 500))
            let piece = try #require(store.pieces(for: t, style: h.style, scaleFactor: 1).first)
            #expect(piece.isOfflineMap)
            #expect(piece.image.pixel(x: 128, y: 128) == ArchiveFixtures.colour(t), "the archive's tile stands in")
            spin(0.2) { false }
            #expect(!store.isBasemapLoaded)
            #expect(reads.value == 0)
        }

        /// Stand-in reads carry the offline style's id, not the shown one's: retaining only the shown style (as every
        /// frame does) must not drop them, or the offline map would be asked for and dropped for ever.
        @Test func theOfflineStandInArrivesWhileEachFrameRetainsOnlyTheShownStyle() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            let store = try lazyStore(h, reads: Counter())
            store.fallbackStyle = try TileSourceCatalog.tilesStyle(path: ArchiveFixtures.path("raster.pmtiles"))
            let t = TileID(z: 1, x: 1, y: 0)
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .http(status: 500))
            #expect(spin {
                let piece = store.pieces(for: t, style: h.style, scaleFactor: 1).first
                store.retain(only: [t], style: h.style)
                return piece?.isOfflineMap == true
            })
        }

        @Test(arguments: ["missing.pmtiles", "corrupt.pmtiles"])
        func anOfflineArchiveThatCannotDrawFallsBackToTheBasemap(file: String) throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            let path = h.dir.url.appendingPathComponent(file).path
            if file == "corrupt.pmtiles" { try Data("PMTiles".utf8).write(to: URL(fileURLWithPath: path)) }
            let reads = Counter()
            let store = try lazyStore(h, reads: reads)
            store.fallbackStyle = MapStyle(id: "offline", name: "Offline", kind: .vector, urlTemplate: "", attribution: "",
                                           archivePath: path)
            let t = TileID(z: 2, x: 1, y: 1)
            // Headless, as `--render` draws: the stand-in comes from the basemap, read for it.
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .http(status: 500))
            let piece = try #require(store.pieces(for: t, style: h.style, scaleFactor: 1).first)
            #expect(piece.isFallback && piece.isOfflineMap)
            #expect(piece.image.pixel(x: 128, y: 128).r > 240, "the basemap's land colour")
            #expect(store.isBasemapLoaded)
            // The offline style's own tiles, which the archive cannot draw either, stand on it too.
            let own = TileID(z: 2, x: 2, y: 1)
            _ = store.pieces(for: own, style: try #require(store.fallbackStyle), scaleFactor: 1)
            #expect(spin { store.pieces(for: own, style: store.fallbackStyle!, scaleFactor: 1).first?.isOfflineMap == true })
            #expect(reads.value == 1)
        }

        @Test func anUnreadableBasemapIsReportedOnceAndOfflineTilesAreWaterOnly() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            store.readBasemapWhenNeeded(from: h.dir.url.appendingPathComponent("absent.geojson"))
            var results: [Result<[String], BasemapError>] = []
            store.onLazyBasemap = { results.append($0) }
            let t = TileID(z: 0, x: 0, y: 0)
            #expect(store.load([t], style: offline, timeout: 5).loaded == [t])
            _ = store.pieces(for: TileID(z: 1, x: 0, y: 0), style: offline, scaleFactor: 1)
            #expect(spin { store.status(of: TileID(z: 1, x: 0, y: 0), style: offline) == .loaded(fresh: true) })
            #expect(results.count == 1)
            guard case .failure(.unreadable)? = results.first else { Issue.record("expected unreadable, got \(results)"); return }
        }
    }
}
