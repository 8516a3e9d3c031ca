import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    /// What the memory cache keeps: a need-sized bound while the map moves, the last frame once it sits still.
    @Suite struct Idle {
        @Test func anIdleTrimKeepsTheLastFramesTilesAndTheirAncestorsOnly() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.idleTrimSeconds = nil
            let store = h.store()
            var trims = 0
            store.onIdleTrim = { trims += 1 }
            let shown = [TileID(z: 6, x: 10, y: 20), TileID(z: 6, x: 11, y: 20)]
            let parent = try #require(shown[0].parent)
            let elsewhere = (0..<4).map { TileID(z: 6, x: 40 + $0, y: 7) }
            for t in elsewhere + [parent] + shown { store.load([t], style: h.style, timeout: 5) }
            store.retain(only: Set(shown), style: h.style)
            #expect(store.memory.count == 7)

            store.trimToLastFrame()
            #expect(trims == 1)
            #expect(store.memory.count == 3)
            for t in shown + [parent] { #expect(store.status(of: t, style: h.style) == .loaded(fresh: true)) }
            for t in elsewhere { #expect(store.status(of: t, style: h.style) == .notRequested) }
            // The next frame is drawn from memory: nothing reloads.
            let requests = h.server.requests.count
            for t in shown { #expect(store.pieces(for: t, style: h.style, scaleFactor: 1).first?.isFallback == false) }
            #expect(h.server.requests.count == requests)
        }

        @Test func theMapGoingStillTrimsOnceAfterTheDelay() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.idleTrimSeconds = 0.05
            let store = h.store()
            var trims = 0
            store.onIdleTrim = { trims += 1 }
            let tiles = (0..<3).map { TileID(z: 5, x: $0, y: 3) }
            for t in tiles { store.load([t], style: h.style, timeout: 5) }
            store.retain(only: [tiles[0]], style: h.style)
            #expect(spin { trims == 1 })
            #expect(store.memory.count == 1)
            // No frame since: no second trim is scheduled.
            _ = spin(0.3) { trims > 1 }
            #expect(trims == 1)
        }

        /// `load` (headless `--render`, tests) waits until every asked-for tile is in memory: before the bound
        /// made room for them, more tiles than the bound holds evicted each other and the wait timed out.
        @Test func loadingMoreTilesThanTheBoundHoldsLoadsThemAll() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.memoryLimitBytes = 2 * 256 * 256 * 4
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 11) }
            let report = store.load(tiles, style: h.style, timeout: 5)
            #expect(report.pending.isEmpty && report.failed.isEmpty)
            #expect(report.loaded.count == 6)
        }

        /// The trim comes the delay after the last frame, not up to twice that (a timer that only re-armed itself
        /// for a whole delay when frames had come meanwhile missed a 15 s idle reading after a pan).
        @Test func framesDuringTheCountdownPostponeTheTrimToTheDelayAfterTheLast() throws {
            let h = try Harness(); defer { h.finish() }
            h.config.idleTrimSeconds = 0.5
            let store = h.store()
            var trims = 0
            var trimmedAt = 0.0
            store.onIdleTrim = { trims += 1; trimmedAt = ProcessInfo.processInfo.systemUptime }
            let tile = TileID(z: 5, x: 1, y: 3)
            store.load([tile], style: h.style, timeout: 5)
            store.retain(only: [tile], style: h.style)
            _ = spin(0.05) { trims > 0 }
            store.retain(only: [tile], style: h.style)
            let lastFrame = ProcessInfo.processInfo.systemUptime
            #expect(spin { trims == 1 })
            // 0.5 s after the last frame; the old timer re-armed for a whole delay and fired about 0.95 s after it.
            #expect(trimmedAt - lastFrame >= 0.49)
            #expect(trimmedAt - lastFrame < 0.85)
        }

        @Test func aLargeViewKeepsTwoViewsWorthOfTiles() throws {
            let h = try Harness(); defer { h.finish() }
            let tileBytes = 256 * 256 * 4
            h.config.memoryLimitBytes = 2 * tileBytes
            let store = h.store()
            let tiles = (0..<6).map { TileID(z: 6, x: $0, y: 5) }
            store.retain(only: Set(tiles), style: h.style)
            #expect(store.memory.limitBytes == 12 * tileBytes)
            store.retain(only: [tiles[0]], style: h.style)
            #expect(store.memory.limitBytes == 2 * tileBytes)
        }
    }
}
