import Testing
@testable import MapCore

@Suite("GeoBounds")
struct GeoBoundsTests {
    func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(clampingLatitude: lat, wrappingLongitude: lon) }

    @Test func containsIsInclusiveOnEdges() {
        let b = GeoBounds(west: 10, south: 50, east: 20, north: 60)
        #expect(b.contains(c(50, 10)))
        #expect(b.contains(c(60, 20)))
        #expect(b.contains(c(55, 15)))
        #expect(!b.contains(c(49.999, 15)))
        #expect(!b.contains(c(55, 20.001)))
        #expect(!b.crossesAntimeridian)
    }

    @Test func antimeridianBoxContainsBothSides() {
        let b = GeoBounds(west: 170, south: -20, east: -170, north: 10)
        #expect(b.crossesAntimeridian)
        #expect(b.contains(c(0, 175)))
        #expect(b.contains(c(0, -175)))
        #expect(b.contains(c(0, 180)))
        #expect(b.contains(c(0, -180)))
        #expect(!b.contains(c(0, 0)))
        #expect(!b.contains(c(0, 169)))
        #expect(!b.contains(c(11, 175)))
        #expect(b.longitudeSpan == 20)
        #expect(b.latitudeSpan == 30)
    }

    @Test func antimeridianCentreLiesOnTheWrap() {
        let b = GeoBounds(west: 170, south: -10, east: -150, north: 10)
        #expect(abs(b.center.longitude - -170) < 1e-9)
        #expect(b.center.latitude == 0)
        let plain = GeoBounds(west: 10, south: 40, east: 30, north: 60)
        #expect(plain.center.longitude == 20 && plain.center.latitude == 50)
    }

    @Test func unwrappedPartsSplitAtTheAntimeridian() {
        let b = GeoBounds(west: 170, south: -10, east: -160, north: 10)
        let parts = b.unwrappedParts
        #expect(parts == [GeoBounds(west: 170, south: -10, east: 180, north: 10),
                          GeoBounds(west: -180, south: -10, east: -160, north: 10)])
        #expect(parts.allSatisfy { !$0.crossesAntimeridian })
        let plain = GeoBounds(west: 1, south: 2, east: 3, north: 4)
        #expect(plain.unwrappedParts == [plain])
    }

    @Test func containingCoordinates() {
        #expect(GeoBounds(containing: [Coordinate]()) == nil)
        let b = GeoBounds(containing: [c(60, 25), c(59, 24), c(61, 26.5)])
        #expect(b == GeoBounds(west: 24, south: 59, east: 26.5, north: 61))
        let one = GeoBounds(containing: [c(1, 2)])
        #expect(one == GeoBounds(west: 2, south: 1, east: 2, north: 1))
        #expect(one?.contains(c(1, 2)) == true)
    }

    @Test func nonSquareBoxKeepsAxesApart() {
        // A box much wider than tall catches x/y slips (cf. BentoMap's maxX-from-maxY bug).
        let b = GeoBounds(west: -100, south: 10, east: 100, north: 12)
        #expect(b.contains(c(11, 90)))
        #expect(!b.contains(c(90, 11)))
        #expect(b.longitudeSpan == 200 && b.latitudeSpan == 2)
    }

    @Test func worldContainsEverything() {
        #expect(GeoBounds.world.contains(c(90, 180)))
        #expect(GeoBounds.world.contains(c(-90, -180)))
        #expect(GeoBounds.world.longitudeSpan == 360)
    }
}
