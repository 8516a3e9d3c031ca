import MapCore

/// The visible layers' places as one list, with how many each category has: O(places), so a large set is made
/// off the main thread and the store only swaps it in (as `RemotePlaceLoader` does with its `Shown`).
struct LayerJoin: Sendable {
    let places: [Place]
    let categoryCounts: [PlaceCategory.ID: Int]

    init(_ parts: [[Place]]) {
        var out: [Place] = []
        out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        var counts: [PlaceCategory.ID: Int] = [:]
        for part in parts {
            out += part
            // Neighbouring places mostly share a category: count runs, not places, in the dictionary.
            var run: (id: PlaceCategory.ID, count: Int)?
            for p in part {
                if run?.id == p.categoryID { run?.count += 1; continue }
                if let r = run { counts[r.id, default: 0] += r.count }
                run = (p.categoryID, 1)
            }
            if let r = run { counts[r.id, default: 0] += r.count }
        }
        places = out
        categoryCounts = counts
    }
}
