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
        // What the cluster pass needs of each member, kept here in one compact array: reading it back from the places
        // (152 bytes each, visited cell by cell) was a cache miss per place, most of this index's time.
        var cellOf: [UInt32] = [], packed: [UInt64] = [], kept: [Member] = []
        var categoryIDs: [PlaceCategory.ID] = [], categoryIndex: [PlaceCategory.ID: UInt32] = [:], shown: [Bool] = []
        var lastCategory: PlaceCategory.ID?, lastWanted = true, lastIndex: UInt32 = 0
        // Places are read by index, field by field: a `for p in part` copies each place (retaining every string in it).
        for pi in parts.indices where pi >= visibleParts.count || visibleParts[pi] {
            let part = parts[pi]
            for i in part.indices {
                // Neighbouring places mostly share a category: its short id compares without hashing.
                if part[i].categoryID != lastCategory {
                    let id = part[i].categoryID
                    lastCategory = id
                    // One hash per change of category: whether it is shown is kept with its index.
                    if let known = categoryIndex[id] {
                        lastIndex = known
                    } else {
                        lastIndex = UInt32(categoryIDs.count)
                        categoryIndex[id] = lastIndex
                        categoryIDs.append(id)
                        shown.append(categories?.contains(id) ?? true)
                    }
                    lastWanted = shown[Int(lastIndex)]
                }
                if !lastWanted { continue }
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
                kept.append(Member(x: x, y: y, coordinate: coordinate, category: lastIndex))
                count[c + 1] += 1
            }
        }
        // Members grouped by cell (a counting sort), in data order within a cell.
        var start = [Int](repeating: 0, count: cellCount + 1)
        for c in 0..<cellCount { start[c + 1] = start[c] + Int(count[c + 1]) }
        var next = start
        var grouped = [UInt64](repeating: 0, count: packed.count), order = [Int32](repeating: 0, count: packed.count)
        for (k, c) in cellOf.enumerated() {
            grouped[next[Int(c)]] = packed[k]
            order[next[Int(c)]] = Int32(k)
            next[Int(c)] += 1
        }
        var items: [MapItem] = [], ranges: [UInt64: Range<Int>] = [:]
        var tally = [Int](repeating: 0, count: categoryIDs.count), touched: [UInt32] = []
        let expansion = level + 1 > options.maxZoom ? Double.infinity : PlaceClusterIndex.viewZoom(forLevel: level + 1, options: options)
        for (gi, g) in grids.enumerated() {
            for c in g.first..<(g.first + g.cols * g.rows) where start[c + 1] > start[c] {
                let range = start[c]..<start[c + 1]
                if range.count < max(2, options.minPoints) {
                    for k in range { items.append(.place(parts[Int(grouped[k] >> 32)][Int(grouped[k] & 0xFFFF_FFFF)])) }
                    continue
                }
                var sx = 0.0, sy = 0.0
                let first = kept[Int(order[range.lowerBound])].coordinate
                var bounds = GeoBounds(west: first.longitude, south: first.latitude, east: first.longitude, north: first.latitude)
                touched.removeAll(keepingCapacity: true)
                for k in range {
                    let m = kept[Int(order[k])]
                    sx += m.x
                    sy += m.y
                    if tally[Int(m.category)] == 0 { touched.append(m.category) }
                    tally[Int(m.category)] += 1
                    bounds.extend(m.coordinate)
                }
                var byCount: [ClusterSummary.CategoryCount] = []
                byCount.reserveCapacity(touched.count)
                for t in touched {
                    byCount.append(ClusterSummary.CategoryCount(categoryID: categoryIDs[Int(t)], count: tally[Int(t)]))
                    tally[Int(t)] = 0
                }
                byCount.sort { $0.count != $1.count ? $0.count > $1.count : $0.categoryID < $1.categoryID }
                let n = Double(range.count)
                let center = Coordinate(clampingLatitude: NormalizedMercator.latitude(y: sy / n),
                                        wrappingLongitude: NormalizedMercator.longitude(x: sx / n))
                let local = c - g.first
                let id = StableHash.combine(Self.idSalt ^ UInt64(level) << 8 ^ UInt64(gi),
                                            UInt64(UInt32(truncatingIfNeeded: g.y0 + local / g.cols)) << 32
                                                | UInt64(UInt32(truncatingIfNeeded: g.x0 + local % g.cols)))
                items.append(.cluster(ClusterSummary(id: id, count: range.count, center: center, bounds: bounds,
                                                     expansionZoom: expansion, categoryCounts: byCount)))
                ranges[id] = range
            }
        }
        self.region = region; self.level = level; self.parts = parts
        self.members = grouped; self.items = items; memberRange = ranges
    }

    /// A member's projected point, coordinate and category (an index into the categories met), read once.
    struct Member {
        let x: Double, y: Double
        let coordinate: Coordinate
        let category: UInt32
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
