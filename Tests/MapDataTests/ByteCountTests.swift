import Testing
@testable import MapData

@Suite("ByteCount")
struct ByteCountTests {
    @Test func countsNonOverlappingMarkersUpToTheLimit() {
        let text = Array("<wpt a/><wpt b/><wp <wpt".utf8)
        #expect(ByteCount.occurrences(of: Array("<wpt".utf8), in: text, limit: 100) == 3)
        #expect(ByteCount.occurrences(of: Array("<wpt".utf8), in: text, limit: 2) == 2)
        #expect(ByteCount.occurrences(of: Array("aa".utf8), in: Array("aaaaa".utf8), limit: 100) == 2)
        #expect(ByteCount.occurrences(of: Array("\n".utf8), in: [], limit: 100) == 0)
        #expect(ByteCount.occurrences(of: [], in: text, limit: 100) == 0)
        #expect(ByteCount.occurrences(of: Array("<wpt a/>!".utf8), in: Array("<wpt a/>".utf8), limit: 100) == 0)
        // The search runs on the second byte: a first-byte hit alone, at either end, is not a match.
        #expect(ByteCount.occurrences(of: Array("\"Feature\"".utf8), in: Array("F\"Feature\"\"Feature\"F\"Feature".utf8), limit: 100) == 2)
    }

    @Test func estimateFollowsTheFormatsMarker() {
        let csv = Array("id,lat,lon\n1,60,24\n2,61,25\n".utf8)
        #expect(PlaceFileLoader.estimatedFeatures(csv, format: .csv) == 3)
        let geojson = Array(#"{"type":"FeatureCollection","features":[{"type":"Feature"},{"type":"Feature"}]}"#.utf8)
        #expect(PlaceFileLoader.estimatedFeatures(geojson, format: .geojson) == 2)
        let hostile = [UInt8](repeating: 0x0A, count: PlaceFileLoader.maxReserved + 10)
        #expect(PlaceFileLoader.estimatedFeatures(hostile, format: .csv) == PlaceFileLoader.maxReserved)
    }
}
