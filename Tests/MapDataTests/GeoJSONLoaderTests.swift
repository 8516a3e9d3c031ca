import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("GeoJSONLoader: whole-file failures")
struct GeoJSONLoaderFileTests {
    @Test func missingFile() throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("nope.geojson")
        #expect(throws: GeoJSONLoadError.fileNotFound(path: url.path)) { try Fixture.loader.load(contentsOf: url) }
        #expect(GeoJSONLoadError.fileNotFound(path: url.path).description.hasSuffix("nope.geojson: no such file"))
    }

    @Test func directoryIsUnreadable() throws {
        let dir = try TemporaryDirectory()
        #expect(throws: GeoJSONLoadError.unreadable(path: dir.url.path, reason: "it is a directory")) {
            try Fixture.loader.load(contentsOf: dir.url)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let dir = try TemporaryDirectory()
        let url = try dir.file("secret.geojson", Fixture.collection())
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path) }
        do {
            _ = try Fixture.loader.load(contentsOf: url)
            Issue.record("read a file without permission")
        } catch {
            guard case .unreadable(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == url.path)
        }
    }

    @Test func notJSON() throws {
        let dir = try TemporaryDirectory()
        let url = try dir.file("bad.geojson", "{\"type\": \"FeatureCollection\",\n \"features\": [ oops ]}")
        do {
            _ = try Fixture.loader.load(contentsOf: url)
            Issue.record("loaded invalid JSON")
        } catch {
            guard case .notJSON(let path, let detail) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == url.path)
            #expect(detail == "line 2, column 16: unexpected 'o'")
            #expect(error.description.contains("not valid JSON"))
        }
    }

    @Test(arguments: [
        ("[]", "an array"),
        ("42", "a number"),
        (#"{"features": []}"#, "an object without a \"type\""),
        (#"{"type":"Feature","geometry":null,"properties":{}}"#, "type \"Feature\""),
        (#"{"type":"Point","coordinates":[1,2]}"#, "type \"Point\""),
        (#"{"type":"FeatureCollection"}"#, "a FeatureCollection without \"features\""),
        (#"{"type":"FeatureCollection","features":{}}"#, "\"features\" as an object, not an array"),
    ])
    func jsonThatIsNotAFeatureCollection(text: String, found: String) {
        #expect(throws: GeoJSONLoadError.notAFeatureCollection(path: "test.geojson", found: found)) { try Fixture.load(text) }
    }

    @Test func featuresBeforeTypeStillLoad() throws {
        let text = #"{"features":["# + Fixture.feature() + #"],"type":"FeatureCollection"}"#
        #expect(try Fixture.load(text).places.map(\.id) == ["node/1"])
    }

    @Test func featuresArrayUnderTheWrongTypeIsRejected() {
        let text = #"{"type":"GeometryCollection","features":["# + Fixture.feature() + "]}"
        #expect(throws: GeoJSONLoadError.notAFeatureCollection(path: "test.geojson", found: "type \"GeometryCollection\"")) {
            try Fixture.load(text)
        }
    }

    @Test func nestedFeaturesKeyIsAnOrdinaryProperty() throws {
        let text = Fixture.collection(Fixture.feature(properties: #""name":"A","category":"cafe","features":["wifi",2]"#))
        let place = try #require(try Fixture.load(text).places.first)
        #expect(place.details.extraValue("features") == #"["wifi", 2]"#)
    }

    @Test func notJSONAfterSomeFeaturesIsStillNotJSON() {
        let text = #"{"type":"FeatureCollection","features":["# + Fixture.feature() + ",]}"
        #expect(throws: GeoJSONLoadError.self) { try Fixture.load(text) }
    }

    @Test func emptyCollectionIsValidAndSaysNoPlaces() throws {
        let loaded = try Fixture.load(Fixture.collection())
        #expect(loaded.places.isEmpty)
        #expect(loaded.report.problems.isEmpty)
        #expect(loaded.report.hasNoPlaces)
        #expect(loaded.report.text().contains("no places"))
    }

    @Test func fiftyMegabyteFileLoads() throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent("big.geojson")
        try SyntheticGeoJSON.write(featureCount: 160_000, seed: 9, to: url)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber).intValue
        #expect(size >= 50_000_000)
        let loaded = try Fixture.loader.load(contentsOf: url)
        #expect(loaded.places.count == 160_000)
        #expect(loaded.report.featureCount == 160_000)
        // The fixture loader knows 3 of the 11 synthetic categories: the rest are kept under "other" and reported.
        #expect(loaded.report.problems.allSatisfy { if case .unknownCategory = $0.reason { true } else { false } })
        #expect(Set(loaded.places.map(\.id)).count == 160_000)
    }
}

@Suite("GeoJSONLoader: bad features")
struct GeoJSONLoaderFeatureTests {
    func onlyProblem(_ feature: String) throws -> LoadProblem? {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(id: "node/0"), feature))
        #expect(loaded.places.first?.id == "node/0", "the good feature must survive its bad neighbour")
        #expect(loaded.report.problems.count == 1)
        return loaded.report.problems.first
    }

    @Test func featureThatIsNotAnObject() throws {
        let p = try onlyProblem("[1,2]")
        #expect(p == LoadProblem(featureIndex: 1, featureID: nil, reason: .notAFeature(found: "an array")))
    }

    @Test func featureWithWrongType() throws {
        let p = try onlyProblem(#"{"type":"Point","coordinates":[1,2]}"#)
        #expect(p?.reason == .notAFeature(found: "type \"Point\""))
    }

    @Test func missingGeometry() throws {
        let p = try onlyProblem(#"{"type":"Feature","id":"n/2","properties":{"name":"A","category":"cafe"}}"#)
        #expect(p == LoadProblem(featureIndex: 1, featureID: "n/2", reason: .missingGeometry))
        #expect(p?.description == "feature 1 (n/2): no geometry; skipped")
    }

    @Test func nullGeometry() throws {
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: "null"))?.reason == .nullGeometry)
    }

    @Test func nonPointGeometry() throws {
        let line = #"{"type":"LineString","coordinates":[[24.9,60.1],[24.95,60.2]]}"#
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: line))?.reason == .unsupportedGeometry(type: "LineString"))
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: #""POINT(1 2)""#))?.reason == .unsupportedGeometry(type: "a string"))
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"coordinates":[1,2]}"#))?.reason == .unsupportedGeometry(type: "untyped geometry"))
    }

    @Test func coordinatesOutOfRange() throws {
        let lat = try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":[24.9,95]}"#))
        #expect(lat?.reason == .invalidCoordinate(.latitudeOutOfRange(95)))
        let lon = try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":[-200,60]}"#))
        #expect(lon?.reason == .invalidCoordinate(.longitudeOutOfRange(-200)))
        #expect(lon?.description == "feature 1 (n/2): invalid coordinates: longitude -200.0 is outside -180…180; skipped")
    }

    @Test func coordinatesNaNOrInfinite() throws {
        for token in ["NaN", "Infinity", "-Infinity"] {
            let p = try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":[\#(token),60]}"#))
            #expect(p?.reason == .invalidCoordinate(.notFinite), "\(token)")
        }
    }

    @Test func coordinatesThatAreStrings() throws {
        let p = try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":["24.9","60.1"]}"#))
        #expect(p?.reason == .malformedCoordinates("a string and a string, need two numbers"))
    }

    @Test func coordinatesMissingOrShort() throws {
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point"}"#))?.reason == .malformedCoordinates("missing"))
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":[24.9]}"#))?.reason
                == .malformedCoordinates("1 value, need longitude and latitude"))
        #expect(try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":{"x":1}}"#))?.reason
                == .malformedCoordinates("an object, not an array"))
    }

    @Test func thirdCoordinateIsIgnored() throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(geometry: #"{"type":"Point","coordinates":[24.9,60.1,12.5]}"#)))
        #expect(loaded.places.first?.coordinate == (try Coordinate(latitude: 60.1, longitude: 24.9)))
        #expect(loaded.report.problems.isEmpty)
    }

    @Test func missingTitle() throws {
        #expect(try onlyProblem(Fixture.feature(id: "n/2", properties: #""category":"cafe""#))?.reason == .missingTitle)
        #expect(try onlyProblem(Fixture.feature(id: "n/2", properties: #""name":"   ","category":"cafe""#))?.reason == .missingTitle)
        #expect(try onlyProblem(Fixture.feature(id: "n/2", properties: #""name":17,"category":"cafe""#))?.reason == .missingTitle)
        let noProperties = #"{"type":"Feature","id":"n/2","geometry":{"type":"Point","coordinates":[1,2]},"properties":null}"#
        #expect(try onlyProblem(noProperties)?.reason == .missingTitle)
    }

    @Test func blankNameFallsBackToTitle() throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(properties: #""name":" ","title":"Kiosk","category":"cafe""#)))
        #expect(loaded.places.first?.title == "Kiosk")
    }

    @Test func coordinateThatOverflowsToInfinity() throws {
        let p = try onlyProblem(Fixture.feature(id: "n/2", geometry: #"{"type":"Point","coordinates":[1e400,60]}"#))
        #expect(p?.reason == .invalidCoordinate(.notFinite))
    }

    @Test func titlePropertyIsAcceptedAndTrimmed() throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(properties: #""title":"  Kahvila Sävy \n","category":"cafe""#)))
        #expect(loaded.places.first?.title == "Kahvila Sävy")
    }

    @Test func missingCategoryIsKeptUnderOther() throws {
        let p = try onlyProblem(Fixture.feature(id: "n/2", properties: #""name":"Mystery""#))
        #expect(p?.reason == .missingCategory)
        #expect(p?.skipsFeature == false)
        #expect(p?.description == "feature 1 (n/2): no category; kept under \"other\"")
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(id: "n/2", properties: #""name":"Mystery","category":null"#)))
        #expect(loaded.places.first?.categoryID == PlaceCategory.otherID)
        #expect(loaded.report.countsByCategory == [PlaceCategory.otherID: 1])
    }

    @Test func unknownCategoryIsKeptUnderOther() throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(id: "n/2", properties: #""name":"Fuel","category":"fuel""#)))
        #expect(loaded.places.map(\.categoryID) == [PlaceCategory.otherID])
        #expect(loaded.report.problems.map(\.reason) == [.unknownCategory("fuel")])
    }

    @Test func explicitOtherIsNotAProblem() throws {
        let loaded = try Fixture.load(Fixture.collection(Fixture.feature(properties: #""name":"X","category":"other""#)))
        #expect(loaded.places.map(\.categoryID) == ["other"])
        #expect(loaded.report.problems.isEmpty)
    }

    @Test func duplicateIDsKeepTheFirst() throws {
        let loaded = try Fixture.load(Fixture.collection(
            Fixture.feature(id: "node/1", properties: #""name":"First","category":"cafe""#),
            Fixture.feature(id: "node/2", properties: #""name":"Other","category":"cafe""#),
            Fixture.feature(id: "node/1", properties: #""name":"Second","category":"cafe""#)))
        #expect(loaded.places.map(\.title) == ["First", "Other"])
        #expect(loaded.report.problems == [LoadProblem(featureIndex: 2, featureID: "node/1", reason: .duplicateID("node/1", firstIndex: 0))])
    }

    @Test func duplicateOfASkippedFeatureIsNotADuplicate() throws {
        let loaded = try Fixture.load(Fixture.collection(
            Fixture.feature(id: "node/1", geometry: "null"),
            Fixture.feature(id: "node/1", properties: #""name":"Real","category":"cafe""#)))
        #expect(loaded.places.map(\.title) == ["Real"])
        #expect(loaded.report.problems.map(\.reason) == [.nullGeometry])
    }

    @Test func idFromFeatureOrPropertiesOrIndex() throws {
        let loaded = try Fixture.load(Fixture.collection(
            Fixture.feature(id: nil, properties: #""id":"way/45","name":"A","category":"cafe""#),
            #"{"type":"Feature","id":123,"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"B","category":"cafe"}}"#,
            Fixture.feature(id: nil, properties: #""name":"C","category":"cafe""#)))
        #expect(loaded.places.map(\.id) == ["way/45", "123", "feature/2"])
    }

    @Test func problemsAfterTwentyAreSummarised() throws {
        var features = (0..<25).map { Fixture.feature(id: "n/\($0)", properties: #""category":"cafe""#) }
        features += (25..<28).map { Fixture.feature(id: "n/\($0)", geometry: "null") }
        features.append(Fixture.feature(id: "ok"))
        let text = #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
        let report = try Fixture.load(text).report
        #expect(report.problems.count == 28)
        let lines = report.text().split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("  feature ") }.count == 20)
        #expect(lines.last == "  … and 8 more (5 no name, 3 null geometry)")
        #expect(report.text(problemLimit: nil).split(separator: "\n").filter { $0.hasPrefix("  feature ") }.count == 28)
        #expect(lines.first == "test.geojson: 29 features, 1 place loaded, 28 skipped")
    }
}

@Suite("GeoJSONLoader: details")
struct GeoJSONLoaderDetailsTests {
    @Test func knownKeysFillTheirFieldsAndTheRestGoToExtra() throws {
        let props = #""name":"Ravintola","category":"restaurant","addr:street":"Mannerheimintie","addr:housenumber":"5","#
            + #""addr:postcode":"00100","addr:city":"Helsinki","opening_hours":"Mo-Su 11:00-22:00","#
            + #""contact:website":"https://example.fi","phone":"+358 9 123","cuisine":"finnish;seafood","#
            + #""wheelchair":"yes","level":2,"outdoor_seating":true,"stars":4.5,"note":null,"tags":["a",1]"#
        let place = try #require(try Fixture.load(Fixture.collection(Fixture.feature(properties: props))).places.first)
        let d = place.details
        #expect(d.address == "Mannerheimintie 5, 00100 Helsinki")
        #expect(d.openingHours == "Mo-Su 11:00-22:00")
        #expect(d.website == "https://example.fi")
        #expect(d.phone == "+358 9 123")
        #expect(d.cuisine == "finnish;seafood")
        #expect(d.extra.map { [$0.key, $0.value] } == [["wheelchair", "yes"], ["level", "2"], ["outdoor_seating", "yes"], ["stars", "4.5"],
                                                ["tags", #"["a", 1]"#]])
        #expect(place.categoryID == "restaurant")
    }

    @Test func addressPropertyWinsOverParts() throws {
        let props = #""name":"A","category":"cafe","address":"Kaivokatu 1","addr:street":"Other""#
        let place = try #require(try Fixture.load(Fixture.collection(Fixture.feature(properties: props))).places.first)
        #expect(place.details.address == "Kaivokatu 1")
        #expect(place.details.extra.isEmpty)
    }

    @Test func partialAddress() throws {
        let props = #""name":"A","category":"cafe","addr:city":"Espoo""#
        let place = try #require(try Fixture.load(Fixture.collection(Fixture.feature(properties: props))).places.first)
        #expect(place.details.address == "Espoo")
    }
}

@Suite("Bundled data")
struct BundledDataTests {
    @Test func helsinkiLoadsCleanlyWithTheCatalog() throws {
        let catalog = try Catalog.load(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"))
        let url = Fixture.dataDirectory.appendingPathComponent(try #require(catalog.placesFile))
        let loaded = try GeoJSONLoader(categories: catalog.categories).load(contentsOf: url)
        #expect(loaded.report.problems.isEmpty, "\(loaded.report.text())")
        #expect(loaded.places.count > 800)
        #expect(loaded.report.countsByCategory.count >= 8)
        let helsinki = GeoBounds(west: 24.8, south: 60.1, east: 25.1, north: 60.25)
        #expect(loaded.places.allSatisfy { helsinki.contains($0.coordinate) })
        #expect(loaded.places.contains { $0.details.address != nil && $0.details.openingHours != nil })
        for id in loaded.report.countsByCategory.keys { #expect(catalog.category(id: id) != nil, "\(id)") }
    }
}
