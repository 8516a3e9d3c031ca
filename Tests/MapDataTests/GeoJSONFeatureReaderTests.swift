import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("GeoJSONFeatureReader: any geometry, any schema")
struct GeoJSONFeatureReaderTests {
    static func feature(_ geometry: String, _ properties: String = #""name":"x""#, id: String = "f") -> String {
        #"{"type":"Feature","id":"\#(id)","geometry":\#(geometry),"properties":{\#(properties)}}"#
    }

    @Test func everyGeometryType() throws {
        let loaded = try Fixture.loadAny(Fixture.collection(
            Self.feature(#"{"type":"Point","coordinates":[24.9,60.1]}"#, id: "p"),
            Self.feature(#"{"type":"MultiPoint","coordinates":[[24.9,60.1],[25.0,60.2]]}"#, id: "mp"),
            Self.feature(#"{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]}"#, id: "l"),
            Self.feature(#"{"type":"MultiLineString","coordinates":[[[24.9,60.1],[25.0,60.2]],[[25.1,60.1],[25.2,60.2]]]}"#, id: "ml"),
            Self.feature(#"{"type":"Polygon","coordinates":[[[24,60],[25,60],[25,61],[24,60]],[[24.2,60.2],[24.4,60.2],[24.4,60.4],[24.2,60.2]]]}"#, id: "a"),
            Self.feature(#"{"type":"MultiPolygon","coordinates":[[[[24,60],[25,60],[25,61],[24,60]]],[[[26,60],[27,60],[27,61],[26,60]]]]}"#, id: "ma"),
            Self.feature(#"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[24.9,60.1]},{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]}]}"#, id: "gc")))
        #expect(loaded.report.problems.isEmpty)
        #expect(loaded.places.map(\.id) == ["p", "mp/1", "mp/2", "gc/1"])
        #expect(loaded.shapes.map(\.id) == ["l", "ml", "a", "ma", "gc/lines"])
        guard case .areas(let polygons) = loaded.shapes[2].geometry else { Issue.record("not an area"); return }
        #expect(polygons.count == 1 && polygons[0].count == 2)
        guard case .lines(let parts) = loaded.shapes[1].geometry else { Issue.record("not lines"); return }
        #expect(parts.count == 2)
    }

    @Test func openRingIsClosedAndShortRingSkipped() throws {
        let loaded = try Fixture.loadAny(Fixture.collection(
            Self.feature(#"{"type":"Polygon","coordinates":[[[24,60],[25,60],[25,61]]]}"#, id: "open"),
            Self.feature(#"{"type":"Polygon","coordinates":[[[24,60],[25,60]]]}"#, id: "short"),
            Self.feature(#"{"type":"LineString","coordinates":[[24,60]]}"#, id: "oneLine")))
        guard case .areas(let p) = loaded.shapes.first?.geometry else { Issue.record("no area"); return }
        #expect(p[0][0].count == 4 && p[0][0].first == p[0][0].last)
        #expect(loaded.report.problems.map(\.featureID) == ["short", "oneLine"])
        #expect(loaded.report.problems.allSatisfy { if case .malformedCoordinates = $0.reason { true } else { false } })
    }

    @Test func unknownGeometryTypeIsSkippedWithItsName() throws {
        let loaded = try Fixture.loadAny(Fixture.collection(Self.feature(#"{"type":"Circle","coordinates":[1,2]}"#)))
        #expect(loaded.report.problems.map(\.reason) == [.unsupportedGeometry(type: "Circle")])
    }

    @Test func nestedPropertiesAreFlattenedInFileOrder() throws {
        let loaded = try Fixture.loadAny(Fixture.collection(Self.feature(#"{"type":"Point","coordinates":[24.9,60.1]}"#,
            #""z":1,"location":{"name":"Kiasma","geo":{"lat":60}},"tags":["a","b"],"gone":null,"ok":true"#)))
        #expect(loaded.places.map(\.title) == ["Kiasma"])
        #expect(loaded.places[0].details.extra.map(\.key) == ["z", "location.geo.lat", "tags", "ok"])
        #expect(loaded.places[0].details.extraValue("tags") == #"["a", "b"]"#)
        #expect(loaded.places[0].details.extraValue("ok") == "yes")
    }

    @Test func singleFeatureDocumentIsACollectionOfOne() throws {
        let loaded = try Fixture.loadAny(Self.feature(#"{"type":"Point","coordinates":[24.9,60.1]}"#), name: "one.json")
        #expect(loaded.places.count == 1)
    }

    @Test func otherJSONIsAClearError() throws {
        #expect(throws: PlaceFileError.malformed(path: "x.json", format: "GeoJSON", line: nil,
                                                 detail: "type \"Topology\", not a FeatureCollection or Feature")) {
            try Fixture.loadAny(#"{"type":"Topology"}"#, name: "x.json")
        }
        #expect(throws: PlaceFileError.malformed(path: "x.json", format: "GeoJSON", line: nil, detail: "found an array, not a FeatureCollection")) {
            try Fixture.loadAny("[1,2]", name: "x.json")
        }
        do {
            _ = try Fixture.loadAny("{\"type\":\n\"FeatureCollection\",\"features\":[oops]}", name: "x.json")
            Issue.record("read broken JSON")
        } catch {
            guard case .malformed(_, "JSON", 2?, _) = error else { Issue.record("wrong error \(error)"); return }
        }
    }

    @Test func geometryCollectionsNestedTooDeepAreSkipped() throws {
        var g = #"{"type":"Point","coordinates":[24.9,60.1]}"#
        for _ in 0..<20 { g = #"{"type":"GeometryCollection","geometries":[\#(g)]}"# }
        let loaded = try Fixture.loadAny(Fixture.collection(Self.feature(g)))
        #expect(loaded.places.isEmpty && loaded.report.problems.count == 1)
    }

    @Test func googleTakeoutSavedPlacesLoad() throws {
        let loaded = try PlaceFileLoader.load(contentsOf: Fixture.placeFiles.appendingPathComponent("Saved Places.json"))
        #expect(loaded.places.map(\.title) == ["Stockmann", "Market Square", "Kiasma"])
        #expect(loaded.places[0].details.address == "Aleksanterinkatu 52, 00100 Helsinki, Finland")
        #expect(loaded.places[0].details.extraValue("google_maps_url") == "http://maps.google.com/?cid=11848405235811227417")
        #expect(loaded.report.problems.map(\.reason.kind) == ["no location"])
        #expect(loaded.report.problems[0].description.contains("No location information is available"))
    }

    @Test func googleTakeoutLabelledPlacesLoad() throws {
        let loaded = try PlaceFileLoader.load(contentsOf: Fixture.placeFiles.appendingPathComponent("Labelled places.json"))
        #expect(loaded.places.map(\.title) == ["Home", "Work"])
        #expect(loaded.places.map(\.details.address) == ["Mannerheimintie 60, 00260 Helsinki, Finland", "Otakaari 1, 02150 Espoo, Finland"])
        #expect(loaded.report.problems.isEmpty)
    }

    @Test func ownCategoriesWithALineAndAPolygon() throws {
        let catalog = try Catalog.load(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"))
        let loaded = try PlaceFileLoader.load(contentsOf: Fixture.placeFiles.appendingPathComponent("own-categories.geojson"),
                                              catalog: catalog.categories)
        #expect(loaded.places.map(\.categoryID) == ["bakery", "bakery", "brewery"])
        #expect(loaded.shapes.map(\.title) == ["Harbour walk", "Esplanadi park"])
        #expect(loaded.categories.map(\.id) == ["bakery", "brewery", "park", "walk"])
        #expect(loaded.categories.map(\.iconName) == ["bakery", "bar", "park", "other"])
        #expect(loaded.categories.allSatisfy { $0.color != PlaceCategory.other.color })
        #expect(loaded.places[0].details.openingHours == "Mo-Fr 07:00-18:00")
        #expect(loaded.places[0].details.extraValue("rating") == "5")
    }
}
