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
            // The geometry types the layer draws, worked out once: switching on `kind` per feature copied its payload.
            let drawable: (polygon: Bool, line: Bool, point: Bool)
            switch layer.kind {
            case .background: return nil
            case .fill: drawable = (true, false, false)
            case .line: drawable = (true, true, false)
            case .symbol: drawable = (true, true, true)
            }
            let filter = layer.filter
            var chosen: [Int32] = []
            let features = tile.layers[index].features
            for i in features.indices {
                let ok: Bool
                switch features[i].type {
                case .polygon: ok = drawable.polygon
                case .lineString: ok = drawable.line
                case .point: ok = drawable.point
                case .unknown: ok = false
                }
                if ok && (filter?.matches(zoom: z, feature: features[i]) ?? true) { chosen.append(Int32(i)) }
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
