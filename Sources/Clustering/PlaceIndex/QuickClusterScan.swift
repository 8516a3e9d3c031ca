import MapCore

/// One thread's share of a `QuickClusterIndex`'s pass over the places: each cell's count, sums and box, and the
/// members inside the region in data order with their cell and category (numbered in the order first met).
struct QuickClusterScan: Sendable {
    /// A run of one layer's places.
    struct Share: Sendable {
        let part: Int
        let range: Range<Int>
    }

    /// What a cluster needs of its members, summed as they are met: no second pass over them.
    struct Cell: Sendable {
        var count: Int32 = 0
        /// Projected points in 2⁻³² units: integer sums are exact, so two threads' add up to one thread's.
        var sumX: UInt64 = 0, sumY: UInt64 = 0
        var west = Double.infinity, south = Double.infinity, east = -Double.infinity, north = -Double.infinity

        mutating func absorb(_ other: Cell) {
            count += other.count; sumX &+= other.sumX; sumY &+= other.sumY
            west = min(west, other.west); south = min(south, other.south)
            east = max(east, other.east); north = max(north, other.north)
        }
    }

    /// 2³², the fixed-point scale of `Cell`'s sums.
    static let unit = 4_294_967_296.0

    var cells: [Cell]
    var cellOf: [UInt32] = []
    /// Each member as part << 32 | index in that part.
    var packed: [UInt64] = []
    /// Each member's category, an index into `categoryIDs`.
    var categoryOf: [UInt32] = []
    var categoryIDs: [PlaceCategory.ID] = []

    /// - Complexity: O(places in `shares`) with one projection per place inside the grid.
    init(parts: [[Place]], shares: [Share], categories: Set<PlaceCategory.ID>?, grid: QuickClusterGrid) {
        cells = [Cell](repeating: Cell(), count: grid.cellCount)
        let places = shares.reduce(0) { $0 + $1.range.count }
        // A view's margin holds most places of a file that has just been fitted: no array regrown (and copied) on the way.
        cellOf.reserveCapacity(places); packed.reserveCapacity(places); categoryOf.reserveCapacity(places)
        var categoryIndex: [PlaceCategory.ID: UInt32] = [:], shown: [Bool] = []
        // Categories met lately by their stored words: most places find theirs here without hashing its text.
        var recentBits: [SIMD2<UInt64>] = [], recentIndex: [UInt32] = []
        var lastBits: SIMD2<UInt64>?, lastWanted = true, lastIndex: UInt32 = 0
        for share in shares {
            let part = parts[share.part]
            // Places are read by index, field by field: a `for p in part` copies each place (retaining every string in it).
            for i in share.range {
                let bits = StringBits.of(part[i].categoryID)
                if bits != lastBits {
                    lastBits = bits
                    if let j = recentBits.firstIndex(of: bits) {
                        lastIndex = recentIndex[j]
                    } else {
                        let id = part[i].categoryID
                        if let known = categoryIndex[id] {
                            lastIndex = known
                        } else {
                            lastIndex = UInt32(categoryIDs.count)
                            categoryIndex[id] = lastIndex
                            categoryIDs.append(id)
                            shown.append(categories?.contains(id) ?? true)
                        }
                        if recentBits.count < Self.recentCategories { recentBits.append(bits); recentIndex.append(lastIndex) }
                    }
                    lastWanted = shown[Int(lastIndex)]
                }
                if !lastWanted { continue }
                let coordinate = part[i].coordinate
                let x = NormalizedMercator.x(longitude: coordinate.longitude)
                guard let (c, y) = grid.cell(x: x, latitude: coordinate.latitude) else { continue }
                cellOf.append(UInt32(c))
                packed.append(UInt64(share.part) << 32 | UInt64(i))
                categoryOf.append(lastIndex)
                cells[c].count += 1
                cells[c].sumX &+= UInt64((max(0, x) * Self.unit).rounded())
                cells[c].sumY &+= UInt64((max(0, y) * Self.unit).rounded())
                cells[c].west = min(cells[c].west, coordinate.longitude); cells[c].east = max(cells[c].east, coordinate.longitude)
                cells[c].south = min(cells[c].south, coordinate.latitude); cells[c].north = max(cells[c].north, coordinate.latitude)
            }
        }
    }

    /// Categories kept in the table of stored words; more are looked up by value.
    static let recentCategories = 64

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
