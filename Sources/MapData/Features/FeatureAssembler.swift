import MapCore

/// The real `FeatureSink`: turns every reader's `SourceFeature`s into places and shapes by one set of rules.
///
/// - **Title:** the first non-empty of `name`, `title`, `Name`, `Title`, `label`, `location.name` (Google
///   Takeout), `Location.Business Name` (older Takeout); else the feature is kept, labelled with its
///   coordinates ("60.17000, 24.94000").
/// - **Id:** the feature's own id, else its `id` property, else "feature/INDEX". A repeated id is reported and
///   the later feature skipped (ids stay stable across reloads; a renamed copy would not be the same place).
/// - **Category:** the `categoryField` option's property; else the first non-empty of `categoryKeys`; else
///   the format's own (`formatCategory`: a KML folder path, a GPX type or symbol); else "other". A value the
///   catalogue knows (in any case) is that category; any other value becomes a category of its own, with an
///   icon for common OpenStreetMap values (`CategoryIcons`) and a colour from `CategoryPalette`. More than
///   `maxCategories` values: the largest `maxCategories - 1` stay and the rest go to "Other", with a note.
/// - **Google Takeout's placeholder** (a Point at exactly 0,0 with "No location information" in a property)
///   is skipped with that reason.
/// - **Geometry:** a point is a `Place`; lines and areas a `PlaceShape`. A collection (GeoJSON
///   GeometryCollection or MultiPoint, KML MultiGeometry) is split by kind: each point a place, all its lines
///   one shape, all its areas one shape; when it yields more than one item they get ids "ID/1", "ID/2"… for
///   points and "ID/lines", "ID/areas" for shapes.
/// - **Details:** `DetailFields`, the same for every format.
public struct FeatureAssembler: FeatureSink {
    /// Property names tried in order for the category.
    public static let categoryKeys = ["category", "type", "kind", "class", "group", "layer", "amenity", "shop", "tourism"]
    /// Property names tried in order for the title.
    public static let titleKeys = ["name", "title", "Name", "Title", "label", "location.name", "Location.Business Name"]

    private let catalog: [PlaceCategory.ID: PlaceCategory]
    /// Lowercased catalogue id -> id, so "Cafe" in a file is the catalogue's "cafe".
    private let catalogByLowercase: [String: PlaceCategory.ID]
    private let catalogOrder: [PlaceCategory.ID]
    let options: PlaceFileOptions

    // Internal, not private: `absorb(_:)` (FeatureAssembler+Absorb) joins a later part's.
    var places: [Place] = []
    /// A part's earlier places, `chunkSize` each, before `places` (see `chunkSize`).
    var placeChunks: [[Place]] = []
    var shapes: [PlaceShape] = []
    /// Each place's and shape's feature index, for the message about a later repeat of its id.
    var placeFeatureIndex: [Int32] = []
    var shapeFeatureIndex: [Int32] = []
    /// Each place's and shape's line, kept only by a later part (`isLaterPart`): its repeats are found at the join.
    var placeLines: [Int32] = []
    var shapeLines: [Int32] = []
    var problems: [LoadProblem] = []
    var featureCount = 0
    /// Every id given out: place k is item 2k, shape k item 2k + 1. Made when the first feature with its own id
    /// arrives: ids made from feature numbers cannot repeat one another, so a file without ids (GPX waypoints, a CSV
    /// with no id column) needs no table (16 MB for a million places).
    var ids: IDIndex?
    /// Room to make in `ids` once it is made (the reader's estimate).
    private var reservedIDs = 0
    var tally = CategoryTally()
    private var layout: PropertyLayout?
    var notes: [String] = []
    /// Set to stop the read part-way (a layer removed while it loads) and to hear its progress.
    public var cancellation: LoadCancellation?

    /// A later part of a file read on another thread (`CSVSplitReader`): its places go into arrays of this many, so
    /// joining them to the first part's frees each as it is copied (one array of them all would be alive beside
    /// the joined one: 65 MB for half a million places). `Int.max` for a whole file.
    var chunkSize = Int.max
    /// A later part keeps each item's line for the problems found at the join, and does not report progress (the
    /// first part's count does).
    var isLaterPart = false
    /// Places handed out so far, chunks included: place k is item 2k.
    var placeCount: Int { placeChunks.isEmpty ? places.count : placeChunks.count * chunkSize + places.count }

    public var cancelledAfter: Int? {
        cancellation?.isCancelled == true ? featureCount : nil
    }

    public init(catalog categories: [PlaceCategory], options: PlaceFileOptions = PlaceFileOptions()) {
        var byID: [PlaceCategory.ID: PlaceCategory] = [:]
        var lower: [String: PlaceCategory.ID] = [:]
        for c in categories where byID[c.id] == nil {
            byID[c.id] = c
            lower[c.id.lowercased()] = lower[c.id.lowercased()] ?? c.id
        }
        if byID[PlaceCategory.otherID] == nil { byID[PlaceCategory.otherID] = .other }
        catalog = byID; catalogByLowercase = lower; catalogOrder = categories.map(\.id); self.options = options
    }

    /// An empty assembler for the next part of the same file, read on another thread and joined with `absorb(_:)`:
    /// the same catalogue, options and cancellation.
    init(laterPartOf first: FeatureAssembler, chunkSize: Int) {
        catalog = first.catalog; catalogByLowercase = first.catalogByLowercase; catalogOrder = first.catalogOrder
        options = first.options; cancellation = first.cancellation
        isLaterPart = true; self.chunkSize = chunkSize
        // About half the file's features: its id table and indices then never double (and rehash) while it reads.
        reserveCapacity(first.reservedIDs / 2)
    }

    /// A remark about the file as a whole, shown in the report (a reader's "columns look swapped").
    public mutating func note(_ text: String) { notes.append(text) }

    public mutating func skip(_ problem: LoadProblem) {
        featureCount += 1
        if !isLaterPart { cancellation?.progress(featureCount) }
        problems.append(problem)
    }

    /// Makes room for about `count` features (a reader's cheap estimate), so the arrays do not double while
    /// they fill: at the last doubling the old and the new array were both alive.
    public mutating func reserveCapacity(_ count: Int) {
        places.reserveCapacity(min(count, chunkSize)); placeFeatureIndex.reserveCapacity(count); reservedIDs = count
        if isLaterPart { placeLines.reserveCapacity(count) }
    }

    public mutating func add(_ feature: SourceFeature) {
        featureCount += 1
        if !isLaterPart { cancellation?.progress(featureCount) }
        let properties = feature.properties
        if layout?.fits(properties) != true {
            layout = PropertyLayout(properties, titleKeys: Self.titleKeys,
                                    categoryKeys: options.categoryField.map { [$0] } ?? Self.categoryKeys)
        }
        guard let layout else { return }
        func firstValue(_ candidates: [Int]) -> Int? {
            candidates.first { Self.nonEmpty(properties[$0].value) != nil }
        }
        let ownID = feature.id.flatMap(Self.nonEmpty) ?? firstValue(layout.idIndices).flatMap { Self.nonEmpty(properties[$0].value) }
        let baseID = ownID ?? "feature/\(feature.index)"
        if ownID != nil, ids == nil { indexIDsSoFar() }
        // A point's id slot is asked for now, so its likely cache miss overlaps the title, category and details.
        var pointHash: UInt64?
        if let ids, case .point = feature.geometry {
            let hash = IDIndex.hash(baseID)
            ids.prefetch(hash: hash)
            pointHash = hash
        }
        func problem(_ reason: LoadProblem.Reason, id: String? = ownID) {
            problems.append(LoadProblem(featureIndex: feature.index, featureID: id, reason: reason, line: feature.line))
        }
        if case .point(let c) = feature.geometry, c.latitude == 0, c.longitude == 0,
           let placeholder = properties.first(where: { $0.value.contains("No location information") }) {
            return problem(.noLocation(placeholder.value))
        }
        let titleIndex = firstValue(layout.titleCandidates)
        let title = titleIndex.flatMap { Self.nonEmpty(properties[$0].value) }
        let titleRank = titleIndex.map { layout.titleRank[$0] } ?? -1
        let (categoryRank, categorySlot) = category(of: feature, layout: layout)
        let categoryID = tally.ids[categorySlot]
        let details = DetailFields.details(properties, kinds: layout.detailKinds) { i in
            layout.idIndices.contains(i) || (titleRank >= 0 && layout.titleRank[i] == titleRank)
                || (categoryRank >= 0 && layout.categoryRank[i] == categoryRank)
        }

        // A point, nearly every feature: no arrays for the split.
        if case .point(let point) = feature.geometry {
            if let first = claim(baseID, item: placeCount * 2, hash: pointHash) {
                return problem(.duplicateID(baseID, firstIndex: first), id: baseID)
            }
            append(Place(id: keyed(baseID), categoryID: categoryID, title: title ?? Self.label(point), coordinate: point,
                         details: details), of: feature, slot: categorySlot)
            return
        }
        var points: [Coordinate] = [], lines: [[Coordinate]] = [], areas: [[[Coordinate]]] = []
        Self.split(feature.geometry, points: &points, lines: &lines, areas: &areas)
        let itemCount = points.count + (lines.isEmpty ? 0 : 1) + (areas.isEmpty ? 0 : 1)
        func itemID(_ suffix: String) -> String { itemCount == 1 ? baseID : baseID + "/" + suffix }
        for (k, point) in points.enumerated() {
            let id = itemID(String(k + 1))
            if let first = claim(id, item: placeCount * 2) {
                problem(.duplicateID(id, firstIndex: first), id: id)
                continue
            }
            append(Place(id: keyed(id), categoryID: categoryID, title: title ?? Self.label(point), coordinate: point,
                         details: details), of: feature, slot: categorySlot)
        }
        for (suffix, geometry) in [("lines", lines.isEmpty ? nil : ShapeGeometry.lines(lines)),
                                   ("areas", areas.isEmpty ? nil : ShapeGeometry.areas(areas))] {
            guard let geometry else { continue }
            let id = itemID(suffix)
            if let first = claim(id, item: shapes.count * 2 + 1) {
                problem(.duplicateID(id, firstIndex: first), id: id)
                continue
            }
            let first = lines.first?.first ?? areas.first?.first?.first ?? Coordinate(clampingLatitude: 0, wrappingLongitude: 0)
            shapes.append(PlaceShape(id: keyed(id), categoryID: categoryID, title: title ?? Self.label(first),
                                     geometry: geometry, details: details, color: feature.color))
            shapeFeatureIndex.append(Int32(clamping: feature.index))
            if isLaterPart { shapeLines.append(Int32(clamping: feature.line ?? 0)) }
            tally.count(categorySlot, isPlace: false)
        }
    }

    @inline(__always) private mutating func append(_ place: Place, of feature: SourceFeature, slot: Int) {
        places.append(place)
        placeFeatureIndex.append(Int32(clamping: feature.index))
        tally.count(slot, isPlace: true)
        if isLaterPart {
            placeLines.append(Int32(clamping: feature.line ?? 0))
            if places.count == chunkSize {
                placeChunks.append(places)
                places = []
                places.reserveCapacity(chunkSize)
            }
        }
    }

    /// A file's id as the places carry it (`PlaceFileOptions.idPrefix`).
    @inline(__always) func keyed(_ id: String) -> String { options.idPrefix.isEmpty ? id : options.idPrefix + id }

    /// True when `keyedID` (a place's or shape's) is the file's `id`.
    @inline(__always) func isKeyed(_ keyedID: String, _ id: String) -> Bool {
        let prefix = options.idPrefix.utf8.count
        if prefix == 0 { return keyedID == id }
        return keyedID.utf8.count == prefix + id.utf8.count && keyedID.utf8.dropFirst(prefix).elementsEqual(id.utf8)
    }

    /// The UTF-8 of the file's own id of a place's or shape's `keyedID` (bytes: the prefix's last character and
    /// the id's first may join into one `Character`).
    func fileID(_ keyedID: String) -> Substring.UTF8View { keyedID.utf8.dropFirst(options.idPrefix.utf8.count) }

    /// Place `k`, counting chunks.
    func place(_ k: Int) -> Place {
        placeChunks.isEmpty ? places[k] : k / chunkSize < placeChunks.count ? placeChunks[k / chunkSize][k % chunkSize]
            : places[k - placeChunks.count * chunkSize]
    }

    /// Records `id` for `item`; when an earlier place or shape has it, returns that one's feature index instead.
    /// Nothing is recorded while every id so far was made from a feature number (see `ids`).
    mutating func claim(_ id: String, item: Int, hash known: UInt64? = nil) -> Int? {
        guard ids != nil else { return nil }
        let hash = known ?? IDIndex.hash(id)
        let taken = ids?.find(hash: hash) { other in
            isKeyed(other & 1 == 0 ? place(other >> 1).id : shapes[other >> 1].id, id)
        }
        if let taken { return Int(taken & 1 == 0 ? placeFeatureIndex[taken >> 1] : shapeFeatureIndex[taken >> 1]) }
        ids?.insert(hash: hash, item: item)
        return nil
    }

    /// Makes `ids` with every id given out so far, when the first feature with its own id arrives.
    mutating func indexIDsSoFar() {
        var index = IDIndex()
        index.reserve(max(reservedIDs, placeCount + shapes.count))
        for k in 0..<placeCount { index.insert(hash: IDIndex.hash(fileID(place(k).id)), item: k * 2) }
        for (k, shape) in shapes.enumerated() { index.insert(hash: IDIndex.hash(fileID(shape.id)), item: k * 2 + 1) }
        ids = index
    }

    /// Everything assembled, with the data's categories (see the type's documentation for the cap).
    /// - Complexity: O(places + shapes + categories log categories).
    public func result(source: String) -> LoadedPlaces {
        precondition(placeChunks.isEmpty, "a later part is absorbed into the first, whose result it is")
        var places = places, shapes = shapes, notes = notes
        let other = PlaceCategory.otherID
        var counts: [PlaceCategory.ID: Int] = [:]
        for (slot, id) in tally.ids.enumerated() { counts[id] = tally.counts[slot] }
        // Largest first; ties by value so the order never depends on the file's order.
        let ranked = counts.filter { $0.key != other }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var kept = ranked.map(\.key)
        if ranked.count > options.maxCategories - (counts[other] == nil ? 0 : 1) {
            let keep = options.maxCategories - 1
            kept = Array(kept.prefix(keep))
            let keptSet = Set(kept)
            let merged = ranked.dropFirst(keep)
            let mergedCount = merged.reduce(0) { $0 + $1.value }
            notes.append("\(ranked.count) categories: the \(keep) largest are kept and the other \(merged.count) "
                         + "(\(mergedCount) places and shapes) are shown under \"Other\"")
            for i in places.indices where !keptSet.contains(places[i].categoryID) { places[i].categoryID = other }
            for i in shapes.indices where !keptSet.contains(shapes[i].categoryID) { shapes[i].categoryID = other }
        }
        // Counted per category as the places came, not by walking them again: merged ones count as "Other".
        let keptSet = Set(kept)
        var placeCounts: [PlaceCategory.ID: Int] = [:]
        for (slot, id) in tally.ids.enumerated() where tally.placeCounts[slot] > 0 {
            placeCounts[keptSet.contains(id) ? id : other, default: 0] += tally.placeCounts[slot]
        }
        let usesOther = placeCounts[other] != nil || shapes.contains { $0.categoryID == other }

        var categories = catalogOrder.filter { $0 != other && keptSet.contains($0) }.compactMap { catalog[$0] }
        let own = kept.filter { catalog[$0] == nil }
        let colors = CategoryPalette.colors(for: own)
        for value in own {
            categories.append(PlaceCategory(id: value, title: Self.displayTitle(value), iconName: CategoryIcons.icon(for: value) ?? "other",
                                            color: colors[value] ?? PlaceCategory.other.color))
        }
        if usesOther, let c = catalog[other] { categories.append(c) }
        let report = LoadReport(source: source, featureCount: featureCount, countsByCategory: placeCounts,
                                problems: problems, shapeCount: shapes.count, notes: notes)
        return LoadedPlaces(places: places, shapes: shapes, categories: categories, report: report)
    }

    /// The rank (in the layout's category keys) of the key the category came from, -1 when none did, and the
    /// category's tally slot.
    private mutating func category(of feature: SourceFeature, layout: PropertyLayout) -> (rank: Int, slot: Int) {
        var rank = -1, value: String?
        if options.categoryField != nil { rank = 0 }
        for i in layout.categoryCandidates {
            if let v = Self.nonEmpty(feature.properties[i].value) { rank = layout.categoryRank[i]; value = v; break }
        }
        if value == nil, options.categoryField == nil { value = feature.formatCategory.flatMap(Self.nonEmpty) }
        guard let value else { return (rank, tally.slot(forID: PlaceCategory.otherID)) }
        let catalog = catalog, catalogByLowercase = catalogByLowercase
        return (rank, tally.slot(forValue: value) { value in
            catalog[value] != nil ? value : catalogByLowercase[value.lowercased()] ?? value
        })
    }

    /// The first property named `key` with a value that is not blank, trimmed.
    static func value(of key: String, in properties: [PlaceProperty]) -> String? {
        for p in properties where p.key == key {
            if let v = nonEmpty(p.value) { return v }
        }
        return nil
    }

    static func nonEmpty(_ s: String) -> String? {
        // Most values start and end with a visible ASCII character: no Unicode property lookups for those. Both
        // ends are read from the string's own bytes (`utf8.last` walked the view's generic index).
        let ends: (UInt8, UInt8)? = s.utf8.withContiguousStorageIfAvailable { $0.isEmpty ? nil : ($0[0], $0[$0.count - 1]) }
            ?? s.utf8.first.map { ($0, s.utf8.last!) }
        guard let (first, last) = ends else { return nil }
        if first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return s }
        let t = GeoJSONLoader.trimmed(s)
        return t.isEmpty ? nil : t
    }

    /// A tag-like value as a panel title ("fast_food" -> "Fast food"); a value with capitals ("Trip/Food") as written.
    static func displayTitle(_ value: String) -> String {
        guard !value.contains(where: \.isUppercase), let first = value.first else { return value }
        return first.uppercased() + String(value.dropFirst().map { $0 == "_" ? " " : $0 })
    }

    /// "60.17000, 24.94000": an untitled feature's label.
    static func label(_ c: Coordinate) -> String {
        func f(_ v: Double) -> String {
            let scaled = (v * 100_000).rounded()
            let sign = scaled < 0 ? "-" : ""
            let a = Int64(abs(scaled))
            let frac = String(a % 100_000)
            return sign + String(a / 100_000) + "." + String(repeating: "0", count: 5 - frac.count) + frac
        }
        return f(c.latitude) + ", " + f(c.longitude)
    }

    private static func split(_ g: SourceFeature.Geometry, points: inout [Coordinate], lines: inout [[Coordinate]],
                              areas: inout [[[Coordinate]]]) {
        switch g {
        case .point(let c): points.append(c)
        case .lines(let l): lines += l
        case .areas(let a): areas += a
        case .collection(let parts): for p in parts { split(p, points: &points, lines: &lines, areas: &areas) }
        }
    }
}
