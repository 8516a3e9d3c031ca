import Foundation
import AppCore
import MapCore
import Testing

@Suite struct PlacesInViewTests {
    static let centre = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
    static let helsinki = GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.19)

    static func place(_ id: String, _ category: String = "cafe", north metres: Double, east: Double = 0, title: String? = nil) -> Place {
        // About 111 km per degree of latitude; longitude degrees shrink with cos(latitude).
        let lat = centre.latitude + metres / 111_195
        let lon = centre.longitude + east / (111_195 * cos(centre.latitude * .pi / 180))
        return Place(id: id, categoryID: category, title: title ?? "Place \(id)",
                     coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
    }

    @Test func nearestTheCentreComesFirst() {
        let places = [Self.place("far", north: 900), Self.place("near", north: 0, east: 50),
                      Self.place("mid", north: -300), Self.place("mid2", north: 0, east: -400)]
        let list = PlacesInView(places: places, categories: ["cafe"], bounds: Self.helsinki, center: Self.centre)
        #expect(list.rows.map(\.place.id) == ["near", "mid", "mid2", "far"])
        #expect(abs(list.rows[0].distance - 50) < 1)
        #expect(abs(list.rows[3].distance - 900) < 2)
        #expect(list.moreCount == 0)
    }

    @Test func equalDistancesAreOrderedByTitleThenID() {
        let places = [Self.place("b", north: 100, title: "Bravo"), Self.place("a2", north: 100, title: "Alpha"),
                      Self.place("a1", north: 100, title: "Alpha"), Self.place("z", north: 50, title: "Zulu")]
        let list = PlacesInView(places: places, categories: ["cafe"], bounds: Self.helsinki, center: Self.centre)
        #expect(list.rows.map(\.place.id) == ["z", "a1", "a2", "b"])
    }

    @Test func atMostTwoHundredRowsThenTheRestAreCounted() {
        let places = (0..<250).map { Self.place("p\($0)", north: Double(250 - $0) * 5) }
        let list = PlacesInView(places: places, categories: ["cafe"], bounds: Self.helsinki, center: Self.centre)
        #expect(PlacesInView.limit == 200)
        #expect(list.rows.count == 200)
        #expect(list.moreCount == 50)
        #expect(list.totalCount == 250)
        // The 200 kept are the 200 nearest: p249 (5 m) … p50 (1000 m).
        #expect(list.rows.first?.place.id == "p249")
        #expect(list.rows.last?.place.id == "p50")
        #expect(zip(list.rows, list.rows.dropFirst()).allSatisfy { $0.distance <= $1.distance })
    }

    @Test func exactlyTheLimitLeavesNothingMore() {
        let places = (0..<200).map { Self.place("p\($0)", north: Double($0)) }
        let list = PlacesInView(places: places, categories: ["cafe"], bounds: Self.helsinki, center: Self.centre)
        #expect(list.rows.count == 200 && list.moreCount == 0)
    }

    @Test func onlyTickedCategoriesAreListedOrCounted() {
        var places = (0..<210).map { Self.place("m\($0)", "museum", north: Double($0)) }
        places += [Self.place("c1", "cafe", north: 5), Self.place("p1", "pharmacy", north: 7)]
        let list = PlacesInView(places: places, categories: ["cafe", "pharmacy"], bounds: Self.helsinki, center: Self.centre)
        #expect(list.rows.map(\.place.id) == ["c1", "p1"])
        #expect(list.moreCount == 0, "unticked museums are not 'more'")
        let none = PlacesInView(places: places, categories: [], bounds: Self.helsinki, center: Self.centre)
        #expect(none == .empty)
    }

    @Test func followsTheBoundsAndTheCentre() {
        let places = [Self.place("south", north: -2000), Self.place("here", north: 0), Self.place("north", north: 2000)]
        let all = GeoBounds(west: 24.9, south: 60.0, east: 25.0, north: 60.3)
        let here = PlacesInView(places: places, categories: ["cafe"], bounds: all, center: Self.centre)
        #expect(here.rows.map(\.place.id) == ["here", "north", "south"] || here.rows.map(\.place.id) == ["here", "south", "north"])
        // The view moves north: the southern place leaves, and the northern one is now nearest.
        let northCentre = places[2].coordinate
        let northBox = GeoBounds(west: 24.9, south: 60.165, east: 25.0, north: 60.3)
        let moved = PlacesInView(places: places, categories: ["cafe"], bounds: northBox, center: northCentre)
        #expect(moved.rows.map(\.place.id) == ["north", "here"])
    }

    @Test func aViewportAcrossTheAntimeridianListsBothSides() {
        let east = Place(id: "e", categoryID: "cafe", title: "East", coordinate: Coordinate(clampingLatitude: 0, wrappingLongitude: 179.9))
        let west = Place(id: "w", categoryID: "cafe", title: "West", coordinate: Coordinate(clampingLatitude: 0, wrappingLongitude: -179.8))
        let away = Place(id: "a", categoryID: "cafe", title: "Away", coordinate: Coordinate(clampingLatitude: 0, wrappingLongitude: 0))
        let vp = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 180), zoom: 8, size: PixelSize(width: 800, height: 600))
        let list = PlacesInView(places: [away, west, east], categories: ["cafe"], viewport: vp)
        #expect(list.rows.map(\.place.id) == ["e", "w"])
    }

    @Test func aViewportWithNoSizeYetListsNothing() {
        let vp = Viewport(center: Self.centre, zoom: 15, size: .zero)
        #expect(PlacesInView(places: [Self.place("x", north: 0)], categories: ["cafe"], viewport: vp) == .empty)
    }

    /// The heap against a full sort, on random places and limits (the short, obviously correct version).
    @Test func keepsWhatAFullSortWouldKeep() {
        var rng = SeededGenerator(seed: 7)
        for round in 0..<40 {
            let count = Int.random(in: 0...400, using: &rng)
            let limit = [0, 1, 5, 200, 1000][round % 5]
            // Coarse offsets make equal distances common, so the tie rules are exercised too.
            let places = (0..<count).map { i in
                Self.place("\(i)", ["cafe", "museum"][i % 2], north: Double(Int.random(in: -40...40, using: &rng)) * 25,
                           east: Double(Int.random(in: -40...40, using: &rng)) * 25, title: "T\(Int.random(in: 0..<6, using: &rng))")
            }
            let list = PlacesInView(places: places, categories: ["cafe", "museum"], bounds: Self.helsinki, center: Self.centre, limit: limit)
            let reference = places.filter { Self.helsinki.contains($0.coordinate) }
                .map { (place: $0, distance: Self.centre.distance(to: $0.coordinate)) }
                .sorted { a, b in
                    if a.distance != b.distance { return a.distance < b.distance }
                    if a.place.title != b.place.title { return a.place.title < b.place.title }
                    return a.place.id < b.place.id
                }
            #expect(list.rows.map(\.place.id) == reference.prefix(limit).map(\.place.id), "round \(round)")
            #expect(list.totalCount == reference.count)
        }
    }

    @Test func distancesReadShortAndLocaleFree() {
        typealias Row = PlacesInView.Row
        #expect(Row.distanceText(metres: 0) == "0 m")
        #expect(Row.distanceText(metres: 4) == "0 m")
        #expect(Row.distanceText(metres: 118) == "120 m")
        #expect(Row.distanceText(metres: 994) == "990 m")
        #expect(Row.distanceText(metres: 996) == "1.0 km")
        #expect(Row.distanceText(metres: 1_234) == "1.2 km")
        #expect(Row.distanceText(metres: 9_960) == "10 km")
        #expect(Row.distanceText(metres: 34_400) == "34 km")
        #expect(Row.distanceText(metres: .nan) == "")
    }

    @Test func theAccessibleNameStartsWithThePlacesName() {
        let row = PlacesInView(places: [Self.place("k", "museum", north: 120, title: "Kiasma")], categories: ["museum"],
                               bounds: Self.helsinki, center: Self.centre).rows[0]
        #expect(row.accessibleName(categoryTitle: "Museums") == "Kiasma, Museums, 120 m")
    }
}

/// SplitMix64: the same random places on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
