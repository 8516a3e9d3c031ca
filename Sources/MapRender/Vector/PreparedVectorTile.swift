import MapCore
import VectorTiles

/// A decoded tile with what painting it at one zoom needs worked out once: which features each style layer draws
/// (its filter and geometry type passed) and every feature's bounds. Every tile drawn from the same data tile at the
/// same zoom shares it (an overzoomed z14 tile feeds four z15 tiles), so filters run once per data tile, and a
/// drawn tile tests four numbers per feature instead of all its points.
public struct PreparedVectorTile: Sendable {
    public let tile: VectorTile
    /// The zoom the tile is drawn at (filters may depend on it).
    public let zoom: Int

    /// One style layer's share of the tile: its source layer's index in `tile.layers` and the features it draws.
    struct Selection: Sendable {
        var layer: Int
        var features: [Int32]
    }

    /// Per style layer (nil: it draws nothing from this tile at this zoom).
    let selections: [Selection?]
    /// Per tile layer, per feature: its bounds in the layer's grid (empty geometry: an inverted box); empty when
    /// the tile is drawn at its own zoom, where nothing is culled.
    let bounds: [[GridBounds]]

    init(tile: VectorTile, zoom: Int, style: VectorStyle, overzoomed: Bool) {
        self.tile = tile
        self.zoom = zoom
        let z = Double(zoom)
        bounds = overzoomed ? tile.layers.map { $0.features.map { GridBounds($0.geometry) } } : []
        selections = style.layers.map { layer -> Selection? in
            guard layer.isVisible(atZoom: z), let name = layer.sourceLayer,
                  let index = tile.layers.firstIndex(where: { $0.name == name }) else { return nil }
            let features = tile.layers[index].features
            var chosen: [Int32] = []
            for i in features.indices {
                let type = features[i].type
                let drawable: Bool
                switch layer.kind {
                case .background: drawable = false
                case .fill: drawable = type == .polygon
                case .line: drawable = type == .lineString || type == .polygon
                case .symbol: drawable = type != .unknown
                }
                if drawable && layer.accepts(features[i], zoom: z) { chosen.append(Int32(i)) }
            }
            return chosen.isEmpty ? nil : Selection(layer: index, features: chosen)
        }
    }
}

extension PreparedVectorTile {
    /// False when feature `i` of tile layer `layer` lies wholly outside the square `t` draws, grown by `margin` points.
    func mightShow(_ i: Int32, layer: Int, through t: VectorTilePainter.Transform, margin: Double) -> Bool {
        guard t.culls else { return true }
        let b = bounds.isEmpty ? GridBounds(tile.layers[layer].features[Int(i)].geometry) : bounds[layer][Int(i)]
        return t.mightShow(b, margin: margin)
    }
}

/// A geometry's bounding box in its layer's grid.
struct GridBounds: Sendable, Equatable {
    var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32

    init(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    init(_ g: VectorGeometry) {
        var b = GridBounds(minX: .max, minY: .max, maxX: .min, maxY: .min)
        for p in g.points {
            b.minX = min(b.minX, p.x); b.maxX = max(b.maxX, p.x)
            b.minY = min(b.minY, p.y); b.maxY = max(b.maxY, p.y)
        }
        self = b
    }

    var isEmpty: Bool { minX > maxX }
}
