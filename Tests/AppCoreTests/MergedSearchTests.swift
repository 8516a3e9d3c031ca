import AppCore
import Gazetteer
import MapCore
import Search
import Testing

/// The one ranking of the search box and `pinmap --search`.
@Suite struct MergedSearchTests {
    static let helsinki = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
    static let world = Gazetteer(bytes: GazetteerWriter.bytes(regions: ["Finland"], places: [
        GazetteerRecord(name: "Tampere", latitude: 61.49911, longitude: 23.78712, population: 260_646, kind: .city,
                        country: 0, region: nil, alternates: ["Tammerfors"]),
        GazetteerRecord(name: "Kahvila", latitude: 61.0, longitude: 25.0, population: 600, kind: .village,
                        country: 0, region: nil, alternates: []),
    ]))

    static func place(_ id: String, _ title: String, address: String? = nil, website: String? = nil) -> Place {
        Place(id: id, categoryID: "cafe", title: title, coordinate: helsinki, details: PlaceDetails(address: address, website: website))
    }

    func answer(_ text: String, _ places: [Place], favourites: Set<Place.ID> = [], limit: Int = 20) -> [SearchRow] {
        let index = SearchIndex(places: places, categories: [PlaceCategory(id: "cafe", title: "Cafés", iconName: "cafe", color: RGBColor(red: 0, green: 0, blue: 0))])
        return MergedSearch.answer(text, near: Self.helsinki, index: index, gazetteer: Self.world, limit: limit,
                                   isFavourite: { favourites.contains($0.id) }, categoryTitle: { _ in "Cafés" }).rows
    }

    @Test func aCityNameBeatsAnAddressAndAWebsiteIsNotSearched() {
        let rows = answer("Tampere", [Self.place("a", "OPI Nail Bar", website: "https://tampere.example"),
                                      Self.place("b", "Shop", address: "Tampereentie 1")])
        #expect(rows.map(\.title) == ["Tampere", "Shop"])
        #expect(rows.first?.source == .world)
        #expect(rows.first?.subtitle == "city in Finland · 260,646")
    }

    @Test func ownPlacesWinATieWithTheWorld() {
        let rows = answer("Kahvila", [Self.place("a", "Kahvila")])
        #expect(rows.map(\.source) == [.place, .world])
    }

    @Test func aFavouriteIsLiftedBeforeTheCut() {
        // 30 equal matches; the starred one is 30th in the index's order but must be in a list of 5.
        let places = (0..<30).map { Self.place("p\($0)", "Cafe \($0)") }
        let rows = answer("cafe", places, favourites: ["p29"], limit: 5)
        #expect(rows.count == 5)
        #expect(rows.first?.title == "Cafe 29")
        #expect(rows.first?.source == .favourite)
    }

    @Test func coordinatesAreAPosition() {
        let index = SearchIndex(places: [], categories: [])
        let a = MergedSearch.answer("60.17, 24.94", near: Self.helsinki, index: index, gazetteer: Self.world,
                                    isFavourite: { _ in false }, categoryTitle: { _ in nil })
        guard case .location(let location) = a else { Issue.record("not a location: \(a)"); return }
        #expect(location.coordinate.latitude == 60.17)
    }

    @Test func withoutAGazetteerOnlyPlacesAnswer() {
        let index = SearchIndex(places: [Self.place("a", "Tampere Café")], categories: [])
        let rows = MergedSearch.answer("tampere", near: Self.helsinki, index: index, gazetteer: nil,
                                       isFavourite: { _ in false }, categoryTitle: { _ in nil }).rows
        #expect(rows.map(\.title) == ["Tampere Café"])
    }
}
