import Foundation
import Graphics
import MapArchive
import MapCore

/// One archive tile made drawable, off the main context: raster tiles decoded as images, vector tiles handed to
/// the rasterizer (at the archive's max zoom when the view is deeper). A tile the archive lacks is empty.
struct ArchiveTileReader: Sendable {
    var limits: TileImageLimits
    var rasterizer: (any VectorTileRasterizing)?

    struct Drawn: Sendable {
        /// nil: nothing to draw here (missing from the archive, outside its zooms, or no vector renderer).
        var image: Surface?
        var labels: [LabelCandidate] = []
    }

    func read(_ tile: TileID, density: Int, from archive: any TileArchive) -> Result<Drawn, TileLoadError> {
        let info = archive.info
        guard tile.z >= info.minZoom else { return .success(Drawn(image: nil)) }
        if info.format.isVector {
            // Past the archive's deepest zoom, the ancestor's data is drawn scaled (vectors, not pixels).
            var dataTile = tile.z > info.maxZoom ? (tile.ancestor(levels: tile.z - info.maxZoom) ?? tile) : tile
            guard let rasterizer else { return .success(Drawn(image: nil)) }
            do {
                // A sparse archive (detail only in some regions) has lower zooms elsewhere: draw the nearest ancestor.
                var found = try archive.tileData(for: dataTile)
                while found == nil, dataTile.z > info.minZoom, let up = dataTile.ancestor(levels: 1) {
                    dataTile = up
                    found = try archive.tileData(for: dataTile)
                }
                guard let bytes = found else { return .success(Drawn(image: nil)) }
                let (surface, labels) = try rasterizer.render(data: bytes, dataTile: dataTile, drawTile: tile, scale: density)
                return .success(Drawn(image: surface, labels: labels))
            } catch let error as ArchiveError {
                return .failure(.file(error.description))
            } catch {
                return .failure(.undecodable("vector tile \(dataTile): \(error)"))
            }
        }
        guard tile.z <= info.maxZoom else { return .success(Drawn(image: nil)) }
        do {
            guard let bytes = try archive.tileData(for: tile) else { return .success(Drawn(image: nil)) }
            do throws(ImageError) { return .success(Drawn(image: try limits.decode(Data(bytes)))) } catch {
                return .failure(.undecodable(error.description))
            }
        } catch {
            return .failure(.file(error.description))
        }
    }
}
