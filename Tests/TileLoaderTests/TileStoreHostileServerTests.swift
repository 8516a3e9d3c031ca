import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

/// Issue 10: what a hostile or broken tile server sends is refused or retried, never decoded whole or cached as good.
extension MainLoopTests {
    @Suite struct HostileServer {
        let t = TileID(z: 5, x: 9, y: 11)

        /// Loads `t` once from a server answering `fault`, and returns why it failed (nil if it did not).
        private func failure(_ fault: TestTileServer.Fault, _ h: Harness) -> TileLoadError? {
            h.server.fault = fault
            let store = h.store()
            let error = store.load([t], style: h.style, timeout: 5).failed[t]
            store.ioQueue.sync {}
            #expect(TempDir.files(in: h.config.cacheDirectory!).isEmpty, "nothing is written to the disk cache")
            return error
        }

        private func reason(_ e: TileLoadError?) -> String { e.map(\.description) ?? "no failure" }

        @Test func imageBombGIFDeclaring30000SquareIsRefusedBeforeDecoding() throws {
            let h = try Harness(); defer { h.finish() }
            #expect(HostileTiles.gif30000.count == 35)
            let why = reason(failure(.body(HostileTiles.gif30000, contentType: "image/png"), h))
            #expect(why.contains("GIF") && why.contains("only PNG, JPEG or WebP"), "\(why)")
        }

        @Test func imageBombSVGDeclaring30000SquareIsRefusedBeforeDecoding() throws {
            let h = try Harness(); defer { h.finish() }
            #expect(HostileTiles.svg30000.count <= 120)
            let why = reason(failure(.body(HostileTiles.svg30000, contentType: "image/svg+xml"), h))
            #expect(why.contains("SVG") && why.contains("only PNG, JPEG or WebP"), "\(why)")
        }

        @Test func imageBombJPEGWithFrameAfter64KiBIsRefusedBeforeDecoding() throws {
            let h = try Harness(); defer { h.finish() }
            let bomb = HostileTiles.jpegWithLateFrame(width: 30000, height: 30000)
            #expect(bomb.count > 128 * 1024)
            let why = reason(failure(.body(bomb, contentType: "image/jpeg"), h))
            #expect(why.contains("30000×30000"), "\(why)")
        }

        @Test func imageBombWebPDeclaringHugeCanvasIsRefusedBeforeDecoding() throws {
            let h = try Harness(); defer { h.finish() }
            let why = reason(failure(.body(HostileTiles.webpCanvas(width: 30000, height: 30000), contentType: "image/webp"), h))
            #expect(why.contains("30000×30000"), "\(why)")
        }

        @Test func truncatedPNGIsNotCachedAsGoodAndIsAskedForAgain() throws {
            let h = try Harness(); defer { h.finish() }
            let png = TestTileServer.png(for: t)
            // Everything but the IEND chunk, with a Content-Length that matches what is sent.
            let why = reason(failure(.body(png.prefix(png.count - 12), contentType: "image/png"), h))
            #expect(why.contains("truncated"), "\(why)")
            try expectAskedAgain(h)
        }

        @Test func bodyLongerThanContentLengthIsNotCachedAsGood() throws {
            let h = try Harness(); defer { h.finish() }
            let png = TestTileServer.png(for: t)
            let head = "Content-Type: image/png\r\nContent-Length: \(png.count - 12)\r\n"
            #expect(failure(.raw(headers: head, body: png), h) != nil)
            try expectAskedAgain(h)
        }

        /// A second store (nothing on disk) asks the server again, and a good answer is then shown and cached.
        private func expectAskedAgain(_ h: Harness) throws {
            let before = h.server.requests.count
            h.server.fault = nil
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
            #expect(h.server.requests.count == before + 1)
            store.ioQueue.sync {}
            #expect(TempDir.files(in: h.config.cacheDirectory!).count == 1)
        }

        @Test func notFoundIsNotCachedAsEmptyForSevenDays() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .notFound
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).empty == [t])
            store.ioQueue.sync {}
            #expect(TempDir.files(in: h.config.cacheDirectory!).isEmpty, "a 404 is never written to disk")
            // Shown as "no tile here" for a short while without asking again…
            h.clock.advance(60)
            #expect(store.load([t], style: h.style, timeout: 1).empty == [t])
            #expect(h.server.requests.count == 1)
            // …then asked again, so a tile added on the server appears within minutes, not a week.
            h.clock.advance(10 * 60)
            h.server.fault = nil
            #expect(store.load([t], style: h.style, timeout: 5).loaded == [t])
            #expect(h.server.requests.count == 2)
        }

        @Test func notFoundWithAMonthLongMaxAgeIsKeptAtMostADay() throws {
            let h = try Harness(); defer { h.finish() }
            h.server.fault = .notFoundCaching("max-age=2592000")
            let store = h.store()
            #expect(store.load([t], style: h.style, timeout: 5).empty == [t])
            h.clock.advance(23 * 3600)
            store.load([t], style: h.style, timeout: 1)
            #expect(h.server.requests.count == 1, "the server's lifetime is honoured up to a day")
            h.clock.advance(3600 + 1)
            store.load([t], style: h.style, timeout: 5)
            #expect(h.server.requests.count == 2)
        }

        @Test func negativeContentLengthIsAFailedTileWithoutGLibWarnings() throws {
            let h = try Harness(); defer { h.finish() }
            let png = TestTileServer.png(for: t)
            var error: TileLoadError?
            let stderr = capturingStandardError {
                error = failure(.raw(headers: "Content-Type: image/png\r\nContent-Length: -5\r\n", body: png), h)
            }
            #expect(reason(error).contains("Content-Length"), "\(reason(error))")
            #expect(!stderr.contains("GLib") && !stderr.contains("CRITICAL") && !stderr.contains("WARNING"), "\(stderr)")
        }

        @Test func smallPNGAndJPEGTilesStillLoad() throws {
            let h = try Harness(); defer { h.finish() }
            let jpegTile = TileID(z: 5, x: 1, y: 1)
            h.server.faults[TestTileServer.path(jpegTile)] = .body(HostileTiles.smallJPEG, contentType: "image/jpeg")
            let store = h.store()
            #expect(store.load([t, jpegTile], style: h.style, timeout: 5).loaded.count == 2)
            store.ioQueue.sync {}
            #expect(TempDir.files(in: h.config.cacheDirectory!).count == 2)
        }
    }
}
