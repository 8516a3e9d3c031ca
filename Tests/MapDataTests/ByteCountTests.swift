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

    @Test func aLargeFilesEstimateIsSampledNearItsCount() {
        // 80 MB of rows whose length varies along the file: the sampled estimate within 3 % of the true count.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(PlaceFileLoader.sampledFrom + (16 << 20))
        var rows = 0
        while bytes.count < PlaceFileLoader.sampledFrom + (16 << 20) {
            bytes += Array("\(rows),60.1,24.9,".utf8) + [UInt8](repeating: 0x61, count: 20 + (rows % 97)) + [0x0A]
            rows += 1
        }
        let estimate = PlaceFileLoader.estimatedFeatures(bytes, format: .csv)
        #expect(abs(estimate - rows) < rows * 3 / 100, "\(estimate) for \(rows) rows")
        let windowed = ByteWindow.with(Array("ab\nab\n\nab".utf8)) { ByteCount.occurrences(of: [0x0A], in: $0, range: 2..<7, limit: 10) }
        #expect(windowed == 3)
    }
}
