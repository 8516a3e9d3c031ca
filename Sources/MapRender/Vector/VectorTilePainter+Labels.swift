import Graphics
import MapCore
import VectorTiles

extension VectorTilePainter {
    /// Label candidates of symbol layers for `drawnTile`, in its points (0…256).
    /// Priority (lower wins): symbol layers later in the style first, as MapLibre places them, then `symbol-sort-key`.
    /// A point label belongs to the tile holding its anchor, so neighbours never both offer it.
    public func labels(for tile: VectorTile, dataTile: TileID, drawnTile: TileID) -> TileLabels {
        labels(for: prepare(tile, zoom: drawnTile.z, overzoomed: drawnTile != dataTile), dataTile: dataTile, drawnTile: drawnTile)
    }

    /// `labels` for a tile prepared at `drawnTile`'s zoom.
    func labels(for prepared: PreparedVectorTile, dataTile: TileID, drawnTile: TileID) -> TileLabels {
        let zoom = Double(drawnTile.z)
        var candidates: [LabelCandidate] = []
        for (index, layer) in style.layers.enumerated() where layer.isVisible(atZoom: zoom) {
            guard case .symbol(let symbol) = layer.kind, let rank = symbolRanks[index], let textField = symbol.textField,
                  let chosen = prepared.selections[index] else { continue }
            let source = prepared.tile.layers[chosen.layer]
            guard let t = Transform(layer: source, dataTile: dataTile, drawnTile: drawnTile) else { continue }
            // Anchors lie within a feature's bounds and line runs within `clipMargin` of the tile: what lies farther
            // out offers nothing here (most of an overzoomed tile's ancestor).
            for i in chosen.features where prepared.mightShow(i, layer: chosen.layer, through: t, margin: Self.clipMargin) {
                let feature = source.features[Int(i)]
                guard let text = Self.labelText(textField.evaluate(zoom: zoom, feature: feature), symbol.transform) else { continue }
                guard symbol.opacity.value(zoom: zoom, feature: feature) > 0 else { continue }
                let sortKey = symbol.sortKey?.value(zoom: zoom, feature: feature) ?? 0
                // Each layer gets a band of a million; sort keys beyond ±499 999 are clamped into it.
                let priority = Double(rank) * 1_000_000 + min(max(sortKey, -499_999), 499_999)
                let size = symbol.size.value(zoom: zoom, feature: feature)
                guard size > 0 else { continue }
                func candidate(_ text: String, _ placement: LabelCandidate.Placement) -> LabelCandidate {
                    LabelCandidate(text: text, placement: placement, fontSize: size,
                                   color: symbol.color.value(zoom: zoom, feature: feature).rgb,
                                   haloColor: symbol.haloColor.value(zoom: zoom, feature: feature).rgb,
                                   haloWidth: symbol.haloColor.value(zoom: zoom, feature: feature).alpha > 0
                                       ? symbol.haloWidth.value(zoom: zoom, feature: feature) : 0,
                                   priority: priority)
                }
                switch symbol.placement {
                case .point:
                    let wrapped = Self.wrap(text, maxCharacters: Int((symbol.maxWidth.value(zoom: zoom, feature: feature) / 0.55).rounded()))
                    for anchor in Self.anchors(feature, transform: t) { candidates.append(candidate(wrapped, .point(anchor))) }
                case .line:
                    guard feature.type == .lineString else { continue }
                    for run in Self.lineRuns(feature.geometry, transform: t) { candidates.append(candidate(text, .line(run))) }
                }
            }
        }
        return TileLabels(tile: drawnTile, candidates: Self.mostImportant(candidates, limit: Limits.labelsPerTile))
    }

    /// The `limit` candidates that win collisions first (lowest priority), in their original order; all when fewer.
    /// 150,000 labels in one tile never settled in the memory cache.
    static func mostImportant(_ candidates: [LabelCandidate], limit: Int) -> [LabelCandidate] {
        guard candidates.count > limit else { return candidates }
        let kept = candidates.indices.sorted { (candidates[$0].priority, $0) < (candidates[$1].priority, $1) }.prefix(limit)
        return kept.sorted().map { candidates[$0] }
    }

    /// The text to show, cut to `Limits.labelTextBytes` and `labelTextCharacters`, or nil when empty.
    static func labelText(_ value: StyleValue, _ transform: StyleSymbol.Transform) -> String? {
        guard let whole = value.text, !whole.isEmpty else { return nil }
        // Cut before anything else reads it: Pango froze the window for 50 s on a 4.5 MB name.
        let raw = Limits.prefix(whole, bytes: Limits.labelTextBytes, characters: Limits.labelTextCharacters)
        // Foundation's trimming is slow; most names need none.
        let needsTrim = raw.first!.isWhitespace || raw.last!.isWhitespace
        let text = needsTrim ? raw.trimmingCharacters(in: .whitespacesAndNewlines) : raw
        guard !text.isEmpty else { return nil }
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        }
    }

    /// Breaks at spaces so no line is longer than `maxCharacters` (unless one word is); 0 leaves the text whole.
    static func wrap(_ text: String, maxCharacters: Int) -> String {
        guard maxCharacters > 0, text.count > maxCharacters, !text.contains("\n") else { return text }
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= maxCharacters { line += " " + word } else {
                lines.append(line); line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    static func inTile(_ p: PixelPoint) -> Bool { p.x >= 0 && p.y >= 0 && p.x < tileSize && p.y < tileSize }

    /// Where point labels go: each point of a point feature, the middle of a line's longest part, the centroid of
    /// the largest ring of a polygon wholly inside the tile; only anchors inside the tile.
    static func anchors(_ feature: VectorFeature, transform t: Transform) -> [PixelPoint] {
        let g = feature.geometry
        switch feature.type {
        case .point:
            return g.points.map(t.point).filter(inTile)
        case .lineString:
            var best: (length: Double, middle: PixelPoint)?
            for pts in t.parts(g) {
                guard pts.count >= 2 else { continue }
                let length = zip(pts, pts.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
                if length > (best?.length ?? -1) { best = (length, midpoint(pts, length: length)) }
            }
            return best.map { inTile($0.middle) ? [$0.middle] : [] } ?? []
        case .polygon:
            // A polygon cut by the tile's edge has a different centroid in each tile it crosses, so it would be
            // named once per tile: only whole polygons are named here (big water and parks need label points).
            let inside = -1.0...(tileSize + 1)
            guard g.points.allSatisfy({ inside.contains(t.point($0).x) && inside.contains(t.point($0).y) }) else { return [] }
            var best: (area: Double, centre: PixelPoint)?
            for pts in t.parts(g) {
                guard pts.count >= 3, let c = centroid(pts), abs(c.area) > abs(best?.area ?? 0) else { continue }
                best = (c.area, c.centre)
            }
            return best.map { inTile($0.centre) ? [$0.centre] : [] } ?? []
        case .unknown:
            return []
        }
    }

    /// The point halfway along a polyline of total `length`.
    static func midpoint(_ pts: [PixelPoint], length: Double) -> PixelPoint {
        var remaining = length / 2
        for (a, b) in zip(pts, pts.dropFirst()) {
            let d = a.distance(to: b)
            if d >= remaining, d > 0 {
                let f = remaining / d
                return PixelPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            remaining -= d
        }
        return pts[pts.count - 1]
    }

    /// A ring's signed area and area centroid (shoelace); nil for a degenerate ring.
    static func centroid(_ ring: [PixelPoint]) -> (area: Double, centre: PixelPoint)? {
        var a = 0.0, cx = 0.0, cy = 0.0
        for i in ring.indices {
            let p = ring[i], q = ring[(i + 1) % ring.count]
            let cross = p.x * q.y - q.x * p.y
            a += cross; cx += (p.x + q.x) * cross; cy += (p.y + q.y) * cross
        }
        guard abs(a) > 1e-9 else { return nil }
        return (a / 2, PixelPoint(x: cx / (3 * a), y: cy / (3 * a)))
    }

    /// Each line part cut into runs of consecutive segments that touch the tile (grown by `clipMargin`), in tile points.
    static func lineRuns(_ g: VectorGeometry, transform t: Transform) -> [[PixelPoint]] {
        let runs = PathRecorder()
        t.addLine(g, margin: clipMargin, to: runs)
        return runs.subpaths
    }
}
