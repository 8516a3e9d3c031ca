import Foundation
import Graphics
import MapArchive
import MapCore

/// One archive tile made drawable, off the main context: raster tiles decoded as images, vector tiles handed to
/// the rasterizer (at the archive's max zoom when the view is deeper). A tile the archive lacks is empty.
struct ArchiveTileReader: Sendable {
    var limits: TileImageLimits
    var rasterizer: (any VectorTileRasterizing)?
    /// Shared with the store's other reads, so the siblings of an overzoomed tile find their data tile read.
    let recent: RecentDataTiles

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
            let deepest = tile.z > info.maxZoom ? (tile.ancestor(levels: tile.z - info.maxZoom) ?? tile) : tile
            guard let rasterizer else { return .success(Drawn(image: nil)) }
            var dataTile = deepest
            do {
                // A sparse archive (detail only in some regions) has lower zooms elsewhere: draw the nearest ancestor.
                func find() throws(ArchiveError) -> (tile: TileID, bytes: [UInt8]?) {
                    var at = deepest
                    var found = try archive.tileData(for: at)
                    while found == nil, at.z > info.minZoom, let up = at.ancestor(levels: 1) {
                        at = up
                        found = try archive.tileData(for: at)
                    }
                    return (at, found)
                }
                let found: (tile: TileID, bytes: [UInt8]?)
                if deepest != tile {
                    let shared = try recent.found(deepest, in: archive, read: find)
                    found = (shared.tile, shared.bytes)
                } else {
                    found = try find()
                }
                dataTile = found.tile
                guard let bytes = found.bytes else { return .success(Drawn(image: nil)) }
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
