import AppCore
import Foundation
import MapCore
import Testing

@Suite("ShapeCard")
struct ShapeCardTests {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(clampingLatitude: lat, wrappingLongitude: lon) }

    @Test("a line shows its geodesic length first, then its properties in file order")
    func line() {
        // 0.02° of longitude at 60.17° N is about 1.11 km on the ellipsoid.
        let walk = PlaceShape(id: "w", categoryID: "walk", title: "Evening walk",
                              geometry: .lines([[Self.c(60.17, 24.93), Self.c(60.17, 24.95)]]),
                              details: PlaceDetails(extra: [PlaceProperty(key: "surface", value: "gravel"),
                                                            PlaceProperty(key: "difficulty", value: "easy")]))
        let card = ShapeCard(shape: walk)
        #expect(card.title == "Evening walk")
        #expect(card.kind == "Line")
        #expect(card.rows.map(\.id) == ["length", "extra-surface", "extra-difficulty"])
        #expect(card.rows.first?.shown == "1.1 km")
        #expect(card.rows.map(\.label) == ["Length", "surface", "difficulty"])
    }

    @Test("an area shows its area less its holes and its outer perimeter")
    func area() {
        // About 111 m × 111 m at the equator with a hole of a quarter of it.
        let outer = [Self.c(0, 0), Self.c(0, 0.001), Self.c(0.001, 0.001), Self.c(0.001, 0), Self.c(0, 0)]
        let hole = [Self.c(0.00025, 0.00025), Self.c(0.00025, 0.00075), Self.c(0.00075, 0.00075), Self.c(0.00075, 0.00025),
                    Self.c(0.00025, 0.00025)]
        let park = PlaceShape(id: "p", categoryID: "park", title: "Park", geometry: .areas([[outer, hole]]),
                              details: PlaceDetails(website: "https://example.org/park"))
        let card = ShapeCard(shape: park)
        #expect(card.kind == "Area")
        #expect(card.rows.map(\.id) == ["area", "perimeter", "website"])
        // 111.3 m × 110.6 m = 12,309 m², less a quarter: 9,232 m².
        #expect(card.rows[0].shown == "9232 m²")
        #expect(card.rows[1].shown == "444 m")
        #expect(card.rows[2].link != nil, "a website row opens as a place's does")
    }
}
