import AppCore
import Geocoding
import MapCore
import Search
import Testing

/// A geocoder's answers merged into the one list: after offline rows that match as well, deduplicated by name
/// and distance.
@Suite struct MergedSearchOnlineTests {
    static func online(_ name: String, _ lat: Double, _ lon: Double, kind: String = "attraction") -> GeocodeResult {
        GeocodeResult(name: name, detail: "Somewhere", coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
                      kind: kind, source: .photon)
    }

    func answer(_ text: String, online: [GeocodeResult], places: [Place] = []) -> [SearchRow] {
        let index = SearchIndex(places: places, categories: [])
        return MergedSearch.answer(text, near: MergedSearchTests.helsinki, index: index, gazetteer: MergedSearchTests.world,
                                   online: online, isFavourite: { _ in false }, categoryTitle: { _ in nil }).rows
    }

    @Test func theGazetteersTownStandsForTheGeocodersWithinTenKilometres() {
        let rows = answer("Tampere", online: [Self.online("Tampere", 61.498, 23.760, kind: "city"),
                                              Self.online("Tampere asema", 61.4978, 23.7622, kind: "station")])
        #expect(rows.map(\.title) == ["Tampere", "Tampere asema"])
        #expect(rows.map(\.source) == [.world, .online])
        #expect(rows[1].subtitle == "station · Somewhere")
    }

    @Test func aNonTownOfTheSameNameFarAwayIsKept() {
        let rows = answer("Tampere", online: [Self.online("Tampere", 10, 10)])
        #expect(rows.map(\.source) == [.world, .online])
    }

    @Test func anOnlineWholeNameBeatsAnOfflineNameStart() {
        let rows = answer("Tammerfors", online: [Self.online("Tammerfors Gallery", 1, 1), Self.online("Tammerfors", 2, 2)])
        // The gazetteer matches Tampere by its alternate name (whole), then the online whole name, then its start.
        #expect(rows.map(\.title) == ["Tampere", "Tammerfors", "Tammerfors Gallery"])
    }

    @Test func anAddressMatchRanksAfterNames() {
        let rows = answer("Mannerheimintie 1", online: [Self.online("Mannerheimintie 1", 60.17, 24.94, kind: "house"),
                                                        Self.online("Stockmann", 60.168, 24.942, kind: "department_store")])
        #expect(rows.map(\.title) == ["Mannerheimintie 1", "Stockmann"])
        #expect(rows.map(\.match) == [0, 3])
        #expect(rows[1].subtitle.hasPrefix("department store · "))
        #expect(answer("Kamppi 1", online: [Self.online("Kamppi 1", 60.17, 24.93, kind: "yes")]).first?.subtitle == "Somewhere")
    }

    @Test func twoOnlineAnswersOfTheSameNameNearbyShowOnce() {
        let rows = answer("Eiffel", online: [Self.online("Tour Eiffel", 48.8583, 2.2945), Self.online("Tour Eiffel", 48.8584, 2.2946)])
        #expect(rows.count == 1)
    }
}
