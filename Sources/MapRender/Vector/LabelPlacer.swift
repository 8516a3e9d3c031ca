import Graphics
import MapCore

/// Decides which label candidates a frame shows and where, in screen points. Knows no fonts: `measure` sizes the text.
/// Rules, in order: lower priority values go first (ties by tile, then the tile's own order, so a pan does not reshuffle);
/// a label is whole inside the view or not shown (never cut); it is not within the repeat distance of a placed label
/// with the same text (a place in two tiles' buffers, a street split at a tile edge); its box plus `padding` overlaps
/// no box placed before it. Line labels try the straightest stretches of their line, nearest its middle first.
/// Reused between frames: its grid, order and text index keep their storage.
/// Public for benchmarks and other map views; MapRenderer runs it through its label pass.
public struct LabelPlacer {
    public var options: LabelOptions
    private var grid = LabelGrid()
    private var order: [Entry] = []
    /// The most recently placed label for each text, and for each placed label the one before it with the same text.
    private var lastWithText: [String: Int32] = [:]
    private var previousWithText: [Int32] = []
    private var lines = LabelLineStretches()

    private struct Entry {
        var priority: Double
        var tile: Int32
        var index: Int32
    }

    public init(options: LabelOptions) { self.options = options }

    /// Replaces `placed` with the labels that fit, highest priority first.
    /// `measure(text, fontSize)` is the text's logical size in points.
    /// - Complexity: O(n log n) for n candidates, plus a look at the grid cells each candidate's box covers.
    public mutating func place(_ tiles: [LabelTile], in view: PixelSize, measure: (String, Double) -> PixelSize, into placed: inout [PlacedLabel]) {
        placed.removeAll(keepingCapacity: true)
        previousWithText.removeAll(keepingCapacity: true)
        lastWithText.removeAll(keepingCapacity: true)
        grid.reset(size: view, cellSide: options.gridCell)
        guard !view.isEmpty else { return }
        // The map's controls take their room first: no label is placed over them.
        for zone in options.controlZones(in: view) {
            grid.insert(LabelBox(center: zone.center, size: zone.size, angle: 0))
        }
        order.removeAll(keepingCapacity: true)
        for (t, tile) in tiles.enumerated() {
            for (i, c) in tile.labels.candidates.enumerated() where !c.priority.isNaN {
                order.append(Entry(priority: c.priority, tile: Int32(t), index: Int32(i)))
            }
        }
        order.sort { a, b in
            if a.priority != b.priority { return a.priority < b.priority }
            let ta = tiles[Int(a.tile)].labels.tile, tb = tiles[Int(b.tile)].labels.tile
            if ta != tb { return (ta.z, ta.y, ta.x) < (tb.z, tb.y, tb.x) }
            return (a.tile, a.index) < (b.tile, b.index)
        }
        for e in order {
            let tile = tiles[Int(e.tile)]
            let c = tile.labels.candidates[Int(e.index)]
            guard !c.text.isEmpty, c.fontSize > 0, c.fontSize.isFinite else { continue }
            let text = measure(c.text, c.fontSize)
            let halo = c.haloWidth.isFinite ? max(0, c.haloWidth) : 0
            let size = PixelSize(width: text.width + 2 * halo, height: text.height + 2 * halo)
            guard size.width > 0, size.height > 0 else { continue }
            switch c.placement {
            case .point(let p):
                let at = tile.screenPoint(p)
                if place(c, kind: .point, center: at, angle: 0, size: size, view: view, into: &placed) { continue }
                guard let gap = options.pointAnchorGap else { continue }
                // Beside the point: right, left, above, below, the text's near edge `gap` from it, then three times as far.
                search: for g in [gap, 3 * gap] {
                    let dx = size.width / 2 + g, dy = size.height / 2 + g
                    for (x, y) in [(dx, 0.0), (-dx, 0.0), (0.0, -dy), (0.0, dy)]
                    where place(c, kind: .point, center: PixelPoint(x: at.x + x, y: at.y + y), angle: 0, size: size, view: view, into: &placed) {
                        break search
                    }
                }
            case .line(let points):
                let k = tile.scale
                guard k > 0, k.isFinite else { continue }
                lines.find(along: points, length: size.width / k, maxDeviation: options.lineMaxDeviation * size.height / k,
                           maxCount: options.lineMaxTries)
                for s in lines.stretches where place(c, kind: .line, center: tile.screenPoint(s.center), angle: s.angle,
                                                     size: size, view: view, into: &placed) {
                    break
                }
            }
        }
    }

    /// Places one label at one spot if the rules allow; returns whether it did.
    private mutating func place(_ c: LabelCandidate, kind: PlacedLabel.Kind, center: PixelPoint, angle: Double, size: PixelSize,
                                view: PixelSize, into placed: inout [PlacedLabel]) -> Bool {
        let box = LabelBox(center: center, size: size, angle: angle)
        let b = box.bounds
        // Written so NaN fails: a label with a non-finite position is never placed.
        guard b.minX >= 0, b.minY >= 0, b.maxX <= view.width, b.maxY <= view.height else { return false }
        if isDuplicate(c.text, near: center, distance: kind == .line ? options.lineRepeatDistance : options.pointRepeatDistance, in: placed) {
            return false
        }
        let padded = LabelBox(center: center, size: size, angle: angle, padding: options.padding / 2)
        guard !grid.collides(padded) else { return false }
        grid.insert(padded)
        let index = Int32(placed.count)
        previousWithText.append(lastWithText[c.text] ?? -1)
        lastWithText[c.text] = index
        placed.append(PlacedLabel(text: c.text, kind: kind, center: center, angle: angle, size: size, frame: b, priority: c.priority,
                                  fontSize: c.fontSize, color: c.color, haloColor: c.haloColor, haloWidth: c.haloWidth))
        return true
    }

    private func isDuplicate(_ text: String, near p: PixelPoint, distance: Double, in placed: [PlacedLabel]) -> Bool {
        var i = lastWithText[text] ?? -1
        while i >= 0 {
            if placed[Int(i)].center.distance(to: p) < distance { return true }
            i = previousWithText[Int(i)]
        }
        return false
    }
}
