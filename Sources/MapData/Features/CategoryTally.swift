import MapCore

/// Places and shapes per category while a file loads, with the category a raw value resolves to kept for the
/// values seen most: a million features are a million lookups, and hashing each value twice (the catalogue,
/// then the counts) was a tenth of a CSV load.
struct CategoryTally {
    /// Values cached for the linear scan; more distinct values than this fall back to hashing.
    static let cacheSize = 32

    private(set) var ids: [PlaceCategory.ID] = []
    /// Places and shapes per `ids` entry (the cap ranks these).
    private(set) var counts: [Int] = []
    /// Places alone per `ids` entry (the report's counts).
    private(set) var placeCounts: [Int] = []
    private var slotOfID: [PlaceCategory.ID: Int] = [:]
    private var cache: [(value: String, slot: Int)] = []

    /// The slot of a raw value, resolving it with `resolve` when it is not cached.
    mutating func slot(forValue value: String, resolve: (String) -> PlaceCategory.ID) -> Int {
        for entry in cache where entry.value == value { return entry.slot }
        let slot = self.slot(forID: resolve(value))
        if cache.count < Self.cacheSize { cache.append((value, slot)) }
        return slot
    }

    /// The slot of a resolved category id.
    mutating func slot(forID id: PlaceCategory.ID) -> Int {
        if let slot = slotOfID[id] { return slot }
        ids.append(id); counts.append(0); placeCounts.append(0)
        slotOfID[id] = ids.count - 1
        return ids.count - 1
    }

    mutating func count(_ slot: Int, isPlace: Bool) {
        counts[slot] += 1
        if isPlace { placeCounts[slot] += 1 }
    }

    /// Takes back one counted item (a later part's place whose id the first part had).
    mutating func uncount(id: PlaceCategory.ID, isPlace: Bool) {
        guard let slot = slotOfID[id] else { return }
        counts[slot] -= 1
        if isPlace { placeCounts[slot] -= 1 }
    }

    /// Adds a later part's counts: its categories not seen here come after these, in its order, as one tally of
    /// the whole file would have them.
    mutating func absorb(_ later: CategoryTally) {
        for (k, id) in later.ids.enumerated() {
            let slot = self.slot(forID: id)
            counts[slot] += later.counts[k]
            placeCounts[slot] += later.placeCounts[k]
        }
    }
}
