import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    @Suite struct Faults {
        let t = TileID(z: 4, x: 8, y: 5)

        // A 404's lifetime and its absence from disk: HostileServer.notFoundIsNotCachedAsEmptyForSevenDays.
        @Test func notFoundIsEmpty() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .notFound
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).empty == [t])
            #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).isEmpty)
        }

        @Test func goneIsAlsoEmpty() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .gone
            #expect(h.store().load([t], style: h.style, timeout: 5).empty == [t])
        }

        @Test func serverErrorsBackOffExponentiallyWithACap() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            h.config.breaker.threshold = 100
            h.config.retry.maximumDelay = 4
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .http(status: 500))
            // Delays 1, 2, 4, 4 s: asking before each passes sends nothing.
            for (delay, expected) in [(1.0, 2), (2.0, 3), (4.0, 4), (4.0, 5)] {
                h.clock.advance(delay - 0.5)
                store.load([t], style: h.style, timeout: 1)
                #expect(h.server.requests.count == expected - 1)
                h.clock.advance(0.5)
                store.load([t], style: h.style, timeout: 5)
                #expect(h.server.requests.count == expected)
            }
        }

        @Test func timeoutIsRetriedLikeAServerError() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.requestTimeoutSeconds = 1
            h.server.fault = .slow(4)
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .timedOut)
            h.server.fault = nil
            h.clock.advance(1)
            #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
        }

        @Test func tooManyRequestsHonoursRetryAfterForTheWholeServer() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .tooManyRequests(retryAfter: "120")
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .rateLimited(retryAfterSeconds: 120))
            h.server.fault = nil
            let other = TileID(z: 4, x: 9, y: 5)
            h.clock.advance(119)
            let held = store.load([t, other], style: h.style, timeout: 1)
            #expect(held.failed[other] == .rateLimited(retryAfterSeconds: 1))
            #expect(h.server.requests.count == 1)
            h.clock.advance(1)
            #expect(store.load([t, other], style: h.style, timeout: 5).loaded.count == 2)
            #expect(h.server.requests.count == 3)
        }

        @Test func retryAfterZeroStillBacksOff() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .tooManyRequests(retryAfter: "0")
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .rateLimited(retryAfterSeconds: 1))
            for _ in 0..<10 { _ = store.pieces(for: t, style: h.style, scaleFactor: 1); MainContext.current().drain() }
            #expect(h.server.requests.count == 1)
        }

        @Test func retryAfterAsAnHTTPDate() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .tooManyRequests(retryAfter: "Fri, 15 Jan 2027 08:00:30 GMT")
            let clock = ManualClock(CachePolicy.httpDate("Fri, 15 Jan 2027 08:00:00 GMT")!)
            let store = TileStore(configuration: h.config, clock: clock.tileClock)
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .rateLimited(retryAfterSeconds: 30))
        }

        @Test func repeatedFailuresMarkTheStyleOfflineAndOnlyProbesGoOut() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .serverError
            h.config.breaker.threshold = 3
            h.config.breaker.probeInterval = 10
            let store = h.store()
            var changes = 0
            store.onChange = { changes += 1 }
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 20) }
            store.load(tiles, style: h.style, timeout: 5)
            // Two were already in flight when the third failure opened the breaker.
            #expect(store.isOffline(style: h.style))
            #expect(changes >= 1)
            let sent = h.server.requests.count
            #expect(sent <= 4)
            #expect(store.status(of: tiles[5], style: h.style) == .failed(.serverOffline))
            h.clock.advance(5)
            store.load(tiles, style: h.style, timeout: 1)
            #expect(h.server.requests.count == sent)
            // After the interval exactly one probe goes; it fails, so the next interval doubles.
            h.clock.advance(6)
            store.load(tiles, style: h.style, timeout: 5)
            #expect(h.server.requests.count == sent + 1)
            h.clock.advance(11)
            store.load(tiles, style: h.style, timeout: 1)
            #expect(h.server.requests.count == sent + 1)
            // The server recovers: the next probe succeeds and the style is online again.
            h.server.fault = nil
            h.clock.advance(10)
            store.load(tiles, style: h.style, timeout: 5)
            #expect(!store.isOffline(style: h.style))
            h.clock.advance(300)
            #expect(store.load(tiles, style: h.style, timeout: 5).loaded.count == tiles.count)
        }

        @Test func unreachableServerGoesOfflineAndKeepsStaleTiles() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.cacheControl = "max-age=60"
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 30) }
            h.store().load([tiles[0]], style: h.style, timeout: 5)
            // Nothing listens on the port any more: connections are refused.
            h.server.stop()
            h.clock.advance(3600)
            h.config.breaker.threshold = 3
            let store = h.store()
            let report = store.load(tiles, style: h.style, timeout: 5)
            #expect(store.isOffline(style: h.style))
            #expect(report.loaded == [tiles[0]])
            #expect(store.status(of: tiles[0], style: h.style) == .loaded(fresh: false))
            guard case .network? = report.failed[tiles[1]] else { Issue.record("expected a network error"); return }
            #expect(store.statistics.requestsSent <= 4)
        }

        @Test func truncatedBodyIsAnErrorNotACrash() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .truncated
            let report = h.store().load([t], style: h.style, timeout: 5)
            #expect(report.failed[t] != nil)
            #expect(TempDir.files(in: h.config.cacheDirectory!).isEmpty)
        }

        @Test func nonImageBodyIsAnErrorAndIsNotCached() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .notImage
            let store = h.store()
            guard case .undecodable? = store.load([t], style: h.style, timeout: 5).failed[t] else {
                Issue.record("expected an undecodable failure"); return
            }
            #expect(TempDir.files(in: h.config.cacheDirectory!).isEmpty)
        }

        @Test func oversizedBodyIsRejected() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.maxResponseBytes = 64 * 1024
            h.server.fault = .oversized(200 * 1024)
            let report = h.store().load([t], style: h.style, timeout: 5)
            #expect(report.failed[t] == .tooLarge(limit: 64 * 1024))
        }

        @Test func oversizedChunkedBodyIsCutOffWhileReading() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.maxResponseBytes = 64 * 1024
            h.server.fault = .oversizedChunked(512 * 1024)
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).failed[t] == .tooLarge(limit: 64 * 1024))
            #expect(store.statistics.bytesDownloaded == 0)
        }

        @Test func everyFaultLeavesTheStoreWorking() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.requestTimeoutSeconds = 1
            h.config.maxResponseBytes = 32 * 1024
            h.config.breaker.threshold = 1000
            let faults: [TestTileServer.Fault] = [.notFound, .gone, .serverError, .slow(4), .truncated, .notImage,
                                                  .oversized(100_000), .oversizedChunked(100_000), .tooManyRequests(retryAfter: "x")]
            let tiles = faults.indices.map { TileID(z: 8, x: $0, y: 8) }
            for (tile, fault) in zip(tiles, faults) { h.server.faults[TestTileServer.path(tile)] = fault }
            let healthy = TileID(z: 8, x: 100, y: 8)
            let store = h.store()
            // The 429 goes last: it rightly holds back everything after it.
            let report = store.load([healthy] + tiles, style: h.style, timeout: 8)
            #expect(report.isComplete)
            #expect(report.loaded == [healthy])
            #expect(report.empty.count == 2)
            #expect(report.failed.count == faults.count - 2)
        }

        @Test func staleTilesAreServedWhenTheServerFails() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.cacheControl = "max-age=60"
            h.store().load([t], style: h.style, timeout: 5)
            h.server.fault = .serverError
            h.clock.advance(3600)
            let store = h.store()
            store.load([t], style: h.style, timeout: 5)
            #expect(spin { h.server.requests.count == 2 && store.statistics.failures == 1 })
            #expect(store.status(of: t, style: h.style) == .loaded(fresh: false))
            let pieces = store.pieces(for: t, style: h.style, scaleFactor: 1)
            #expect(pieces.count == 1 && pieces[0].isFallback == false)
        }

        @Test func corruptDiskFileIsDiscardedAndRefetched() throws {
            let h = try Harness(); defer { h.finish() }
            let first = h.store()
            first.load([t], style: h.style, timeout: 5)
            let file = first.disk!.fileURL(for: TileKey(styleID: h.style.id, tile: t))
            let original = try Data(contentsOf: file)
            // Truncated, then bit-flipped, then garbage: each is caught and healed by one new request.
            let damages: [Data] = [original.prefix(original.count - 100), flip(original, at: original.count - 10), Data("junk".utf8)]
            for (i, damaged) in damages.enumerated() {
                try damaged.write(to: file)
                let store = h.store()
                #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
                #expect(store.statistics.diskCorrupt == 1)
                #expect(h.server.requests.count == i + 2)
                guard case .hit(let body, _) = store.disk!.read(TileKey(styleID: h.style.id, tile: t)) else {
                    Issue.record("the refetched tile was not stored again"); continue
                }
                #expect(body == TestTileServer.png(for: t))
            }
        }

        private func flip(_ d: Data, at i: Int) -> Data {
            var d = d
            d[d.startIndex + i] ^= 0xff
            return d
        }
    }
}

extension TempDir {
    static func files(in url: URL) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return e.compactMap { $0 as? String }.filter {
            var dir: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path, isDirectory: &dir) && !dir.boolValue
        }
    }
}
