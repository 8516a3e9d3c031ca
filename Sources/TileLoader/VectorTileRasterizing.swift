import Graphics
import MapCore

/// Draws one vector tile into a raster and lists its labels: the seam between TileStore (which reads archives)
/// and the vector renderer (which decodes MVT and paints with a style). Called on TileStore's worker queues.
public protocol VectorTileRasterizing: Sendable {
    /// - Parameters:
    ///   - data: the MVT protobuf of `dataTile`, already decompressed.
    ///   - dataTile: the tile the data is for: `drawTile` itself, or its ancestor at the archive's max zoom
    ///     when the view is past it (overzoom: draw `drawTile`'s sub-square of the data, scaled as vectors).
    ///   - drawTile: the tile to draw.
    ///   - scale: pixels per point; the surface is (256 × scale) pixels square.
    /// - Returns: the raster, and the labels in `drawTile`'s points (0…256), placed per frame by the renderer.
    func render(data: [UInt8], dataTile: TileID, drawTile: TileID, scale: Int) throws -> (Surface, [LabelCandidate])
    /// Drops what it keeps between tiles (decoded tiles), when the map goes idle.
    func releaseCaches()
}

extension VectorTileRasterizing {
    public func releaseCaches() {}
}
