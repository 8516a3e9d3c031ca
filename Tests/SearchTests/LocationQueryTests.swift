import DeepLinks
import MapCore
import Testing
@testable import Search

@Suite struct LocationQueryTests {
    func parsed(_ s: String) -> (Double, Double)? {
        LocationQuery.parse(s).map { ($0.coordinate.latitude, $0.coordinate.longitude) }
    }

    func expectNear(_ s: String, _ lat: Double, _ lon: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let (a, b) = parsed(s) else { Issue.record("\(s) not parsed", sourceLocation: sourceLocation); return }
        #expect(abs(a - lat) < 1e-6 && abs(b - lon) < 1e-6, "\(s) → \(a), \(b)", sourceLocation: sourceLocation)
    }

    @Test func decimalPairs() {
        expectNear("60.17, 24.94", 60.17, 24.94)
        expectNear("60.17,24.94", 60.17, 24.94)
        expectNear("60.17 24.94", 60.17, 24.94)
        expectNear("-33.8568, 151.2153", -33.8568, 151.2153)
        expectNear("  60.17;24.94 ", 60.17, 24.94)
    }

    @Test func hemisphereLetters() {
        expectNear("60.17 N 24.94 E", 60.17, 24.94)
        expectNear("60.17N 24.94E", 60.17, 24.94)
        expectNear("33.86 S 151.21 E", -33.86, 151.21)
        expectNear("40.7 n, 74.0 w", 40.7, -74.0)
        expectNear("N 60.17 E 24.94", 60.17, 24.94)
        expectNear("24.94 E 60.17 N", 60.17, 24.94) // longitude first when the letters say so
    }

    @Test func degreesMinutesSeconds() {
        expectNear("60°10′12″N 24°56′24″E", 60.17, 24.94)
        expectNear("60°10'12\"N 24°56'24\"E", 60.17, 24.94)
        expectNear("60° 10' 12\" N, 24° 56' 24\" E", 60.17, 24.94)
        expectNear("33°51′S 151°12′E", -33.85, 151.2)
        expectNear("60°N 24°E", 60, 24)
        expectNear("60°10'12''N 24°56'24''E", 60.17, 24.94)
    }

    @Test func geoURIs() throws {
        let q = try #require(LocationQuery.parse("geo:60.1699,24.9384?z=15&q=Kauppatori"))
        #expect(q.coordinate.latitude == 60.1699)
        #expect(q.zoom == 15)
        #expect(q.label == "Kauppatori")
        #expect(LocationQuery.parse("GEO:60.17,24.94") != nil)
        #expect(LocationQuery.parse("geo:999,0") == nil)
    }

    /// Issue 27: search went to 0,0 with the raw `q=` text as its label while links and --render went to the point.
    @Test func labelledGeoURIGoesToTheQueryPointWithItsLabel() throws {
        let uri = "geo:0,0?q=-33.9,18.4(Cape)"
        let q = try #require(LocationQuery.parse(uri))
        let link = try GeoURI(parsing: uri)
        #expect(q.coordinate == link.viewCenter)
        #expect(q.coordinate.latitude == -33.9 && q.coordinate.longitude == 18.4)
        #expect(q.label == "Cape")
        #expect(q.label == link.marker?.label)
        let unlabelled = try #require(LocationQuery.parse("geo:0,0?q=-33.9,18.4"))
        #expect(unlabelled.coordinate.latitude == -33.9 && unlabelled.label == nil)
    }

    @Test func textIsNotAPosition() {
        for s in ["Hotel Kämp", "12 34", "Mannerheimintie 12", "60.1,", "N E", "60 N 24 N", "E 60 W 24", "Seven 7", "60.1 N 24.9", "60°10′N 24"] {
            #expect(LocationQuery.parse(s) == nil, "\(s)")
        }
    }
}
