import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    @Suite struct Fetching {
        let t = TileID(z: 5, x: 17, y: 9)

        @Test func sendsPinmapUserAgentAndNoCacheBusting() throws {
            let h = try Harness(); defer { h.finish() }
            let report = h.store().load([t], style: h.style, timeout: 5)
            #expect(report.loaded == [t])
            let req = try #require(h.server.requests.first)
            #expect(req.headers["user-agent"] == "Pinmap/0.1 (+https://github.com/pinmap/pinmap)")
            #expect(req.headers["cache-control"] == nil && req.headers["pragma"] == nil)
        }

        @Test func decodedImageIsTheServedTile() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            let piece = try #require(store.pieces(for: t, style: h.style, scaleFactor: 1).first)
            #expect(!piece.isFallback)
            let c = TestTileServer.color(for: t)
            let px = piece.image.pixel(x: 10, y: 10)
            #expect(abs(Int(px.r) - Int((c.red * 255).rounded())) <= 1 && abs(Int(px.g) - Int((c.green * 255).rounded())) <= 1)
        }

        @Test func atMostTwoConcurrentConnectionsPerHost() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .slow(0.15)
            let tiles = (0..<8).map { TileID(z: 6, x: $0, y: 3) }
            let report = h.store().load(tiles, style: h.style, timeout: 10)
            #expect(report.loaded.count == 8)
            #expect(h.server.requests.count == 8)
            #expect(h.server.maxInFlight == 2)
            #expect(Set(h.server.requests.map(\.remotePort)).count <= 2)
        }

        @Test func requestsGoNearestFirstInTheOrderAsked() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .slow(0.02)
            // One connection, so arrival order is send order.
            h.config.maxConnectionsPerHost = 1
            let tiles = (0..<6).map { TileID(z: 6, x: 10 + $0, y: 3) }
            h.store().load(tiles, style: h.style, timeout: 10)
            #expect(h.server.requests.map(\.path) == tiles.map(TestTileServer.path))
        }

        @Test func theNewestViewportIsFetchedBeforeOlderOnes() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .slow(0.05)
            h.config.maxConnectionsPerHost = 1
            let store = h.store()
            let old = (0..<4).map { TileID(z: 6, x: $0, y: 9) }
            let new = (10..<12).map { TileID(z: 6, x: $0, y: 9) }
            for t in old { _ = store.pieces(for: t, style: h.style, scaleFactor: 1) }
            store.retain(only: Set(old + new), style: h.style)
            for t in new { _ = store.pieces(for: t, style: h.style, scaleFactor: 1) }
            store.retain(only: Set(old + new), style: h.style)
            #expect(spin(10) { h.server.requests.count == 6 && old.allSatisfy { store.status(of: $0, style: h.style) == .loaded(fresh: true) } })
            // The first old tile was already on the wire; the newer frame's tiles overtake the rest.
            let order = [old[0]] + new + old.dropFirst()
            #expect(h.server.requests.map(\.path) == order.map(TestTileServer.path))
        }

        @Test func arrivalsAskTheViewToRedraw() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            var changes = 0
            store.onChange = { changes += 1 }
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(spin { changes == 1 })
            #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).first?.isFallback == false)
        }

        @Test func loadFetchesTilesAnEarlierRetainDropped() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            store.retain(only: [TileID(z: 1, x: 0, y: 0)], style: h.style)
            #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
        }

        @Test func warmTileIsServedFromMemoryWithoutARequest() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            for _ in 0..<5 { #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).count == 1) }
            store.load([t], style: h.style, timeout: 1)
            MainContext.current().drain()
            #expect(h.server.requests.count == 1)
        }

        @Test func newStoreIsServedFromDiskWithoutARequest() throws {
            let h = try Harness(); defer { h.finish() }
            h.store().load([t], style: h.style, timeout: 5)
            let second = h.store()
            let report = second.load([t], style: h.style, timeout: 5)
            #expect(report.loaded == [t])
            #expect(second.statistics.diskHits == 1)
            #expect(h.server.requests.count == 1)
        }

        @Test func staleTileRevalidatesWithETagAndA304RefreshesIt() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.etag = "\"v1\""
            h.server.cacheControl = "max-age=60"
            h.store().load([t], style: h.style, timeout: 5)
            h.clock.advance(120)
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            // The stale disk copy is shown at once, then revalidated.
            #expect(spin { h.server.requests.count == 2 && store.statistics.notModified == 1 })
            #expect(h.server.requests[1].headers["if-none-match"] == "\"v1\"")
            #expect(store.statistics.responsesOK == 0)
            #expect(store.status(of: t, style: h.style) == .loaded(fresh: true))
            // The refreshed expiry was written to disk: a third store within max-age asks nothing.
            h.clock.advance(30)
            store.ioQueue.sync {}
            let third = h.store()
            #expect(third.load([t], style: h.style, timeout: 5).loaded == [t])
            MainContext.current().drain()
            #expect(h.server.requests.count == 2)
        }

        @Test func lastModifiedIsUsedWhenThereIsNoETag() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.lastModified = "Sun, 06 Nov 2033 08:49:37 GMT"
            h.server.cacheControl = "max-age=10"
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            h.clock.advance(70)
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(spin { store.statistics.notModified == 1 })
            #expect(h.server.requests.last?.headers["if-modified-since"] == "Sun, 06 Nov 2033 08:49:37 GMT")
        }

        @Test func withoutExpiryHeadersTilesStayFreshSevenDays() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.cacheControl = nil
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            h.clock.advance(6 * 86400)
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            MainContext.current().drain()
            #expect(h.server.requests.count == 1)
            h.clock.advance(2 * 86400)
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(spin { h.server.requests.count == 2 })
        }

        @Test func zeroMaxAgeIsRevalidatedAtMostOncePerInterval() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.cacheControl = "no-cache"
            h.server.etag = "\"z\""
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            for _ in 0..<20 {
                _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
                MainContext.current().drain()
            }
            #expect(h.server.requests.count == 1)
            h.clock.advance(61)
            _ = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(spin { h.server.requests.count == 2 })
        }

        @Test func cancelsRequestsForTilesThatLeftTheViewport() throws {
            let h = try Harness(); defer { h.finish() }
            // Slow enough that nothing answers before the cancellation, however loaded the machine.
            h.server.fault = .slow(5)
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 7, x: $0, y: 1) }
            for tile in tiles { _ = store.pieces(for: tile, style: h.style, scaleFactor: 1) }
            store.retain(only: Set(tiles), style: h.style)
            spin(2) { h.server.requests.count >= 2 }
            store.retain(only: [], style: h.style)
            spin(3) { store.statistics.cancelled == 2 }
            spin(0.3) { false }
            // Two were in flight and cancelled; the queued four were never sent.
            #expect(h.server.requests.count == 2)
            #expect(store.statistics.cancelled == 2)
            #expect(tiles.allSatisfy { store.status(of: $0, style: h.style) == .notRequested })
        }

        @Test func retinaTemplatesAskForAt2xOnHiDPI() throws {
            let h = try Harness(); defer { h.finish() }
            let style = rasterStyle(h.server.baseURL + "/{z}/{x}/{y}{r}.png", retina: true)
            let store = h.store()
            store.load([t], style: style, scaleFactor: 2, timeout: 5)
            #expect(h.server.requests.last?.path == "/5/17/9@2x.png")
            #expect(store.pieces(for: t, style: style, scaleFactor: 2).first?.image.width == 512)
            store.load([t], style: style, scaleFactor: 1, timeout: 5)
            #expect(h.server.requests.last?.path == "/5/17/9.png")
        }

        @Test func fileTemplatesReadLocalTiles() throws {
            let h = try Harness(); defer { h.finish() }
            let dir = h.dir.url.appendingPathComponent("local/5/17")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try TestTileServer.png(for: t).write(to: dir.appendingPathComponent("9.png"))
            let style = rasterStyle("file://" + h.dir.url.path + "/local/{z}/{x}/{y}.png")
            let report = h.store().load([t, TileID(z: 5, x: 0, y: 0)], style: style, timeout: 5)
            #expect(report.loaded == [t])
            #expect(report.empty == [TileID(z: 5, x: 0, y: 0)])
        }

        @Test func invalidTemplateFailsEveryTileWithoutNetwork() throws {
            let h = try Harness(); defer { h.finish() }
            let store = h.store()
            let style = rasterStyle("ftp://example.org/{z}/{x}/{y}.png")
            let report = store.load([t], style: style, timeout: 1)
            #expect(report.failed[t] == .invalidTemplate(.unsupportedScheme("ftp")))
            #expect(store.templateError(for: style) == .unsupportedScheme("ftp"))
            #expect(store.statistics.requestsSent == 0)
        }
    }
}
