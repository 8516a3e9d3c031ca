import MapCore
import Testing
@testable import MapData

@Suite("FeatureAssembler")
struct FeatureAssemblerTests {
    static let helsinki = try! Coordinate(latitude: 60.17, longitude: 24.94)

    static func point(_ props: [(String, String)], id: String? = nil, index: Int = 0, formatCategory: String? = nil,
                      at c: Coordinate = helsinki) -> SourceFeature {
        SourceFeature(geometry: .point(c), properties: props.map { PlaceProperty(key: $0.0, value: $0.1) }, id: id,
                      formatCategory: formatCategory, index: index)
    }

    static func assemble(_ features: [SourceFeature], options: PlaceFileOptions = PlaceFileOptions()) -> LoadedPlaces {
        var a = FeatureAssembler(catalog: Fixture.categories, options: options)
        for f in features { a.add(f) }
        return a.result(source: "t")
    }

    @Test func titleIsTheFirstNonEmptyOfTheKnownKeys() {
        let loaded = Self.assemble([
            Self.point([("title", "T"), ("name", " ")], index: 0),
            Self.point([("label", "L"), ("Name", "N")], index: 1),
            Self.point([("location.name", "Stockmann")], index: 2),
        ])
        #expect(loaded.places.map(\.title) == ["T", "N", "Stockmann"])
    }

    @Test func untitledFeatureIsKeptWithItsCoordinatesAsLabel() {
        let loaded = Self.assemble([Self.point([("note", "x")])])
        #expect(loaded.places.map(\.title) == ["60.17000, 24.94000"])
        #expect(loaded.report.problems.isEmpty)
    }

    @Test func takeoutPlaceholderIsSkippedWithItsReason() throws {
        let zero = try Coordinate(latitude: 0, longitude: 0)
        let loaded = Self.assemble([Self.point([("Comment", "No location information is available for this saved place")], at: zero)])
        #expect(loaded.places.isEmpty)
        #expect(loaded.report.problems.map(\.reason) == [.noLocation("No location information is available for this saved place")])
        #expect(loaded.report.problems.allSatisfy { $0.skipsFeature })
    }

    @Test func idsFromFeatureThenPropertyThenIndex() {
        let loaded = Self.assemble([
            Self.point([("name", "a"), ("id", "p1")], id: "f1", index: 0),
            Self.point([("name", "b"), ("id", "p2")], index: 1),
            Self.point([("name", "c")], index: 2),
        ])
        #expect(loaded.places.map(\.id) == ["f1", "p2", "feature/2"])
    }

    @Test func repeatedIdIsReportedAndTheLaterSkipped() {
        let loaded = Self.assemble([Self.point([("name", "a")], id: "x", index: 0), Self.point([("name", "b")], id: "x", index: 1)])
        #expect(loaded.places.map(\.title) == ["a"])
        #expect(loaded.report.problems.map(\.reason) == [.duplicateID("x", firstIndex: 0)])
    }

    /// Ids made from feature numbers are not recorded until a feature brings its own: then every earlier one is,
    /// so an own id that repeats a made one is still refused, and so is a made one that repeats an own one.
    @Test func anOwnIdRepeatingAnIdMadeEarlierIsReported() {
        let loaded = Self.assemble([
            Self.point([("name", "a")], index: 0),
            Self.point([("name", "b")], index: 1),
            Self.point([("name", "c")], id: "feature/0", index: 2),
            Self.point([("name", "d")], id: "feature/4", index: 3),
            Self.point([("name", "e")], index: 4),
        ])
        #expect(loaded.places.map(\.title) == ["a", "b", "d"])
        #expect(loaded.report.problems.map(\.reason) == [.duplicateID("feature/0", firstIndex: 0), .duplicateID("feature/4", firstIndex: 3)])
    }

    /// A layer's prefix goes before every place's and shape's id as it is made; repeats are found by the file's ids
    /// (made ones too), and problems name the file's ids.
    @Test func idPrefixKeysPlacesAndShapesButNotProblems() {
        let line = SourceFeature(geometry: .lines([[try! Coordinate(latitude: 60, longitude: 24), try! Coordinate(latitude: 61, longitude: 25)]]),
                                 properties: [PlaceProperty(key: "name", value: "l")], id: "trail", index: 4)
        let loaded = Self.assemble([
            Self.point([("name", "a")], index: 0),
            Self.point([("name", "b")], id: "x", index: 1),
            Self.point([("name", "c")], id: "x", index: 2),
            Self.point([("name", "d")], id: "feature/0", index: 3),
            line,
        ], options: PlaceFileOptions(idPrefix: "/tmp/t.csv#"))
        #expect(loaded.places.map(\.id) == ["/tmp/t.csv#feature/0", "/tmp/t.csv#x"])
        #expect(loaded.shapes.map(\.id) == ["/tmp/t.csv#trail"])
        #expect(loaded.report.problems.map(\.reason) == [.duplicateID("x", firstIndex: 1), .duplicateID("feature/0", firstIndex: 0)])
        #expect(loaded.report.problems.map(\.featureID) == ["x", "feature/0"])
    }

    @Test func categoryFromTheKnownKeysInOrder() {
        let loaded = Self.assemble([
            Self.point([("name", "a"), ("amenity", "pub"), ("type", "bakery")], index: 0),
            Self.point([("name", "b"), ("tourism", "museum")], index: 1),
            Self.point([("name", "c")], index: 2, formatCategory: "Trip/Food"),
            Self.point([("name", "d")], index: 3),
        ])
        #expect(loaded.places.map(\.categoryID) == ["bakery", "museum", "Trip/Food", "other"])
    }

    @Test func categoryFieldOptionWins() {
        let loaded = Self.assemble([Self.point([("name", "a"), ("category", "cafe"), ("genre", "jazz")])],
                                   options: PlaceFileOptions(categoryField: "genre"))
        #expect(loaded.places.map(\.categoryID) == ["jazz"])
        #expect(loaded.places[0].details.extraValue("category") == "cafe")
        #expect(loaded.places[0].details.extraValue("genre") == nil)
    }

    @Test func catalogueValuesKeepTheCatalogueCategoryInAnyCase() {
        let loaded = Self.assemble([Self.point([("name", "a"), ("category", "Pharmacy")])])
        #expect(loaded.places.map(\.categoryID) == ["pharmacy"])
        #expect(loaded.categories == [Fixture.categories[0]])
    }

    @Test func ownValuesBecomeCategoriesWithCountsIconsAndStableColours() {
        let loaded = Self.assemble([
            Self.point([("name", "a"), ("category", "bakery")], index: 0),
            Self.point([("name", "b"), ("category", "bakery")], index: 1),
            Self.point([("name", "c"), ("category", "brewery")], index: 2),
            Self.point([("name", "d"), ("category", "zorbing")], index: 3),
        ])
        #expect(loaded.categories.map(\.id) == ["bakery", "brewery", "zorbing"])
        #expect(loaded.categories.map(\.iconName) == ["bakery", "bar", "other"])
        #expect(loaded.report.countsByCategory == ["bakery": 2, "brewery": 1, "zorbing": 1])
        #expect(Set(loaded.categories.map(\.color)).count == 3)
        // The same value gets the same colour whatever else is in the file and in which order.
        let reversed = Self.assemble([Self.point([("name", "d"), ("category", "zorbing")], index: 0),
                                      Self.point([("name", "a"), ("category", "bakery")], index: 1),
                                      Self.point([("name", "c"), ("category", "brewery")], index: 2)])
        for c in reversed.categories { #expect(loaded.categories.first { $0.id == c.id }?.color == c.color) }
    }

    @Test func paletteColoursAreMidDarkForWhiteIconsAndDistinct() {
        #expect(Set(CategoryPalette.colors).count == CategoryPalette.colors.count)
        for c in CategoryPalette.colors {
            let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            #expect(luma > 0.12 && luma <= 0.37, "\(c.hex)")
        }
        // FNV-1a's published value for "a": the same on every run and machine.
        #expect(CategoryPalette.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func moreThanSixtyValuesKeepTheFiftyNineLargestAndOther() {
        var features: [SourceFeature] = []
        for v in 0..<70 {
            // Value v has 100 - v places, so the largest are 0…58.
            for k in 0..<(100 - v) { features.append(Self.point([("name", "p"), ("category", "v\(v)")], id: "\(v)/\(k)", index: features.count)) }
        }
        let loaded = Self.assemble(features)
        #expect(loaded.categories.count == 60)
        #expect(loaded.categories.last?.id == "other")
        #expect(loaded.categories.contains { $0.id == "v58" } && !loaded.categories.contains { $0.id == "v59" })
        #expect(loaded.report.countsByCategory["other"] == (59..<70).reduce(0) { $0 + 100 - $1 })
        #expect(loaded.report.notes.count == 1)
        #expect(loaded.report.notes[0].contains("70 categories"))
    }

    @Test func knownDetailKeysFillTheirFieldsAndTheRestStayInFileOrder() {
        let loaded = Self.assemble([Self.point([("name", "a"), ("zeta", "1"), ("addr:street", "Aleksanterinkatu"),
                                                ("addr:housenumber", "52"), ("addr:city", "Helsinki"), ("alpha", "2"),
                                                ("opening_hours", "Mo-Fr 09:00-17:00"), ("website", "https://x.fi"),
                                                ("phone", "+358 9 1"), ("cuisine", "finnish")])])
        let d = loaded.places[0].details
        #expect(d.address == "Aleksanterinkatu 52, Helsinki")
        #expect(d.openingHours == "Mo-Fr 09:00-17:00")
        #expect(d.website == "https://x.fi" && d.phone == "+358 9 1" && d.cuisine == "finnish")
        #expect(d.extra.map(\.key) == ["zeta", "alpha"])
    }

    @Test func linesAndAreasBecomeShapes() throws {
        let a = try Coordinate(latitude: 60.1, longitude: 24.9), b = try Coordinate(latitude: 60.2, longitude: 25.0)
        let c = try Coordinate(latitude: 60.1, longitude: 25.0)
        let ring = [a, b, c, a]
        let loaded = Self.assemble([
            SourceFeature(geometry: .lines([[a, b]]), properties: [PlaceProperty(key: "name", value: "Walk")], index: 0),
            SourceFeature(geometry: .areas([[ring]]), properties: [PlaceProperty(key: "category", value: "park")],
                          color: RGBColor(red: 1, green: 0, blue: 0), index: 1),
        ])
        #expect(loaded.places.isEmpty)
        #expect(loaded.shapes.map(\.id) == ["feature/0", "feature/1"])
        #expect(loaded.shapes[0].geometry == .lines([[a, b]]))
        #expect(loaded.shapes[1].categoryID == "park" && loaded.shapes[1].color == RGBColor(red: 1, green: 0, blue: 0))
        #expect(loaded.shapes[1].title == "60.10000, 24.90000")
        #expect(loaded.report.shapeCount == 2)
        #expect(loaded.categories.map(\.iconName).contains("park"))
    }

    @Test func collectionSplitsIntoPlacesAndOneShapePerKind() throws {
        let a = try Coordinate(latitude: 60.1, longitude: 24.9), b = try Coordinate(latitude: 60.2, longitude: 25.0)
        let loaded = Self.assemble([SourceFeature(geometry: .collection([.point(a), .point(b), .lines([[a, b]]), .lines([[b, a]])]),
                                                  properties: [PlaceProperty(key: "name", value: "Trip")], id: "t", index: 0)])
        #expect(loaded.places.map(\.id) == ["t/1", "t/2"])
        #expect(loaded.shapes.map(\.id) == ["t/lines"])
        #expect(loaded.shapes[0].geometry == .lines([[a, b], [b, a]]))
    }

    @Test func readerSkipsAreCountedAsFeatures() {
        var a = FeatureAssembler(catalog: [])
        a.skip(LoadProblem(featureIndex: 0, featureID: nil, reason: .missingGeometry, line: 3))
        a.add(Self.point([("name", "x")], index: 1))
        let r = a.result(source: "s").report
        #expect(r.featureCount == 2 && r.placeCount == 1 && r.skippedCount == 1)
        #expect(r.problems[0].description.hasPrefix("line 3, feature 0"))
    }
}

@Suite("FeatureAssembler: category titles")
struct FeatureAssemblerCategoryTitleTests {
    @Test func tagLikeValuesReadAsWordsAndOthersStayAsWritten() {
        #expect(FeatureAssembler.displayTitle("bakery") == "Bakery")
        #expect(FeatureAssembler.displayTitle("fast_food") == "Fast food")
        #expect(FeatureAssembler.displayTitle("Trip/Food") == "Trip/Food")
        #expect(FeatureAssembler.displayTitle("") == "")
    }

    @Test func featuresWithOtherKeysBetweenSameKeyedOnesAreReadByTheirOwnKeys() {
        // The key layout is kept while features share their keys: a feature with other keys in between must not reuse it.
        let loaded = FeatureAssemblerTests.assemble([
            FeatureAssemblerTests.point([("name", "a"), ("category", "cafe"), ("address", "Katu 1")], index: 0),
            FeatureAssemblerTests.point([("title", "b"), ("type", "bank"), ("website", "https://b.example")], index: 1),
            FeatureAssemblerTests.point([("name", "c"), ("category", "cafe"), ("address", "Katu 3")], index: 2),
            FeatureAssemblerTests.point([("name", " "), ("category", ""), ("address", "Katu 4"), ("note", "n")], index: 3),
        ])
        #expect(loaded.places.map(\.title) == ["a", "b", "c", "60.17000, 24.94000"])
        #expect(loaded.places.map(\.categoryID) == ["cafe", "bank", "cafe", "other"])
        #expect(loaded.places.map(\.details.address) == ["Katu 1", nil, "Katu 3", "Katu 4"])
        #expect(loaded.places[1].details.website == "https://b.example")
        // Blank title and category values gave neither, so they stay among the details, as before the layout.
        #expect(loaded.places[3].details.extra.map(\.key) == ["name", "category", "note"])
        #expect(loaded.report.countsByCategory == ["cafe": 2, "bank": 1, "other": 1])
    }

    @Test func reservedAssemblerGivesTheSameResult() {
        let features = (0..<300).map { FeatureAssemblerTests.point([("id", "n\($0 % 250)"), ("name", "p\($0)"), ("type", "t\($0 % 40)")], index: $0) }
        var reserved = FeatureAssembler(catalog: Fixture.categories)
        reserved.reserveCapacity(1000)
        for f in features { reserved.add(f) }
        let a = reserved.result(source: "t"), b = FeatureAssemblerTests.assemble(features)
        #expect(a.places == b.places)
        #expect(a.places.count == 250)
        #expect(a.report.problems == b.report.problems)
        #expect(a.report.problems.first?.reason == .duplicateID("n0", firstIndex: 0))
        #expect(a.report.countsByCategory == b.report.countsByCategory)
        #expect(a.categories.map(\.id) == b.categories.map(\.id))
    }
}
