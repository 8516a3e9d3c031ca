import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("GeoJSONFeatureDecoder: Point features without the tree, the same as with it")
struct GeoJSONFeatureDecoderTests {
    /// Each element of `features`: what the tree-free decoder gave (nil: left to the tree), and what the tree path gives.
    static func decodeBoth(_ features: [String]) throws -> [(fast: SourceFeature?, tree: Result<SourceFeature, GeoJSONFeatureReader.Skip>)] {
        let document = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        final class Results {
            var list: [(SourceFeature?, Result<SourceFeature, GeoJSONFeatureReader.Skip>)] = []
            var spare: [PlaceProperty] = []
        }
        let results = Results()
        _ = try JSONParser.parse(Array(document.utf8), streamingArrayAt: "features", elements: { parser, index throws(JSONParseError) in
            let start = parser.index
            let fast = GeoJSONFeatureDecoder.decode(&parser, index: index, spare: &results.spare)
            // The list given back emptied with its room, as the reader does: the next feature fills it again.
            if var given = fast {
                swap(&results.spare, &given.properties)
                results.spare.removeAll(keepingCapacity: true)
            }
            let afterFast = parser.index
            // Read the same element again through the tree; the fast decoder must have ended where the tree ends.
            parser.index = start
            let tree = GeoJSONFeatureReader.feature(try parser.parseValue(), index: index)
            if fast != nil { #expect(afterFast == parser.index) } else { #expect(afterFast == start) }
            results.list.append((fast, tree))
            return true
        })
        return results.list
    }

    static func same(_ a: SourceFeature, _ b: SourceFeature) -> Bool {
        a.geometry == b.geometry && a.properties == b.properties && a.id == b.id && a.index == b.index
            && a.formatCategory == b.formatCategory && a.color == b.color
    }

    /// Every feature was decoded without the tree, the same as the tree path reads it.
    static func expectEachDecodedAsTheTree(_ results: [(fast: SourceFeature?, tree: Result<SourceFeature, GeoJSONFeatureReader.Skip>)]) {
        for (k, r) in results.enumerated() {
            guard let fast = r.fast else { Issue.record("feature \(k) was left to the tree"); continue }
            guard case .success(let tree) = r.tree else { Issue.record("feature \(k) failed the tree path"); continue }
            #expect(Self.same(fast, tree), "feature \(k): \(fast) vs \(tree)")
        }
    }

    @Test func commonPointFeaturesSkipTheTreeAndMatchIt() throws {
        let features = [
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [25.084945, 60.234409]}, "properties": {"id": "gen/0", "name": "Ravintola Helmi 0", "category": "cafe", "address": "Kivikatu 98"}}"#,
            #"{"properties":{"name":"order","n":12,"x":1.5,"ok":true,"no":false,"gone":null},"geometry":{"coordinates":[24.9,60.1,12],"type":"Point"},"type":"Feature","id":7}"#,
            #"{"type":"Feature","id":"a\"b","bbox":[1,2,3,4],"geometry":{"type":"Point","coordinates":[-1e1,5E-1],"crs":{"x":1}},"properties":{"location":{"name":"Nested","address":{"city":"Turku"}},"tags":[1,"two",null],"obj":{}}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[0.5,0.25]},"properties":null}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"caf\u00e9 \ud83d\ude00","k\u0065y":"v"}}"#,
        ]
        let results = try Self.decodeBoth(features)
        #expect(results.count == features.count)
        Self.expectEachDecodedAsTheTree(results)
        #expect(results[2].fast?.properties.map(\.key) == ["location.name", "location.address.city", "tags"])
        #expect(results[2].fast?.properties.last?.value == #"["1", "two", null]"# || results[2].fast?.properties.last?.value == #"[1, "two", null]"#)
        #expect(results[1].fast?.id == "7")
    }

    @Test func namesWithEscapesAndChangingKeysReadAsTheTreeReadsThem() throws {
        // Member names written with escapes, and property names that change between features (each feature's names
        // are compared with the last one's by position): every feature as the tree reads it.
        let features = [
            #"{"typ\u0065":"Featur\u0065","geom\u0065try":{"type":"Po\u0069nt","coordinates":[1,2]},"properties":{"a":"1","b":"2"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[3,4]},"properties":{"a":"x","bb":"y","c":"z"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[5,6]},"properties":{"b":"1","a":"2"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7,8]},"properties":{"a\"q":"1","b":"2","c":null,"d":{"e":"f"}}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[9,10]},"properties":{"a":"1","b":"2","c":"3","d.e":"4"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,1]},"properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[2,2]},"properties":{"a":"1"}}"#,
        ]
        let results = try Self.decodeBoth(features)
        #expect(results.count == features.count)
        Self.expectEachDecodedAsTheTree(results)
        #expect(results[2].fast?.properties.map(\.key) == ["b", "a"])
        #expect(results[3].fast?.properties.map(\.key) == ["a\"q", "b", "d.e"])
    }

    @Test func everyOddOrBadFeatureIsLeftToTheTree() throws {
        let features = [
            #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]},"properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"GeometryCollection","geometries":[]},"properties":{}}"#,
            #"{"type":"Feature","geometry":null,"properties":{}}"#,
            #"{"type":"Feature","properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[200,95]},"properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":["24.9",60.1]},"properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9]},"properties":{}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[NaN,60.1]},"properties":{}}"#,
            #"{"type":"Feature","type":"Other","geometry":{"type":"Point","coordinates":[24.9,60.1]}}"#,
            #"{"type":"Place","geometry":{"type":"Point","coordinates":[24.9,60.1]}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":[1,2]}"#,
            #"{"type":"Feature","geometry":{"type":"Point","type":"LineString","coordinates":[24.9,60.1]}}"#,
            #"[1,2]"#,
            #""Feature""#,
        ]
        let results = try Self.decodeBoth(features)
        for (k, r) in results.enumerated() {
            #expect(r.fast == nil, "feature \(k) should have been left to the tree")
        }
    }

    @Test func aWholeFileReadsTheSameAsTheTreeReadsIt() throws {
        // Mixed file: common points, a line, a bad coordinate, a repeated id; every outcome as before.
        let text = Fixture.collection(
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"id":"a","name":"A","category":"cafe"}}"#,
            #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]},"properties":{"id":"l","name":"L"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,95]},"properties":{"id":"bad","name":"B"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[25,60]},"properties":{"id":"a","name":"again"}}"#)
        let loaded = try Fixture.loadAny(text)
        #expect(loaded.places.map(\.id) == ["a"])
        #expect(loaded.shapes.map(\.id) == ["l"])
        #expect(loaded.report.problems.count == 2)
        #expect(loaded.report.featureCount == 4)
    }

    @Test func aSyntaxErrorInsideAFeatureIsReportedAsBefore() throws {
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[24.9,60.1]},"properties":{"name":"A",}}]}"#
        let message = XMLFixture.message { _ = try Fixture.loadAny(text) }
        #expect(message.contains("line 1"), "\(message)")
        #expect(message.contains("JSON"), "\(message)")
    }
}
