import Graphics
import MapCore
import MapRender
import VectorTiles

/// The vector renderer behind TileStore's seam: decodes an MVT (only the layers the style draws) and paints it
/// with a style's palette. Stateless, so the store's worker queues share one.
public struct VectorTileRasterizer: VectorTileRasterizing {
    let decoder: MVTDecoder
    let painter: VectorTilePainter

    public init(style: VectorStyle) {
        decoder = MVTDecoder(onlyLayers: Set(style.layers.compactMap(\.sourceLayer)))
        painter = VectorTilePainter(style: style)
    }

    public func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        let tile = try decoder.decode(data)
        let drawn = try painter.render(tile, dataTile: dataTile, drawnTile: drawTile, scaleFactor: Double(scale))
        return (drawn.surface, drawn.labels.candidates)
    }
}
