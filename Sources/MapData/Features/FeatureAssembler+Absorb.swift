import MapCore

extension FeatureAssembler {
    /// Makes the pages for about `more` places after these ahead of `absorb` (a split read's first part, at its
    /// boundary, while the later part may still be reading): they are then moved in without a page fault each.
    mutating func prepareRoom(forMorePlaces more: Int) {
        ArrayPages.populate(roomOf: &places, upTo: places.count + more)
    }

    /// What a moved place leaves behind in its chunk (`ArrayMove`): empty strings and details, no reference.
    private static let filler = Place(id: "", categoryID: "", title: "", coordinate: Coordinate(clampingLatitude: 0, wrappingLongitude: 0))

    /// Joins `later`, the assembler of the file's next part (read on another thread, from the feature after this
    /// part's last), so that the result is what one assembler reading the whole file gives: its places and shapes
    /// after these; an id this part gave out, met again there, refused there with the same message; its problems
    /// after these, in feature order. The last change before `result(source:)`, unless `more`: then a part that
    /// follows `later` can be joined next (its ids are checked against `later`'s too). - Complexity: O(later's items).
    mutating func absorb(_ later: consuming FeatureAssembler, more: Bool = false) {
        // Ids made from feature numbers cannot meet across parts; an own id in either part can meet any.
        let checksIDs = ids != nil || later.ids != nil
        if checksIDs, ids == nil { indexIDsSoFar() }
        tally.absorb(later.tally)
        featureCount += later.featureCount
        notes += later.notes

        var refused: [LoadProblem] = []
        func line(_ l: Int32) -> Int? { l > 0 ? Int(l) : nil }
        // Problems name the file's own ids, without the layer's prefix.
        func refuse(_ keyedID: String, first: Int, featureIndex: Int32, line l: Int32) {
            let id = String(decoding: fileID(keyedID), as: UTF8.self)
            refused.append(LoadProblem(featureIndex: Int(featureIndex), featureID: id,
                                     reason: .duplicateID(id, firstIndex: first), line: line(l)))
        }
        // The later part's table, made now if it had no own ids (then every one of its ids was made from a number).
        if checksIDs, later.ids == nil { later.indexIDsSoFar() }
        var finder = checksIDs ? RepeatedIDFinder(ids: ids!, places: places, placeFeatureIndex: placeFeatureIndex,
                                                  shapes: shapes, shapeFeatureIndex: shapeFeatureIndex,
                                                  prefix: options.idPrefix) : nil
        let found = finder.map { finder in
            finder.repeats(of: later.ids!) { item in item & 1 == 0 ? later.place(item >> 1).id : later.shapes[item >> 1].id }
        } ?? []
        let repeats = found.filter { $0.item & 1 == 0 }.map { (place: $0.item >> 1, first: $0.first) }
        let shapeHolders = Dictionary(found.filter { $0.item & 1 == 1 }.map { ($0.item >> 1, $0.first) }, uniquingKeysWith: { a, _ in a })
        // A repeat within the later part of an id this part has: one reader would name this part's holder first.
        var own = later.problems
        for i in own.indices {
            guard case .duplicateID(let id, _) = own[i].reason, let first = finder?.holder(ofFileID: id) else { continue }
            own[i] = LoadProblem(featureIndex: own[i].featureIndex, featureID: own[i].featureID,
                                 reason: .duplicateID(id, firstIndex: first), line: own[i].line)
        }
        // It shares this part's arrays: gone before they grow, or growing them would copy them.
        finder = nil
        let placeBase = places.count, shapeBase = shapes.count
        var chunks = later.placeChunks
        chunks.append(later.places)
        later.placeChunks = []; later.places = []
        var next = 0, k = 0
        while !chunks.isEmpty {
            // Each chunk is freed once copied, so the joined array's new pages and all of the later part's are never alive together.
            var chunk = chunks.removeFirst()
            let end = k + chunk.count
            if next == repeats.count || repeats[next].place >= end {
                ArrayMove.append(&chunk, to: &places, filler: Self.filler)
                placeFeatureIndex += later.placeFeatureIndex[k..<end]
                k = end
                continue
            }
            for place in chunk {
                if next < repeats.count, repeats[next].place == k {
                    refuse(place.id, first: repeats[next].first, featureIndex: later.placeFeatureIndex[k], line: later.placeLines[k])
                    tally.uncount(id: place.categoryID, isPlace: true)
                    next += 1
                } else {
                    places.append(place)
                    placeFeatureIndex.append(later.placeFeatureIndex[k])
                }
                k += 1
            }
        }
        for (k, shape) in later.shapes.enumerated() {
            if let first = shapeHolders[k] {
                refuse(shape.id, first: first, featureIndex: later.shapeFeatureIndex[k], line: later.shapeLines[k])
                tally.uncount(id: shape.categoryID, isPlace: false)
            } else {
                shapes.append(shape)
                shapeFeatureIndex.append(later.shapeFeatureIndex[k])
            }
        }

        if more, checksIDs, let laterIDs = later.ids {
            // The later part's ids under their new numbers (from the bits kept, no id hashed again); refused ones left out.
            let refusedPlaces = repeats.map(\.place).sorted(), refusedShapes = shapeHolders.keys.sorted()
            func kept(_ k: Int, _ refused: [Int]) -> Int? {
                var low = 0, high = refused.count
                while low < high { let mid = (low + high) / 2; if refused[mid] < k { low = mid + 1 } else { high = mid } }
                return low < refused.count && refused[low] == k ? nil : k - low
            }
            ids!.reserve(places.count + shapes.count)
            laterIDs.forEach { hash, item in
                if item & 1 == 0 {
                    if let n = kept(item >> 1, refusedPlaces) { ids!.insert(hash: hash, item: (placeBase + n) * 2) }
                } else if let n = kept(item >> 1, refusedShapes) {
                    ids!.insert(hash: hash, item: (shapeBase + n) * 2 + 1)
                }
            }
        }

        // Places' then shapes' refusals: in feature order again (stable, so a feature's points stay before its shapes).
        refused = refused.enumerated().sorted { ($0.element.featureIndex, $0.offset) < ($1.element.featureIndex, $1.offset) }.map(\.element)
        problems.reserveCapacity(problems.count + own.count + refused.count)
        // Both lists are in feature order: merged, a feature's own problems before those refused here.
        var i = 0, j = 0
        while i < own.count || j < refused.count {
            if j == refused.count || (i < own.count && own[i].featureIndex <= refused[j].featureIndex) {
                problems.append(own[i]); i += 1
            } else {
                problems.append(refused[j]); j += 1
            }
        }
    }
}
