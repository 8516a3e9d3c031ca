import Foundation
import Testing
@testable import MapCore

@Suite("Coordinate")
struct CoordinateTests {
    @Test func acceptsTheWholeRangeInclusive() throws {
        for (lat, lon) in [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0), (60.1699, 24.9384)] {
            let c = try Coordinate(latitude: lat, longitude: lon)
            #expect(c.latitude == lat && c.longitude == lon)
        }
    }

    @Test func latitudeOutOfRangeIsATypedError() {
        #expect(throws: CoordinateError.latitudeOutOfRange(90.000001)) { try Coordinate(latitude: 90.000001, longitude: 0) }
        #expect(throws: CoordinateError.latitudeOutOfRange(-91)) { try Coordinate(latitude: -91, longitude: 0) }
    }

    @Test func longitudeOutOfRangeIsATypedError() {
        #expect(throws: CoordinateError.longitudeOutOfRange(180.5)) { try Coordinate(latitude: 0, longitude: 180.5) }
        #expect(throws: CoordinateError.longitudeOutOfRange(-540)) { try Coordinate(latitude: 0, longitude: -540) }
    }

    @Test func nanAndInfinityAreNotFinite() {
        #expect(throws: CoordinateError.notFinite) { try Coordinate(latitude: .nan, longitude: 0) }
        #expect(throws: CoordinateError.notFinite) { try Coordinate(latitude: 0, longitude: .nan) }
        #expect(throws: CoordinateError.notFinite) { try Coordinate(latitude: .infinity, longitude: 0) }
        #expect(throws: CoordinateError.notFinite) { try Coordinate(latitude: 0, longitude: -.infinity) }
    }

    @Test func errorsDescribeTheValue() {
        #expect(CoordinateError.latitudeOutOfRange(91).description.contains("91"))
        #expect(CoordinateError.longitudeOutOfRange(200).description.contains("200"))
    }

    @Test func decodingValidates() {
        let bad = Data(#"{"latitude": 95, "longitude": 10}"#.utf8)
        #expect(throws: CoordinateError.latitudeOutOfRange(95)) { try JSONDecoder().decode(Coordinate.self, from: bad) }
        let good = Data(#"{"latitude": 60.5, "longitude": 10}"#.utf8)
        #expect((try? JSONDecoder().decode(Coordinate.self, from: good))?.latitude == 60.5)
    }

    @Test func clampingInitNeverFails() {
        let c = Coordinate(clampingLatitude: 120, wrappingLongitude: 190)
        #expect(c.latitude == 90)
        #expect(abs(c.longitude - -170) < 1e-12)
        let n = Coordinate(clampingLatitude: .nan, wrappingLongitude: .infinity)
        #expect(n.latitude == 0 && n.longitude == 0)
    }

    @Test func wrapFoldsLongitudes() {
        #expect(Coordinate.wrap(180) == 180)
        #expect(Coordinate.wrap(-180) == -180)
        #expect(abs(Coordinate.wrap(181) - -179) < 1e-12)
        #expect(abs(Coordinate.wrap(-181) - 179) < 1e-12)
        #expect(abs(Coordinate.wrap(720 + 10) - 10) < 1e-12)
        #expect(abs(Coordinate.wrap(-720 - 10) - -10) < 1e-12)
    }

    @Test func descriptionUsesADotWhateverTheLocale() throws {
        #expect(try Coordinate(latitude: 60.5, longitude: -0.25).description == "60.500000,-0.250000")
    }

    @Test func distanceHelsinkiToStockholm() throws {
        let hel = try Coordinate(latitude: 60.1699, longitude: 24.9384)
        let sto = try Coordinate(latitude: 59.3293, longitude: 18.0686)
        // About 396 km along the great circle.
        #expect(abs(hel.distance(to: sto) - 396_000) < 3_000)
        #expect(hel.distance(to: hel) == 0)
    }

    @Test func distanceAcrossTheAntimeridianIsShort() throws {
        let a = try Coordinate(latitude: 0, longitude: 179.5)
        let b = try Coordinate(latitude: 0, longitude: -179.5)
        #expect(a.distance(to: b) < 112_000)
    }
}
