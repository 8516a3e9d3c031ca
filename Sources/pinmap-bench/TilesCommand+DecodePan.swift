import Dispatch
import Foundation
import Graphics
import MapCore
import TileLoader

/// The decode path's memory figure: downloaded or disk-cached tiles are PNGs decoded off the main thread, not rendered.
extension TilesCommand {
    /// Decodes `tiles` distinct PNG tiles, 40 at a time on the worker threads, into a 64 MiB memory cache, and reports memory.
    static func decodePan(tiles: Int, png: Data) -> [String: Any] {
        let limit = 64 << 20
        let cache = MemoryTileCache(limitBytes: limit)
        let before = TilesCommand.currentRSSMiB()
        let poolBefore = SurfacePool.shared.statistics
        var done = 0
        var failures = 0
        let ms = BenchClock.milliseconds {
            while done < tiles {
                let n = min(40, tiles - done)
                let batch = DecodedBatch(count: n)
                DispatchQueue.concurrentPerform(iterations: n) { i in batch.set(i, try? ImageDecoder.decode(png)) }
                for (i, image) in batch.images.enumerated() {
                    if image == nil { failures += 1 }
                    let tile = TileID(z: 12, x: (done + i) % 4096, y: (done + i) / 4096)
                    cache.insert(.init(image: image, expires: .distantFuture), for: TileKey(styleID: "decode", tile: tile))
                }
                done += n
            }
        }
        let pool = poolFigures(since: poolBefore)
        return ["decodePanTiles": done, "decodePanMillis": ms, "decodePanFailures": failures,
                "decodePanCacheMiB": Double(cache.totalBytes) / 1048576,
                "decodePanRSSGrowthMiB": TilesCommand.currentRSSMiB() - before,
                "decodePanPoolReused": pool["poolReused"] ?? 0, "decodePanPoolAllocated": pool["poolAllocated"] ?? 0]
    }
}

/// Results of one batch, written from several threads.
private final class DecodedBatch: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Surface?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ s: Surface?) { lock.withLock { slots[i] = s } }
    var images: [Surface?] { lock.withLock { slots } }
}
