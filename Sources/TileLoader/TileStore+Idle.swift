import Graphics
import MapCore

/// Memory handed back while the map sits still: a view being read needs only the tiles it shows.
extension TileStore {
    /// Starts the idle countdown unless one runs; a frame drawn meanwhile restarts it when it fires.
    func scheduleIdleTrim() {
        guard idleTimer == nil, let seconds = configuration.idleTrimSeconds else { return }
        let seen = frame
        idleTimer = context.schedule(after: seconds) { [weak self] in
            guard let self else { return }
            idleTimer = nil
            if frame == seen { trimToLastFrame() } else { scheduleIdleTrim() }
        }
    }

    /// Keeps in memory only the last frame's tiles (in any style, so stand-ins drawn for them stay) and their
    /// ancestors up to `fallbackLevels`, drops the vector rasterizer's decoded tiles and the surface pool's spare
    /// buffers, then calls `onIdleTrim`. The next frame finds what it drew; anything else loads again.
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
        SurfacePool.shared.trim()
        onIdleTrim?()
    }
}
