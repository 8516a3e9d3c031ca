import Graphics
import MapCore
import MapRender
import VectorTiles

/// The vector renderer behind TileStore's seam: decodes an MVT (only the layers the style draws) and paints it
/// with a style's palette. Shared by the store's worker queues.
public struct VectorTileRasterizer: VectorTileRasterizing {
    let decoder: MVTDecoder
    let painter: VectorTilePainter
    /// Recently decoded tiles by their data tile: past an archive's max zoom, four (or 16…) drawn tiles share one.
    let decoded = SharedLRU<DataKey, VectorTile>(capacity: 32)

    /// The data tile and its bytes' hash: one rasterizer serves every vector archive, whose tile ids coincide.
    struct DataKey: Hashable, Sendable {
        var tile: TileID
        var bytes: Int
        var digest: Int

        init(_ tile: TileID, _ data: [UInt8]) {
            var h = Hasher()
            data.withUnsafeBytes { h.combine(bytes: $0) }
            self.tile = tile; bytes = data.count; digest = h.finalize()
        }
    }

    public init(style: VectorStyle) {
        decoder = MVTDecoder(onlyLayers: Set(style.layers.compactMap(\.sourceLayer)))
        painter = VectorTilePainter(style: style)
    }

    public func releaseCaches() { decoded.removeAll() }

    public func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        let tile: VectorTile
        if dataTile == drawTile {
            // A tile drawn at its own zoom is asked for once: nothing to share.
            tile = try decoder.decode(data)
        } else {
            let key = DataKey(dataTile, data)
            if let cached = decoded.value(for: key) {
                tile = cached
            } else {
                tile = try decoder.decode(data)
                decoded.insert(tile, for: key)
            }
        }
        let drawn = try painter.render(tile, dataTile: dataTile, drawnTile: drawTile, scaleFactor: Double(scale))
        return (drawn.surface, drawn.labels.candidates)
    }
}
