import AppCore
import MapCore
import Search
import Testing

/// The search state the store owns (`MapStore.search`), driven through its intents as the search bar drives it.
@MainActor
@Suite struct PlaceSearchTests {
    /// Thirty cafés matching "kahvila" equally well, each farther north of the first view's centre.
    static let cafes = (0..<30).map { i in
        Place(id: "k\(i)", categoryID: "cafe", title: "Kahvila \(i)",
              coordinate: Coordinate(clampingLatitude: 60.17 + Double(i) * 0.002, wrappingLongitude: 24.94))
    }

    func loaded() async -> Harness {
        var service = FakeService()
        service.placeList = Self.cafes
        let h = Harness(service: service)
        await h.startAndLoad()
        h.store.startSearch(gazetteer: nil, geocoder: nil)
        return h
    }

    /// Types `text` and waits for the store's answer to it (the index build and the query run off the main thread).
    func ask(_ h: Harness, _ text: String) async throws -> MergedSearch.Answer {
        let search = try #require(h.store.search)
        search.queryChanged(text)
        for _ in 0..<40 where search.isBusy || search.answeredQuery != text { await h.poster.drain() }
        #expect(!search.isBusy)
        #expect(search.query == text && search.answeredQuery == text)
        return search.answer
    }

    /// What `pinmap --search` prints for the same places, view centre and favourites (SearchRunner's call).
    func commandLineAnswer(_ h: Harness, _ text: String) -> MergedSearch.Answer {
        PlaceSearch.answer(text, near: h.store.viewport.center, index: SearchIndex(places: h.store.places, categories: h.store.categories),
                           gazetteer: nil, favourites: h.store.favouritePlaceIDs, categoryTitles: PlaceSearch.titles(of: h.store.categories))
    }

    @Test func aFavouriteTheIndexRanks21stShowsFirst() async throws {
        let h = await loaded()
        let centre = h.store.viewport.center
        let byIndex = SearchIndex(places: Self.cafes, categories: h.store.categories).search("kahvila", near: centre, limit: 30)
        let twentyFirst = byIndex[20].place
        h.store.toggleFavourite(twentyFirst)
        let rows = try await ask(h, "kahvila").rows
        #expect(rows.count == SearchIndex.defaultLimit)
        #expect(rows.first?.title == twentyFirst.title, "\(rows.map(\.title))")
        #expect(rows.first?.source == .favourite)
        #expect(rows.dropFirst().allSatisfy { $0.source == .place })
    }

    @Test(arguments: ["kahvila", "kahvila 2", "Kahvla 1", "cafés", "KAHVILA 29", "zzzz", "60.17, 24.94"])
    func theWindowAndTheCommandLineGiveTheSameOrder(_ text: String) async throws {
        let h = await loaded()
        h.store.toggleFavourite(Self.cafes[25])
        h.store.toggleFavourite(Self.cafes[3])
        let window = try await ask(h, text)
        #expect(window == commandLineAnswer(h, text))
    }

    @Test func choosingARowOpensItsPlaceAndBlankTextClearsTheAnswer() async throws {
        let h = await loaded()
        let rows = try await ask(h, "kahvila 7").rows
        let search = try #require(h.store.search)
        let index = try #require(rows.firstIndex { $0.title == "Kahvila 7" })
        search.choose(row: index)
        #expect(h.store.selection.place?.id == "k7")
        search.queryChanged("  ")
        #expect(search.answer == .rows([]), "blank text clears at once, with nothing to wait for")
        #expect(!search.isBusy)
    }

    @Test func aQueryTypedBeforeTheIndexIsBuiltIsAnsweredWhenItIs() async throws {
        var service = FakeService()
        service.placeList = Self.cafes
        let h = Harness(service: service)
        h.store.startSearch(gazetteer: nil, geocoder: nil)
        let search = try #require(h.store.search)
        search.queryChanged("kahvila 12")
        #expect(search.isBusy, "no index yet: the query waits")
        await h.startAndLoad()
        for _ in 0..<40 where search.isBusy { await h.poster.drain() }
        #expect(search.answer.rows.first?.title == "Kahvila 12")
    }
}
