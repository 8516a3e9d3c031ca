import Foundation
import MapCore

/// Everything about a set of places that does not depend on which categories are shown: projected
/// positions, a spatial order, category slots and id hashes, computed once. `index(categories:)` then
/// builds the clusters of any category subset without redoing that work, which keeps a category
/// toggle fast (the app calls it off the main thread, through `ClusterBuildScheduler`).
public final class PlaceClusterSource: Sendable {
    /// Cluster settings for the map: 50 screen points between pins at integer zooms (35–71 between them),
    /// 256-point tiles as in `Viewport`, a level for every view zoom up to 20.
    public static let defaultOptions = ClusterOptions(radius: 50, extent: 256, minZoom: 0, maxZoom: 20, minPoints: 2)

    public let places: [Place]
    public let options: ClusterOptions
    /// Category ids in slot order (sorted), and each place's slot.
    public let categoryIDs: [PlaceCategory.ID]
    let categorySlot: [UInt16]
    /// How many places each layer gave, in order (the places are the layers' places one after another); one
    /// layer when the source was made without layers.
    public let layerCounts: [Int]
    /// Place indices sorted by a fine grid cell, so subsets start out in spatial order.
    let spatialOrder: FlatArray<UInt32>
    /// Position, category slot and wake bucket of each place in that order, so gathering a subset reads them
    /// in sequence rather than jumping through the places.
    let spatialPositions: FlatArray<Spot>
    let spatialSlot: FlatArray<UInt16>
    /// Each place's layer, in the same order: hiding a layer is a filter like a category, not a new source.
    let spatialLayer: FlatArray<UInt16>
    let spatialWake: FlatArray<UInt8>
    let idHash: FlatArray<UInt64>
    /// Indexes of the most recently asked-for category subsets.
    let recent: RecentIndexes
    /// The per-level scratch of the last build (grid offsets up to 9 MB, a few arrays of the largest level),
    /// lent to the next so its pages need not be faulted in again.
    let scratchLender = ScratchLender()

    /// - Parameters:
    ///   - layerCounts: how many of `places` each layer gave, in order (they must add up to `places.count`);
    ///     nil: all places are one layer. At most 65,536 layers.
    ///   - recentSubsets: how many category subsets' indexes to keep for instant reuse (0 keeps none).
    ///   - recentBytes: the most bytes those kept indexes may hold together (see `PlaceClusterIndex.byteCount`).
    /// - Complexity: O(n) plus one projection per place.
    public init(places: [Place], layerCounts: [Int]? = nil, options: ClusterOptions = PlaceClusterSource.defaultOptions,
                recentSubsets: Int = 4, recentBytes: Int = .max) throws(ClusterError) {
        recent = RecentIndexes(capacity: recentSubsets, byteLimit: recentBytes)
        try options.validate()
        guard places.count < Int(UInt32.max) / 2 else { throw .tooManyPoints(places.count) }
        let layers = layerCounts ?? [places.count]
        precondition(layers.reduce(0, +) == places.count && layers.count <= Int(UInt16.max) + 1 && layers.allSatisfy { $0 >= 0 },
                     "layer counts must cover the places")
        self.layerCounts = layers
        self.places = places
        self.options = options
        let ids = Array(Set(places.map(\.categoryID))).sorted()
        categoryIDs = ids
        let slotOf = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, UInt16(truncatingIfNeeded: $0)) })
        categorySlot = places.map { slotOf[$0.categoryID] ?? 0 }
        let n = places.count
        let positions = FlatArray<Spot>(uninitializedCount: n)
        idHash = FlatArray(uninitializedCount: n)
        let side = 1024
        let cellOf = FlatArray<UInt32>(uninitializedCount: n)
        var counts = [Int](repeating: 0, count: side * side + 1)
        for (i, p) in places.enumerated() {
            let s = Spot(x: NormalizedMercator.x(longitude: p.coordinate.longitude),
                         y: NormalizedMercator.y(latitude: p.coordinate.latitude))
            positions[i] = s
            idHash[i] = StableHash.of(p.id)
            let c = min(side - 1, Int(s.y * Double(side))) * side + min(side - 1, Int(s.x * Double(side)))
            cellOf[i] = UInt32(c)
            counts[c + 1] += 1
        }
        for c in 0..<(side * side) { counts[c + 1] += counts[c] }
        spatialOrder = FlatArray(uninitializedCount: n)
        for i in 0..<n {
            let c = Int(cellOf[i])
            spatialOrder[counts[c]] = UInt32(i)
            counts[c] += 1
        }
        // Per place, the zoom bucket at which it may first have a neighbour among all places (valid for any subset).
        let wakeBuckets = HierarchyBuilder.wakeBuckets(positions: positions, options: options)
        spatialPositions = FlatArray(uninitializedCount: n)
        spatialSlot = FlatArray(uninitializedCount: n)
        spatialWake = FlatArray(uninitializedCount: n)
        spatialLayer = FlatArray(uninitializedCount: n)
        let layerOf = FlatArray<UInt16>(uninitializedCount: n)
        var start = 0
        for (l, count) in layers.enumerated() {
            for i in start..<(start + count) { layerOf[i] = UInt16(truncatingIfNeeded: l) }
            start += count
        }
        for k in 0..<n {
            let i = Int(spatialOrder[k])
            spatialPositions[k] = positions[i]; spatialSlot[k] = categorySlot[i]; spatialWake[k] = wakeBuckets[i]
            spatialLayer[k] = layerOf[i]
        }
    }

    /// The first place of each layer and how many it has.
    public func layerRange(_ layer: Int) -> Range<Int> {
        let start = layerCounts.prefix(layer).reduce(0, +)
        return start..<(start + layerCounts[layer])
    }

    /// Clusters of the places whose category is in `categories` (all places when nil) and whose layer is shown
    /// (`visibleLayers[l]`, one flag per layer; nil shows every layer).
    /// A subset asked for recently is returned from memory (ids absent from the data do not matter).
    /// - Complexity: one hierarchy build over the selected places; projection and ordering are reused.
    public func index(categories: Set<PlaceCategory.ID>? = nil, visibleLayers: [Bool]? = nil) -> PlaceClusterIndex {
        let wanted = categoryIDs.map { categories?.contains($0) ?? true }
        let shown = layerMask(visibleLayers)
        // The cache key is the category flags then the layer flags (their counts are fixed for this source).
        let key = wanted + shown
        if let hit = recent.index(for: key, source: self) { return hit }
        let index = build(wanted: wanted, layers: shown)
        recent.insert(index, for: key)
        return index
    }

    /// True when `index(categories:visibleLayers:)` would return this subset from memory (no hierarchy build).
    public func hasRecentIndex(categories: Set<PlaceCategory.ID>? = nil, visibleLayers: [Bool]? = nil) -> Bool {
        recent.contains(categoryIDs.map { categories?.contains($0) ?? true } + layerMask(visibleLayers))
    }

    /// One flag per layer: `visibleLayers` cut or padded (a missing flag shows its layer).
    func layerMask(_ visibleLayers: [Bool]?) -> [Bool] {
        (0..<layerCounts.count).map { l in visibleLayers.map { l < $0.count ? $0[l] : true } ?? true }
    }

    /// Builds the index of the places whose category slot is marked in `wanted` and whose layer in `layers`.
    func build(wanted: [Bool], layers: [Bool]) -> PlaceClusterIndex {
        var trace = BuildTrace()
        defer { trace.flush("subset") }
        let n = places.count
        // A place's layer by index: the layers' places follow one another.
        var layerOn = [Bool](repeating: false, count: n)
        var start = 0
        for (l, count) in layerCounts.enumerated() {
            if layers[l] { for i in start..<(start + count) { layerOn[i] = true } }
            start += count
        }
        // Data order is input order among the selected places.
        let rankOfPlace = FlatArray<UInt32>(uninitializedCount: n)
        var m = 0
        for i in 0..<n where layerOn[i] && wanted[Int(categorySlot[i])] { rankOfPlace[i] = UInt32(m); m += 1 }
        let pos = FlatArray<Spot>(uninitializedCount: m), rank = FlatArray<UInt32>(uninitializedCount: m)
        let entry = FlatArray<UInt32>(uninitializedCount: m), wake = FlatArray<UInt8>(uninitializedCount: m)
        var members = [Int32](repeating: 0, count: m)
        var j = 0
        // Views, not the arrays: this loop runs on every category toggle.
        let placeAt = spatialOrder.view, positionAt = spatialPositions.view, slotAt = spatialSlot.view
        let wakeAt = spatialWake.view, subsetRankOf = rankOfPlace.view, layerAt = spatialLayer.view
        let subsetPos = pos.view, subsetRank = rank.view, subsetEntry = entry.view, subsetWake = wake.view
        for k in 0..<n where wanted[Int(slotAt[k])] && layers[Int(layerAt[k])] {
            let place = Int(placeAt[k]), r = subsetRankOf[place]
            subsetPos[j] = positionAt[k]; subsetRank[j] = r; subsetEntry[j] = r; subsetWake[j] = wakeAt[k]
            members[Int(r)] = Int32(place)
            j += 1
        }
        trace.mark("gather")
        // Category counts are summed on the other core as each level finishes.
        let rollup = CategoryRollup(source: self, members: members)
        let scratch = scratchLender.borrow()
        var builder = HierarchyBuilder(options: options, positions: pos, rank: rank, entry: entry, wakeBuckets: wake,
                                       levelSink: { rollup.add($0) }, scratch: scratch, degrees: false)
        let hierarchy = builder.build()
        if let scratch { scratchLender.giveBack(scratch) }
        trace.mark("hierarchy")
        if builder.pipeline == nil { rollup.add(wholeOf: hierarchy) }
        let index = PlaceClusterIndex(source: self, members: members, hierarchy: hierarchy, rollup: rollup)
        trace.mark("categories")
        return index
    }
}
