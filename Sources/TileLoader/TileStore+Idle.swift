import Foundation
import Graphics
import MapCore

/// Memory handed back while the map sits still: a view being read needs only the tiles it shows.
extension TileStore {
    /// True while a tile is being read, decoded, rendered or fetched, or waits for the basemap (the debug dump's `isIdle`).
    public var hasPendingWork: Bool { !pending.isEmpty || !awaitingBasemap.isEmpty }

    /// Notes a frame and starts the idle countdown unless one runs. When it fires, it trims if no frame came for the
    /// whole delay, else waits out the rest, so the trim comes `idleTrimSeconds` after the last frame.
    func scheduleIdleTrim() {
        lastFrameUptime = ProcessInfo.processInfo.systemUptime
        armIdleTimer(after: configuration.idleTrimSeconds)
    }

    private func armIdleTimer(after seconds: TimeInterval?) {
        guard idleTimer == nil, let seconds, let delay = configuration.idleTrimSeconds else { return }
        idleTimer = context.schedule(after: seconds) { [weak self] in
            guard let self else { return }
            idleTimer = nil
            let still = ProcessInfo.processInfo.systemUptime - lastFrameUptime
            if still >= delay - 0.001 { trimToLastFrame() } else { armIdleTimer(after: delay - still) }
        }
    }

    /// Keeps in memory only the last frame's tiles (in any style, so stand-ins drawn for them stay) and their
    /// ancestors up to `fallbackLevels`, drops the vector rasterizer's decoded tiles, the surface pool's spare
    /// buffers and the fill rasteriser's spare grids, then calls `onIdleTrim`. The next frame finds what it drew; anything else loads again.
    /// - Complexity: O(cached tiles).
    public func trimToLastFrame() {
        var kept = Set<TileID>()
        for tile in lastStyleID.flatMap({ wanted[$0] }) ?? [] {
            kept.insert(tile)
            for level in 1...max(1, configuration.fallbackLevels) {
                guard let a = tile.ancestor(levels: level) else { break }
                kept.insert(a)
            }
        }
        memory.removeAll { !kept.contains($0.tile) }
        vectorRasterizer?.releaseCaches()
        recentDataTiles.removeAll()
        SurfacePool.shared.trim()
        onIdleTrim?()
    }
}
