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

    /// Cells per index at most (the region is a view and a margin: a few thousand cells, 50,000 for a 4K screen; this
    /// guards a bad viewport and bounds each thread's cell sums to 15 MB).
    static let maxCells = 1 << 18

    /// - Parameters:
    ///   - parts: the layers' places; `visibleParts[i]` false leaves part `i` out (missing flags show).
    ///   - categories: the categories shown; nil shows all.
    ///   - region: the box to cluster (a wrapping one is split at the antimeridian).
    /// - Returns: nil when the region's grid would be too large (a degenerate viewport).
    /// - Complexity: O(places) with one projection per place inside the region.
    public init?(parts: [[Place]], visibleParts: [Bool] = [], categories: Set<PlaceCategory.ID>?, region: GeoBounds,
                 viewZoom: Double, options: ClusterOptions = PlaceClusterSource.defaultOptions) {
        self.init(parts: parts, visibleParts: visibleParts, categories: categories, region: region, viewZoom: viewZoom,
                  options: options, threads: nil)
    }

    /// `threads`: how many share the pass over the places (tests compare one with two); nil: two from
    /// `parallelMinPlaces` places on.
    init?(parts: [[Place]], visibleParts: [Bool] = [], categories: Set<PlaceCategory.ID>?, region: GeoBounds,
          viewZoom: Double, options: ClusterOptions = PlaceClusterSource.defaultOptions, threads: Int?) {
        let level = PlaceClusterIndex.level(forViewZoom: viewZoom, options: options)
        guard let grid = QuickClusterGrid(region: region, cell: options.radius / (options.extent * pow(2, Double(level))),
                                          maxCells: Self.maxCells) else { return nil }
        let placeCount = parts.indices.reduce(0) { $0 + ($1 >= visibleParts.count || visibleParts[$1] ? parts[$1].count : 0) }
        let threads = threads ?? (placeCount >= Self.parallelMinPlaces ? 2 : 1)
        // The pass over the places (a projection each) on both cores; what each keeps, in data order, is joined below.
        let shares = QuickClusterScan.shares(parts, visibleParts: visibleParts, threads: threads)
        let scans: [QuickClusterScan]
        if threads == 1 {
            scans = [QuickClusterScan(parts: parts, shares: shares[0], categories: categories, grid: grid)]
        } else {
            let results = FlatResultBox<QuickClusterScan>(count: shares.count)
            BuildLane.perform(iterations: shares.count) { t in
                results.set(t, QuickClusterScan(parts: parts, shares: shares[t], categories: categories, grid: grid))
            }
            scans = results.values()
        }
        // The categories met, numbered in data order; each scan's own numbers mapped onto them.
        var categoryIDs: [PlaceCategory.ID] = [], categoryIndex: [PlaceCategory.ID: UInt32] = [:]
        var remap: [[UInt32]] = []
        for scan in scans {
            remap.append(scan.categoryIDs.map { id in
                if let known = categoryIndex[id] { return known }
                categoryIndex[id] = UInt32(categoryIDs.count)
                categoryIDs.append(id)
                return UInt32(categoryIDs.count - 1)
            })
        }
        let cellCount = grid.cellCount
        var cells = scans[0].cells
        for scan in scans.dropFirst() { for c in 0..<cellCount { cells[c].absorb(scan.cells[c]) } }
        // Members grouped by cell (a counting sort), in data order within a cell, each with its category.
        var start = [Int](repeating: 0, count: cellCount + 1)
        for c in 0..<cellCount { start[c + 1] = start[c] + Int(cells[c].count) }
        var next = start
        let memberCount = start[cellCount]
        var grouped = [UInt64](repeating: 0, count: memberCount), groupedCategory = [UInt32](repeating: 0, count: memberCount)
        for (s, scan) in scans.enumerated() {
            for (k, c) in scan.cellOf.enumerated() {
                grouped[next[Int(c)]] = scan.packed[k]
                groupedCategory[next[Int(c)]] = remap[s][Int(scan.categoryOf[k])]
                next[Int(c)] += 1
            }
        }
        var items: [MapItem] = [], ranges: [UInt64: Range<Int>] = [:]
        var tally = [Int](repeating: 0, count: categoryIDs.count), touched: [UInt32] = []
        let expansion = level + 1 > options.maxZoom ? Double.infinity : PlaceClusterIndex.viewZoom(forLevel: level + 1, options: options)
        for (gi, g) in grid.boxes.enumerated() {
            for c in g.first..<(g.first + g.cols * g.rows) where start[c + 1] > start[c] {
                let range = start[c]..<start[c + 1]
                if range.count < max(2, options.minPoints) {
                    for k in range { items.append(.place(parts[Int(grouped[k] >> 32)][Int(grouped[k] & 0xFFFF_FFFF)])) }
                    continue
                }
                touched.removeAll(keepingCapacity: true)
                for k in range {
                    let category = Int(groupedCategory[k])
                    if tally[category] == 0 { touched.append(UInt32(category)) }
                    tally[category] += 1
                }
                var byCount: [ClusterSummary.CategoryCount] = []
                byCount.reserveCapacity(touched.count)
                for t in touched {
                    byCount.append(ClusterSummary.CategoryCount(categoryID: categoryIDs[Int(t)], count: tally[Int(t)]))
                    tally[Int(t)] = 0
                }
                byCount.sort { $0.count != $1.count ? $0.count > $1.count : $0.categoryID < $1.categoryID }
                let cell = cells[c], n = Double(range.count) * QuickClusterScan.unit
                let center = Coordinate(clampingLatitude: NormalizedMercator.latitude(y: Double(cell.sumY) / n),
                                        wrappingLongitude: NormalizedMercator.longitude(x: Double(cell.sumX) / n))
                let bounds = GeoBounds(west: cell.west, south: cell.south, east: cell.east, north: cell.north)
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

    /// From this many shown places on, two threads share the pass over them.
    static let parallelMinPlaces = 100_000

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
