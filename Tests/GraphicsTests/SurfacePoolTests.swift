import Dispatch
import Foundation
import Testing
import MapCore
@testable import Graphics

@Suite struct SurfacePoolTests {
    private static let tileBytes = 256 * 256 * 4

    private func paint(_ s: Surface, _ c: RGBColor) {
        let canvas = Canvas(surface: s)
        canvas.clear(c)
    }

    @Test func bufferIsReusedAfterItsSurfaceDies() throws {
        let pool = SurfacePool(maxSpareBytes: 4 << 20)
        var first: Surface? = try Surface(width: 256, height: 256, pool: pool)
        let address = first!.pixelAddress
        #expect(first!.isPooled)
        paint(first!, RGBColor(red: 1, green: 0, blue: 0))
        first = nil
        #expect(pool.statistics.kept == 1 && pool.statistics.spareBuffers == 1 && pool.statistics.liveBuffers == 0)
        let second = try Surface(width: 256, height: 256, pool: pool)
        let s = pool.statistics
        #expect(second.pixelAddress == address)
        #expect(s.allocated == 1 && s.reused == 1 && s.spareBuffers == 0 && s.liveBuffers == 1)
        // A reused buffer is transparent again unless the caller opts out.
        #expect(second.pixel(x: 10, y: 200) == RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(second.byteCount == Self.tileBytes)
    }

    @Test func surfaceStillReferencedIsNeverHandedOutAgain() throws {
        let pool = SurfacePool(maxSpareBytes: 8 << 20)
        var cache: [Int: Surface] = [:]
        for i in 0..<4 {
            let s = try Surface(width: 256, height: 256, pool: pool)
            paint(s, RGBColor(red: 0, green: 0, blue: Double(i + 1) / 4))
            cache[i] = s
        }
        // A renderer frame still holds tile 2 after the cache drops everything.
        let held = cache[2]!
        let heldAddress = held.pixelAddress
        cache.removeAll()
        #expect(pool.statistics.spareBuffers == 3 && pool.statistics.liveBuffers == 1)
        var fresh: [Surface] = []
        for _ in 0..<8 {
            let s = try Surface(width: 256, height: 256, cleared: false, pool: pool)
            paint(s, RGBColor(red: 0, green: 1, blue: 0))
            fresh.append(s)
        }
        #expect(!fresh.contains { $0.pixelAddress == heldAddress })
        #expect(Set(fresh.map(\.pixelAddress)).count == 8)
        #expect(pool.statistics.reused == 3 && pool.statistics.allocated == 9)
        for (x, y) in [(0, 0), (128, 128), (255, 255)] {
            #expect(held.pixel(x: x, y: y) == RGBA8(r: 0, g: 0, b: 191, a: 255))
        }
    }

    @Test func spareBoundIsRespected() throws {
        let pool = SurfacePool(maxSpareBytes: 3 * Self.tileBytes)
        var live = try (0..<10).map { _ in try Surface(width: 256, height: 256, pool: pool) }
        #expect(pool.statistics.liveBuffers == 10)
        live.removeAll()
        var s = pool.statistics
        #expect(s.spareBuffers == 3 && s.spareBytes == 3 * Self.tileBytes && s.kept == 3 && s.freed == 7 && s.liveBuffers == 0)
        pool.maxSpareBytes = Self.tileBytes
        s = pool.statistics
        #expect(s.spareBuffers == 1 && s.spareBytes == Self.tileBytes && s.freed == 9)
        pool.trim()
        #expect(pool.statistics.spareBuffers == 0 && pool.statistics.spareBytes == 0)
        // A 512-px buffer alone exceeds this bound, so it is unmapped, not kept.
        _ = try Surface(width: 512, height: 512, pool: pool)
        #expect(pool.statistics.spareBuffers == 0 && pool.statistics.freed == 11)
    }

    @Test func oddSizesBypassThePool() throws {
        let pool = SurfacePool()
        let odd = try Surface(width: 300, height: 200, pool: pool)
        let wide = try Surface(width: 256, height: 128, pool: pool)
        let unpooled = try Surface(width: 256, height: 256, pool: nil)
        let big = try Surface(width: 512, height: 512, pool: pool)
        #expect(!odd.isPooled && !wide.isPooled && !unpooled.isPooled)
        #expect(big.isPooled && big.byteCount == 512 * 512 * 4)
        let s = pool.statistics
        #expect(s.bypassed == 2 && s.allocated == 1 && s.liveBuffers == 1)
        #expect(odd.pixel(x: 299, y: 199) == RGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func disabledPoolGivesCairoOwnedPixels() throws {
        let pool = SurfacePool()
        pool.isEnabled = false
        let off = try Surface(width: 256, height: 256, pool: pool)
        pool.isEnabled = true
        let on = try Surface(width: 256, height: 256, pool: pool)
        #expect(!off.isPooled && on.isPooled)
        #expect(pool.statistics.bypassed == 1 && pool.statistics.allocated == 1)
    }

    @Test func concurrentAllocateAndReleaseKeepCountsConsistent() throws {
        let pool = SurfacePool(maxSpareBytes: 6 * Self.tileBytes)
        let threads = 6, rounds = 150
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            var keep: [Surface] = []
            for r in 0..<rounds {
                let side = (t + r) % 5 == 0 ? 512 : 256
                guard let s = try? Surface(width: side, height: side, cleared: false, pool: pool) else { failures.add(); continue }
                let c = RGBColor(red: Double(t) / Double(threads), green: 0.5, blue: 1)
                Canvas(surface: s).clear(c)
                keep.append(s)
                if keep.count > 3 { keep.removeFirst() }
                // Another thread reusing a live buffer would repaint it.
                if let oldest = keep.first, oldest.pixel(x: 7, y: 7) != s.pixel(x: 7, y: 7) { failures.add() }
            }
        }
        let s = pool.statistics
        #expect(failures.value == 0)
        #expect(s.liveBuffers == 0)
        #expect(s.allocated + s.reused == threads * rounds)
        #expect(s.kept + s.freed == threads * rounds)
        #expect(s.spareBytes <= s.maxSpareBytes && s.allocated - s.freed == s.spareBuffers)
        #expect(s.reused > 0)
    }

    @Test func decodedTilesComeFromTheSharedPool() throws {
        let src = try Surface(width: 256, height: 256, pool: nil)
        paint(src, RGBColor(red: 0.2, green: 0.4, blue: 0.6))
        let decoded = try ImageDecoder.decode(try src.pngData())
        #expect(decoded.isPooled)
        #expect(decoded.pixel(x: 100, y: 100) == src.pixel(x: 100, y: 100))
        let small = try ImageDecoder.decode(try Surface(width: 16, height: 16).pngData())
        #expect(!small.isPooled)
    }
}

/// A counter several threads add to.
private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.withLock { n += 1 } }
    var value: Int { lock.withLock { n } }
}
