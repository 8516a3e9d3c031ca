import MapCore

/// One thread's share of a `QuickClusterIndex`'s pass over the places: the members inside the region, in data
/// order, each with its cell, and the categories met (numbered in the order first met).
struct QuickClusterScan: Sendable {
    /// A run of one layer's places.
    struct Share: Sendable {
        let part: Int
        let range: Range<Int>
    }

    var cellOf: [UInt32] = []
    /// Each member as part << 32 | index in that part.
    var packed: [UInt64] = []
    var kept: [QuickClusterIndex.Member] = []
    /// Members per cell, at `cell + 1` (ready for the prefix sums).
    var count: [Int32]
    var categoryIDs: [PlaceCategory.ID] = []

    /// - Complexity: O(places in `shares`) with one projection per place inside the grid.
    init(parts: [[Place]], shares: [Share], categories: Set<PlaceCategory.ID>?, grid: QuickClusterGrid) {
        count = [Int32](repeating: 0, count: grid.cellCount + 1)
        let places = shares.reduce(0) { $0 + $1.range.count }
        // A view's margin holds most places of a file that has just been fitted: no array regrown (and copied) on the way.
        cellOf.reserveCapacity(places); packed.reserveCapacity(places); kept.reserveCapacity(places)
        var categoryIndex: [PlaceCategory.ID: UInt32] = [:], shown: [Bool] = []
        var lastCategory: PlaceCategory.ID?, lastWanted = true, lastIndex: UInt32 = 0
        for share in shares {
            let part = parts[share.part]
            // Places are read by index, field by field: a `for p in part` copies each place (retaining every string in it).
            for i in share.range {
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
                guard let (c, y) = grid.cell(x: x, latitude: coordinate.latitude) else { continue }
                cellOf.append(UInt32(c))
                packed.append(UInt64(share.part) << 32 | UInt64(i))
                kept.append(QuickClusterIndex.Member(x: x, y: y, coordinate: coordinate, category: lastIndex))
                count[c + 1] += 1
            }
        }
    }

    /// The visible parts' places in `threads` runs of about equal length, in data order.
    static func shares(_ parts: [[Place]], visibleParts: [Bool], threads: Int) -> [[Share]] {
        let visible = parts.indices.filter { $0 >= visibleParts.count || visibleParts[$0] }
        let threads = max(1, threads)
        let per = max(1, (visible.reduce(0) { $0 + parts[$1].count } + threads - 1) / threads)
        var result = [[Share]](repeating: [], count: threads)
        var offset = 0
        for p in visible {
            var from = 0
            while from < parts[p].count {
                let t = min(threads - 1, offset / per)
                let to = t == threads - 1 ? parts[p].count : min(parts[p].count, from + per * (t + 1) - offset)
                result[t].append(Share(part: p, range: from..<to))
                offset += to - from
                from = to
            }
        }
        return result
    }
}
