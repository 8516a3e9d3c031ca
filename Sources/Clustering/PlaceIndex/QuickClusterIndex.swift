import Foundation
import MapCore

/// The clusters of one view zoom over one region, made in a single pass (a grid of cluster-radius cells): what
/// the map shows while the full hierarchy of a just-opened large file is still being built (seconds for a
/// million places; this takes tens of milliseconds). It answers every zoom with that one level, and is replaced
/// by the `PlaceClusterIndex` as soon as that is ready.
public struct QuickClusterIndex: PlaceIndex {
    /// The box the index covers (the view and a margin round it); places outside it are not in the index.
    public let region: GeoBounds
    /// The cluster level (as `PlaceClusterIndex.level(forViewZoom:)`) shown at every zoom.
    public let level: Int
    let parts: [[Place]]
    /// Members by cell, each packed as part << 32 | index in that part.
    let members: [UInt64]
    /// What the map draws, with each cluster's members (`start..<start+count` of `members`).
    let items: [MapItem]
    let memberRange: [UInt64: Range<Int>]

    /// Cells per index at most (the region is a view and a margin, a few thousand cells; this guards a bad viewport).
    static let maxCells = 1 << 22

    /// - Parameters:
    ///   - parts: the layers' places; `visibleParts[i]` false leaves part `i` out (missing flags show).
    ///   - categories: the categories shown; nil shows all.
    ///   - region: the box to cluster (a wrapping one is split at the antimeridian).
    /// - Returns: nil when the region's grid would be too large (a degenerate viewport).
    /// - Complexity: O(places) with one projection per place inside the region.
    public init?(parts: [[Place]], visibleParts: [Bool] = [], categories: Set<PlaceCategory.ID>?, region: GeoBounds,
                 viewZoom: Double, options: ClusterOptions = PlaceClusterSource.defaultOptions) {
        let level = PlaceClusterIndex.level(forViewZoom: viewZoom, options: options)
        let cell = options.radius / (options.extent * pow(2, Double(level)))
        guard cell > 0, cell.isFinite else { return nil }
        let boxes = QueryBox.normalizedParts(of: region)
        // Each box's grid: first cell column and row, size, and where its cells start.
        var grids: [(x0: Int, y0: Int, cols: Int, rows: Int, first: Int)] = []
        var cellCount = 0
        for b in boxes {
            let x0 = Int((b.minX / cell).rounded(.down)), y0 = Int((b.minY / cell).rounded(.down))
            let cols = Int((b.maxX / cell).rounded(.down)) - x0 + 1, rows = Int((b.maxY / cell).rounded(.down)) - y0 + 1
            guard cols > 0, rows > 0, cols <= Self.maxCells / rows, cellCount + cols * rows <= Self.maxCells else { return nil }
            grids.append((x0, y0, cols, rows, cellCount))
            cellCount += cols * rows
        }
        var count = [Int32](repeating: 0, count: cellCount + 1)
        var cellOf: [UInt32] = [], packed: [UInt64] = []
        var lastCategory: PlaceCategory.ID?, lastWanted = true
        // Places are read by index, field by field: a `for p in part` copies each place (retaining every string in it).
        for pi in parts.indices where pi >= visibleParts.count || visibleParts[pi] {
            let part = parts[pi]
            for i in part.indices {
                if let categories {
                    // Neighbouring places mostly share a category: its short id compares without hashing.
                    if part[i].categoryID != lastCategory {
                        lastCategory = part[i].categoryID
                        lastWanted = categories.contains(part[i].categoryID)
                    }
                    if !lastWanted { continue }
                }
                let coordinate = part[i].coordinate
                let x = NormalizedMercator.x(longitude: coordinate.longitude)
                // The longitude first: it costs no logarithm and rules out most places of a zoomed-in view.
                guard boxes.contains(where: { x >= $0.minX && x <= $0.maxX }) else { continue }
                let y = NormalizedMercator.y(latitude: coordinate.latitude)
                guard let bj = boxes.firstIndex(where: { x >= $0.minX && x <= $0.maxX && y >= $0.minY && y <= $0.maxY }) else { continue }
                let g = grids[bj]
                let cx = min(g.cols - 1, Int((x / cell).rounded(.down)) - g.x0), cy = min(g.rows - 1, Int((y / cell).rounded(.down)) - g.y0)
                let c = g.first + max(0, cy) * g.cols + max(0, cx)
                cellOf.append(UInt32(c))
                packed.append(UInt64(pi) << 32 | UInt64(i))
                count[c + 1] += 1
            }
        }
        // Members grouped by cell (a counting sort), in data order within a cell.
        var start = [Int](repeating: 0, count: cellCount + 1)
        for c in 0..<cellCount { start[c + 1] = start[c] + Int(count[c + 1]) }
        var next = start
        var grouped = [UInt64](repeating: 0, count: packed.count)
        for (k, c) in cellOf.enumerated() {
            grouped[next[Int(c)]] = packed[k]
            next[Int(c)] += 1
        }
        var items: [MapItem] = [], ranges: [UInt64: Range<Int>] = [:]
        var tallyIDs: [PlaceCategory.ID] = [], tallyCounts: [Int] = []
        let expansion = level + 1 > options.maxZoom ? Double.infinity : PlaceClusterIndex.viewZoom(forLevel: level + 1, options: options)
        for (gi, g) in grids.enumerated() {
            for c in g.first..<(g.first + g.cols * g.rows) where start[c + 1] > start[c] {
                let range = start[c]..<start[c + 1]
                let place = { (m: UInt64) in parts[Int(m >> 32)][Int(m & 0xFFFF_FFFF)] }
                if range.count < max(2, options.minPoints) {
                    for k in range { items.append(.place(place(grouped[k]))) }
                    continue
                }
                var sx = 0.0, sy = 0.0
                var bounds: GeoBounds?
                tallyIDs.removeAll(keepingCapacity: true)
                tallyCounts.removeAll(keepingCapacity: true)
                for k in range {
                    let m = grouped[k], part = Int(m >> 32), i = Int(m & 0xFFFF_FFFF)
                    let coordinate = parts[part][i].coordinate
                    sx += NormalizedMercator.x(longitude: coordinate.longitude)
                    sy += NormalizedMercator.y(latitude: coordinate.latitude)
                    // A cluster holds few categories: a short list searched in place beats hashing each place's.
                    if let t = tallyIDs.firstIndex(where: { $0 == parts[part][i].categoryID }) {
                        tallyCounts[t] += 1
                    } else {
                        tallyIDs.append(parts[part][i].categoryID)
                        tallyCounts.append(1)
                    }
                    if bounds == nil {
                        bounds = GeoBounds(west: coordinate.longitude, south: coordinate.latitude, east: coordinate.longitude, north: coordinate.latitude)
                    } else {
                        bounds?.extend(coordinate)
                    }
                }
                let n = Double(range.count)
                let center = Coordinate(clampingLatitude: NormalizedMercator.latitude(y: sy / n),
                                        wrappingLongitude: NormalizedMercator.longitude(x: sx / n))
                let local = c - g.first
                let id = StableHash.combine(Self.idSalt ^ UInt64(level) << 8 ^ UInt64(gi),
                                            UInt64(UInt32(truncatingIfNeeded: g.y0 + local / g.cols)) << 32
                                                | UInt64(UInt32(truncatingIfNeeded: g.x0 + local % g.cols)))
                let byCount = zip(tallyIDs, tallyCounts).map { ClusterSummary.CategoryCount(categoryID: $0, count: $1) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.categoryID < $1.categoryID }
                items.append(.cluster(ClusterSummary(id: id, count: range.count, center: center, bounds: bounds ?? region,
                                                     expansionZoom: expansion, categoryCounts: byCount)))
                ranges[id] = range
            }
        }
        self.region = region; self.level = level; self.parts = parts
        self.members = grouped; self.items = items; memberRange = ranges
    }

    /// Keeps these cluster ids apart from a full index's (which hash a place id).
    static let idSalt: UInt64 = 0x7175_6963_6b00_0000

    public var placeCount: Int { members.count }

    /// The clusters and single places whose position is inside `bounds`, at this index's one level whatever `zoom`.
    public func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] {
        items.filter { bounds.contains($0.coordinate) }
    }

    public func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] {
        guard let range = memberRange[id], limit > 0, offset >= 0, offset < range.count else { return [] }
        let slice = members[(range.lowerBound + offset)..<(range.lowerBound + offset + min(limit, range.count - offset))]
        return slice.map { parts[Int($0 >> 32)][Int($0 & 0xFFFF_FFFF)] }
    }
}
