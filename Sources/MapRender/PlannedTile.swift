import Graphics
import MapCore

/// One tile as a frame draws it: where (screen points, edges already snapped to device pixels) and from which pieces.
/// Planned before drawing, so a cached layer can tell which tiles changed since it was drawn.
struct PlannedTile {
    let id: TileID
    let rect: PixelRect
    /// Empty: only a placeholder. Fallback pieces draw over a placeholder too.
    let pieces: [TilePiece]

    /// The rectangle in device pixels at `scale` (its edges are whole device pixels already).
    func deviceRect(scale s: Double) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        (Int((rect.minX * s).rounded()), Int((rect.minY * s).rounded()), Int((rect.maxX * s).rounded()), Int((rect.maxY * s).rounded()))
    }

    var needsPlaceholder: Bool { pieces.isEmpty || pieces.contains(where: \.isFallback) }

    /// True when `other` draws the same pixels at the same place moved by `offset` points (same images, same parts).
    func drawsSame(as other: PlannedTile, movedBy offset: PixelPoint) -> Bool {
        guard id == other.id, pieces.count == other.pieces.count,
              abs(rect.minX - other.rect.minX - offset.x) < 1e-6, abs(rect.minY - other.rect.minY - offset.y) < 1e-6,
              abs(rect.size.width - other.rect.size.width) < 1e-6, abs(rect.size.height - other.rect.size.height) < 1e-6
        else { return false }
        for (a, b) in zip(pieces, other.pieces) where a.image !== b.image || a.source != b.source || a.destination != b.destination || a.isFallback != b.isFallback {
            return false
        }
        return true
    }
}
