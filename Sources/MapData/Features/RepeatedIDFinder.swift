import MapCore

/// Finds which of a later part's places and shapes repeat an id of the first part's (`FeatureAssembler.absorb`).
///
/// Both parts keep an `IDIndex` when either has own ids. The later part's table is walked in slot order and each of
/// its 32-bit hashes tested against a bit filter of the first part's (2 MB, in cache); only a hit is looked up in the
/// first part's table and compared as text. Looking up half a million ids one by one, each a cache miss into a
/// 16 MB table, was 130 ms of CPU.
struct RepeatedIDFinder {
    /// Low hash bits the filter takes: 2^24 bits, 2 MB; a million ids set about 6 % of them.
    static let filterBits = 24

    private let ids: IDIndex
    private let places: [Place]
    private let placeFeatureIndex: [Int32]
    private let shapes: [PlaceShape]
    private let shapeFeatureIndex: [Int32]
    /// The places' ids begin with it (`PlaceFileOptions.idPrefix`); the tables hold the hashes of what follows.
    private let prefix: String

    init(ids: IDIndex, places: [Place], placeFeatureIndex: [Int32], shapes: [PlaceShape], shapeFeatureIndex: [Int32],
         prefix: String) {
        self.ids = ids; self.places = places; self.placeFeatureIndex = placeFeatureIndex
        self.shapes = shapes; self.shapeFeatureIndex = shapeFeatureIndex; self.prefix = prefix
    }

    /// The feature index of the first part's place or shape whose id is the file's `id`, if any.
    func holder(ofFileID id: String) -> Int? {
        holder(ofKeyed: prefix + id, hash: IDIndex.hash(id))
    }

    /// The same for an id as places carry it (with the prefix).
    func holder(ofKeyed keyed: String) -> Int? {
        holder(ofKeyed: keyed, hash: IDIndex.hash(keyed.utf8.dropFirst(prefix.utf8.count)))
    }

    private func holder(ofKeyed keyed: String, hash: UInt64) -> Int? {
        guard let item = ids.find(hash: hash, where: { other in
            (other & 1 == 0 ? places[other >> 1].id : shapes[other >> 1].id) == keyed
        }) else { return nil }
        return Int(item & 1 == 0 ? placeFeatureIndex[item >> 1] : shapeFeatureIndex[item >> 1])
    }

    /// The later part's items (place k is 2k, shape k is 2k + 1, as in its table) whose id the first part has, in
    /// item order, each with that holder's feature index. `id(item)` is the later item's id (with the prefix).
    func repeats(of later: IDIndex, id: (Int) -> String) -> [(item: Int, first: Int)] {
        let filter = ids.filter(bits: Self.filterBits)
        let mask = UInt64(1 << Self.filterBits - 1)
        var found: [(item: Int, first: Int)] = []
        later.forEach { hash, item in
            let b = Int(hash & mask)
            guard filter[b >> 6] & (1 << UInt64(b & 63)) != 0, let first = holder(ofKeyed: id(item), hash: hash) else { return }
            found.append((item, first))
        }
        return found.sorted { $0.item < $1.item }
    }
}
