import MapCore

/// The side panel's "Places in view": places of ticked categories inside the visible bounds, nearest the
/// map centre first, at most `limit` of them; the rest are only counted (the "and N more" row).
public struct PlacesInView: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let place: Place
        /// Great-circle distance from the map centre, in metres.
        public let distance: Double

        /// "120 m", "1.2 km", "34 km": metres to the nearest 10 below 1 km, one decimal below 10 km.
        public var distanceText: String { Self.distanceText(metres: distance) }

        /// The title as the row shows it, cut to `Limits.rowTitleCharacters` (a 10 MB name stalled every keystroke).
        public var shownTitle: String { CappedText.rowTitle(place.title) }

        /// What a screen reader announces: the name first, then the category and the distance.
        public func accessibleName(categoryTitle: String) -> String {
            "\(shownTitle), \(categoryTitle), \(distanceText)"
        }

        public static func distanceText(metres: Double) -> String {
            guard metres.isFinite, metres >= 0 else { return "" }
            let tens = (metres / 10).rounded() * 10
            if tens < 1000 { return "\(Int(tens)) m" }
            let km = metres / 1000
            if km < 9.95 {
                // Built from integers so the decimal mark never depends on the locale.
                let tenths = Int((km * 10).rounded())
                return "\(tenths / 10).\(tenths % 10) km"
            }
            return "\(Int(km.rounded())) km"
        }
    }

    /// A line or an area reaching into the view, listed after the places (the keyboard's way to it).
    public struct ShapeRow: Equatable, Sendable {
        public let shape: PlaceShape
        /// From the map centre to the nearest point of the shape's bounds, in metres (0 when the centre is inside).
        public let distance: Double

        public var distanceText: String { Row.distanceText(metres: distance) }
        public var shownTitle: String { CappedText.rowTitle(shape.title) }

        /// The name, the category, then "line" or "area" (a screen reader user hears what Enter opens).
        public func accessibleName(categoryTitle: String) -> String {
            "\(shownTitle), \(categoryTitle), \(shape.isArea ? "area" : "line"), \(distanceText)"
        }
    }

    /// Most rows the list shows (places; lines and areas have the same cap of their own).
    public static let limit = 200

    /// Nearest first; ties by title, then id, so the order never flickers.
    public let rows: [Row]
    /// Lines and areas of ticked categories reaching into the view, nearest first, after the places.
    public let shapes: [ShapeRow]
    /// Places (and lines and areas) in view that did not fit in `rows` (and `shapes`).
    public let moreCount: Int

    public static let empty = PlacesInView(rows: [], moreCount: 0)

    public var totalCount: Int { rows.count + shapes.count + moreCount }

    init(rows: [Row], shapes: [ShapeRow] = [], moreCount: Int) {
        self.rows = rows
        self.shapes = shapes
        self.moreCount = moreCount
    }

    /// This list with the lines and areas of `categories` whose bounds meet `bounds` after its places.
    /// - Complexity: O(s log s) for s shapes.
    public func adding(shapes all: [PlaceShape], categories: Set<PlaceCategory.ID>, bounds: GeoBounds, center: Coordinate,
                       limit: Int = Self.limit) -> PlacesInView {
        var found: [ShapeRow] = []
        for shape in all where categories.contains(shape.categoryID) && Self.meets(shape.bounds, bounds) {
            found.append(ShapeRow(shape: shape, distance: center.distance(to: Self.clamp(center, into: shape.bounds))))
        }
        found.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.shape.title != b.shape.title { return a.shape.title < b.shape.title }
            return a.shape.id < b.shape.id
        }
        let kept = Array(found.prefix(max(0, limit)))
        return PlacesInView(rows: rows, shapes: kept, moreCount: moreCount + found.count - kept.count)
    }

    /// Whether a shape's box (never crossing the antimeridian) meets the view's (which may).
    static func meets(_ shape: GeoBounds, _ view: GeoBounds) -> Bool {
        guard shape.south <= view.north, shape.north >= view.south else { return false }
        return view.unwrappedParts.contains { shape.west <= $0.east && shape.east >= $0.west }
    }

    /// The point of `box` nearest `c` in degrees (the centre itself when inside).
    static func clamp(_ c: Coordinate, into box: GeoBounds) -> Coordinate {
        Coordinate(clampingLatitude: min(max(c.latitude, box.south), box.north),
                   wrappingLongitude: min(max(c.longitude, box.west), box.east))
    }

    /// - Complexity: O(n log `limit`) for n places.
    public init(places: [Place], categories: Set<PlaceCategory.ID>, bounds: GeoBounds, center: Coordinate,
                limit: Int = Self.limit) {
        var nearest = NearestRows(capacity: max(0, limit))
        var inView = 0
        for place in places where categories.contains(place.categoryID) && bounds.contains(place.coordinate) {
            inView += 1
            nearest.offer(Row(place: place, distance: center.distance(to: place.coordinate)))
        }
        let rows = nearest.sorted()
        self.init(rows: rows, moreCount: inView - rows.count)
    }

    /// What the map shows now: ticked categories inside `viewport`, measured from its centre.
    public init(places: [Place], categories: Set<PlaceCategory.ID>, viewport: Viewport, limit: Int = Self.limit) {
        guard !viewport.size.isEmpty else { self = .empty; return }
        self.init(places: places, categories: categories, bounds: viewport.visibleBounds, center: viewport.center, limit: limit)
    }

    /// The list order: nearer first, then by title, then by id.
    static func precedes(_ a: Row, _ b: Row) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        if a.place.title != b.place.title { return a.place.title < b.place.title }
        return a.place.id < b.place.id
    }
}
