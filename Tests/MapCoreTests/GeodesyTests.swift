import MapCore
import Testing

/// Against geographiclib 2.1 (Karney, WGS 84: `Geodesic.WGS84.Inverse` and `.Polygon`), computed with PyPI's
/// geographiclib for these tests.
@Suite struct GeodesyTests {
    static func c(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(clampingLatitude: lat, wrappingLongitude: lon) }

    @Test func helsinkiToTallinnOnTheEllipsoid() {
        let d = Geodesy.length(of: [Self.c(60.1699, 24.9384), Self.c(59.4370, 24.7536)])
        #expect(abs(d - 82_307.766) < 0.01)
        #expect(abs(Geodesy.distance(Self.c(0, 0), Self.c(0, 1)) - 111_319.491) < 0.01)
        #expect(abs(Geodesy.distance(Self.c(60, 24), Self.c(60, 25)) - 55_799.470) < 0.01)
        #expect(Geodesy.distance(Self.c(60, 24), Self.c(60, 24)) == 0)
    }

    @Test func nearlyAntipodalPointsStillGetALength() {
        let d = Geodesy.distance(Self.c(0, 0), Self.c(0.5, 179.7))
        #expect(d.isFinite && d > 19_900_000 && d < 20_040_000)
    }

    @Test(arguments: [
        // (south, west, north, east, geographiclib's area in m²)
        (0.0, 0.0, 1.0, 1.0, 12_308_778_361.469),
        (60.0, 24.0, 61.0, 25.0, 6_122_943_163.071),
        (-1.0, 179.5, 1.0, -179.5, 24_617_556_722.939),
    ])
    func boxAreasWithinAHundredthOfAPercentOfTheEllipsoid(s: Double, w: Double, n: Double, e: Double, expected: Double) {
        let ring = [Self.c(s, w), Self.c(s, e), Self.c(n, e), Self.c(n, w), Self.c(s, w)]
        let a = Geodesy.area(of: .areas([[ring]]))
        #expect(abs(a - expected) / expected < 0.0001, "\(a) vs \(expected)")
        // Either winding, closed or not.
        #expect(abs(Geodesy.ringArea(Array(ring.reversed().dropLast())) - a) < 1e-3 * a)
    }

    @Test func holesAreTakenOut() {
        let outer = [Self.c(0, 0), Self.c(0, 1), Self.c(1, 1), Self.c(1, 0), Self.c(0, 0)]
        let hole = [Self.c(0.25, 0.25), Self.c(0.75, 0.25), Self.c(0.75, 0.75), Self.c(0.25, 0.75), Self.c(0.25, 0.25)]
        let whole = Geodesy.area(of: .areas([[outer]])), holed = Geodesy.area(of: .areas([[outer, hole]]))
        #expect(abs(holed / whole - 0.75) < 1e-3)
        #expect(Geodesy.area(of: .lines([outer])) == 0)
    }

    @Test func popoverText() {
        #expect(MeasureText.length(metres: 850.4) == "850 m")
        #expect(MeasureText.length(metres: 2_412) == "2.4 km")
        #expect(MeasureText.length(metres: 82_307.8) == "82.3 km")
        #expect(MeasureText.length(metres: 412_000) == "412 km")
        #expect(MeasureText.area(squareMetres: 350) == "350 m²")
        #expect(MeasureText.area(squareMetres: 13_000) == "1.3 ha")
        #expect(MeasureText.area(squareMetres: 4_100_000) == "4.1 km²")
        #expect(MeasureText.area(squareMetres: 12_308_778_361) == "12309 km²")
        #expect(MeasureText.length(metres: .nan) == "–")
    }
}
