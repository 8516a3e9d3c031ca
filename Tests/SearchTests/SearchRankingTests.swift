import MapCore
import Testing
@testable import Search

@Suite struct SearchRankingTests {
    let near = Fixtures.helsinki

    func titles(_ index: SearchIndex, _ q: String, limit: Int = 20) -> [String] {
        index.search(q, near: near, limit: limit).map(\.place.title)
    }

    @Test func accentsCaseAndPunctuationDoNotMatter() {
        let index = Fixtures.index([Fixtures.place("1", "Hotel Kämp", category: "hotel"), Fixtures.place("2", "Kamppi Center")])
        #expect(titles(index, "hotel kamp") == ["Hotel Kämp"])
        #expect(titles(index, "HOTEL, KÄMP!") == ["Hotel Kämp"])
    }

    @Test func anyWordsPrefixMatches() {
        let index = Fixtures.index([Fixtures.place("1", "Café Ekberg"), Fixtures.place("2", "Bar Loose")])
        #expect(titles(index, "ekb") == ["Café Ekberg"])
        #expect(titles(index, "caf ek") == ["Café Ekberg"])
        #expect(titles(index, "lo") == ["Bar Loose"])
    }

    @Test func oneTypoIsForgivenInLongWordsOnly() {
        let index = Fixtures.index([Fixtures.place("1", "Stockmann"), Fixtures.place("2", "Kamp")])
        #expect(titles(index, "stokcmann") == ["Stockmann"])
        #expect(titles(index, "stockman") == ["Stockmann"])
        #expect(titles(index, "kapm").isEmpty) // four letters: no typo allowance
        let hit = try? #require(index.search("stokcmann", near: near).first)
        #expect(hit?.typo == true)
    }

    @Test func namesComeBeforeAddressesBeforeOtherText() {
        let index = Fixtures.index([
            Fixtures.place("o", "Pizzeria Uno", lat: 60.1700, address: "Kaivokatu 1", cuisine: "Aleksi pizza"),
            Fixtures.place("a", "Pasta Due", lat: 60.1701, address: "Aleksanterinkatu 5"),
            Fixtures.place("n", "Aleksi Bar", lat: 60.30, address: "Somewhere 2"),
        ])
        let hits = index.search("aleks", near: near)
        #expect(hits.map(\.place.id) == ["n", "a", "o"])
        #expect(hits.map(\.tier) == [.name, .address, .other])
    }

    @Test func wholeWordsBeforePrefixesBeforeTypos() {
        let index = Fixtures.index([
            Fixtures.place("typo", "Kaarle Hotel", lat: 60.1699, lon: 24.9384),
            Fixtures.place("prefix", "Karlsson Bar", lat: 60.18),
            Fixtures.place("whole", "Karl Shop", lat: 60.30),
        ])
        #expect(index.search("karl", near: near).map(\.place.id) == ["whole", "prefix"])
        #expect(index.search("kaarl", near: near).map(\.place.id) == ["typo", "whole", "prefix"] ||
                index.search("kaarl", near: near).first?.place.id == "typo")
    }

    @Test func nearerPlaceWinsATie() {
        let index = Fixtures.index([
            Fixtures.place("far", "Alepa", lat: 60.30, lon: 25.10),
            Fixtures.place("near", "Alepa", lat: 60.171, lon: 24.939),
            Fixtures.place("mid", "Alepa", lat: 60.20, lon: 24.95),
        ])
        #expect(index.search("alepa", near: near).map(\.place.id) == ["near", "mid", "far"])
        let elsewhere = Coordinate(clampingLatitude: 60.31, wrappingLongitude: 25.11)
        #expect(index.search("alepa", near: elsewhere).map(\.place.id) == ["far", "mid", "near"])
    }

    @Test func categoryNameListsItsPlacesNearestFirst() {
        let places = [
            Fixtures.place("p-far", "Yliopiston Apteekki", category: "pharmacy", lat: 60.25),
            Fixtures.place("p-near", "Apteekki Kamppi", category: "pharmacy", lat: 60.1700, lon: 24.9385),
            Fixtures.place("c", "Café Regatta", category: "cafe", lat: 60.1699),
            Fixtures.place("f", "Hesburger", category: "fast_food"),
        ]
        let index = Fixtures.index(places)
        for q in ["pharmacy", "Pharmacies", "PHARMACY", "pharm", "pharmacie"] {
            #expect(index.search(q, near: near).map(\.place.id) == ["p-near", "p-far"], "query \(q)")
        }
        #expect(index.search("cafes", near: near).map(\.place.id) == ["c"])
        #expect(index.search("fast food", near: near).map(\.place.id) == ["f"])
        #expect(index.search("ph", near: near).isEmpty) // two letters start no category
    }

    @Test func atMostTheLimitAndTwentyByDefault() {
        let places = (0..<50).map { Fixtures.place("\($0)", "Kiosk \($0)", lat: 60 + Double($0) / 100) }
        let index = Fixtures.index(places)
        #expect(index.search("kiosk", near: near).count == 20)
        #expect(index.search("kiosk", near: near, limit: 5).count == 5)
        #expect(index.search("kiosk", near: near, limit: 0).isEmpty)
        #expect(index.search("kiosk", near: near).first?.place.id == "17") // 60.17 is the nearest
    }

    @Test func everyWordMustMatch() {
        let index = Fixtures.index([Fixtures.place("1", "Hotel Kämp"), Fixtures.place("2", "Hotel Arthur")])
        #expect(titles(index, "hotel arth") == ["Hotel Arthur"])
        #expect(titles(index, "hotel zzz").isEmpty)
    }

    @Test func nameAndAddressWordsCombine() {
        let index = Fixtures.index([Fixtures.place("1", "Alepa", address: "Fredrikinkatu 1"), Fixtures.place("2", "Alepa", address: "Hämeentie 3")])
        let hits = index.search("alepa hameentie", near: near)
        #expect(hits.map(\.place.id) == ["2"])
        #expect(hits.first?.tier == .address)
    }

    @Test func distanceIsInMetres() throws {
        let index = Fixtures.index([Fixtures.place("1", "Far Shop", lat: 61.1699, lon: 24.9384)])
        let hit = try #require(index.search("far", near: near).first)
        #expect(abs(hit.distance - 111_195) < 200)
    }
}
