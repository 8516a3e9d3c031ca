import Graphics
import MapCore
import MapRender
import VectorTiles

/// The vector renderer behind TileStore's seam: decodes an MVT (only the layers the style draws) and paints it
/// with a style's palette. Shared by the store's worker queues.
public struct VectorTileRasterizer: VectorTileRasterizing {
    let decoder: MVTDecoder
    let painter: VectorTilePainter
    /// Recently decoded and prepared tiles by their data tile and drawn zoom: past an archive's max zoom, four (or
    /// 16…) drawn tiles share one decode and one run of the style's filters.
    let decoded = SharedLRU<DataKey, PreparedVectorTile>(capacity: 32)

    /// The data tile, the zoom it is drawn at, and its bytes' hash: one rasterizer serves every vector archive,
    /// whose tile ids coincide.
    struct DataKey: Hashable, Sendable {
        var tile: TileID
        var zoom: Int
        var bytes: Int
        var digest: Int

        init(_ tile: TileID, zoom: Int, _ data: [UInt8]) {
            var h = Hasher()
            data.withUnsafeBytes { h.combine(bytes: $0) }
            self.tile = tile; self.zoom = zoom; bytes = data.count; digest = h.finalize()
        }
    }

    public init(style: VectorStyle) {
        decoder = MVTDecoder(onlyLayers: Set(style.layers.compactMap(\.sourceLayer)))
        painter = VectorTilePainter(style: style)
    }

    public func releaseCaches() { decoded.removeAll() }

    public func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate]) {
        let tile: PreparedVectorTile
        if dataTile == drawTile {
            // A tile drawn at its own zoom is asked for once: nothing to share.
            tile = painter.prepare(try decoder.decode(data), zoom: drawTile.z)
        } else {
            let key = DataKey(dataTile, zoom: drawTile.z, data)
            tile = try decoded.value(for: key) {
                painter.prepare(try decoder.decode(data), zoom: drawTile.z, overzoomed: true)
            }
        }
        let drawn = try painter.render(tile, dataTile: dataTile, drawnTile: drawTile, scaleFactor: Double(scale))
        return (drawn.surface, drawn.labels.candidates)
    }
}
