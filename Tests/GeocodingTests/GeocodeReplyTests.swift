import Foundation
import Geocoding
import MapCore
import Testing

/// Photon's and Nominatim's recorded answers, parsed; bad shapes refused with a reason.
struct GeocodeReplyTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: FakeGeocoderServer.fixtures.appendingPathComponent(name))
    }

    @Test func photonSearchReadsPlacesAddressesAndSkipsBrokenFeatures() throws {
        let results = try PhotonReply.parse(Self.fixture("photon-search.json"))
        #expect(results.map(\.name) == ["Tampere", "Tampere asema", "Tour Eiffel", "Mannerheimintie 1"])
        #expect(results[0].detail == "Pirkanmaa, Finland")
        #expect(results[0].kind == "city")
        #expect(abs(results[0].coordinate.latitude - 61.4980214) < 1e-9 && abs(results[0].coordinate.longitude - 23.7603118) < 1e-9)
        #expect(results[2].detail == "Avenue Anatole France 5, 75007 Paris, Île-de-France, France")
        // A bare address is named by its street and number, and not repeated in the detail.
        #expect(results[3].detail == "00100 Helsinki, Uusimaa, Finland")
        #expect(results.allSatisfy { $0.source == .photon })
    }

    @Test func photonLimitCutsTheList() throws {
        #expect(try PhotonReply.parse(Self.fixture("photon-search.json"), limit: 2).count == 2)
    }

    @Test func nominatimSearchReadsStringCoordinatesAndSkipsUnreadableOnes() throws {
        let results = try NominatimReply.parseSearch(Self.fixture("nominatim-search.json"))
        #expect(results.map(\.name) == ["Tampere", "Tour Eiffel"])
        #expect(results[0].detail == "Tampere sub-region, Pirkanmaa, Finland")
        #expect(results[1].kind == "tower")
        #expect(abs(results[1].coordinate.latitude - 48.8582602) < 1e-9)
    }

    @Test func nominatimReverseNamesAnAddressByItsDisplayName() throws {
        let result = try #require(try NominatimReply.parseReverse(Self.fixture("nominatim-reverse.json")))
        #expect(result.name == "1")
        #expect(result.detail.hasPrefix("Mannerheimintie, Kluuvi"))
        #expect(try NominatimReply.parseReverse(Data(#"{"error":"Unable to geocode"}"#.utf8)) == nil)
    }

    @Test(arguments: [
        ("", "empty"), ("{\"features\":", "cut"), ("[1,2]", "an array"), ("{\"type\":\"FeatureCollection\"}", "no features"),
    ])
    func photonRefusesWhatIsNotAFeatureCollection(body: String, label: String) {
        #expect(throws: GeocodeReplyError.self, "\(label)") { try PhotonReply.parse(Data(body.utf8)) }
    }

    @Test func nominatimRefusesAnObjectForASearchAndAnArrayForAReverse() {
        #expect(throws: GeocodeReplyError.self) { try NominatimReply.parseSearch(Data("{}".utf8)) }
        #expect(throws: GeocodeReplyError.self) { try NominatimReply.parseReverse(Data("[]".utf8)) }
        #expect(throws: GeocodeReplyError.self) { try NominatimReply.parseReverse(Data(#"{"lat":"x"}"#.utf8)) }
    }

    @Test func controlCharactersAndHugeNamesAreCleaned() throws {
        let long = String(repeating: "a", count: 100_000)
        let body = #"[{"lat":"1","lon":"2","name":"Tab\there\n\#(long)","display_name":"x"}]"#
        let result = try #require(try NominatimReply.parseSearch(Data(body.utf8)).first)
        #expect(!result.name.contains("\t") && !result.name.contains("\n"))
        #expect(result.name.count <= 200)
    }

    /// The locale's language: Photon's `lang` only for one of its four, Nominatim's `accept-language` for any.
    @Test func answersAreAskedInTheLocalesLanguage() throws {
        let base = URL(string: "https://example.org")!
        #expect(GeocoderLanguage.current(["LANG": "fi_FI.UTF-8"]) == "fi")
        #expect(GeocoderLanguage.current(["LC_ALL": "de_DE.UTF-8", "LANG": "fi_FI.UTF-8"]) == "de")
        #expect(GeocoderLanguage.current(["LANG": "C.UTF-8"]) == nil && GeocoderLanguage.current([:]) == nil)
        let photonDE = try #require(GeocoderKind.photon.searchURL(base: base, text: "Wien", near: nil, limit: 5, language: "de"))
        #expect(photonDE.absoluteString == "https://example.org/api?q=Wien&limit=5&lang=de")
        let photonFI = try #require(GeocoderKind.photon.searchURL(base: base, text: "Wien", near: nil, limit: 5, language: "fi"))
        #expect(!photonFI.absoluteString.contains("lang="))
        let nominatim = try #require(GeocoderKind.nominatim.searchURL(base: base, text: "Wien", near: nil, limit: 5, language: "fi"))
        #expect(nominatim.absoluteString == "https://example.org/search?q=Wien&format=jsonv2&limit=5&accept-language=fi")
        let reverse = try #require(GeocoderKind.photon.reverseURL(base: base, point: Coordinate(clampingLatitude: 1, wrappingLongitude: 2), language: "fr"))
        #expect(reverse.absoluteString == "https://example.org/reverse?lat=1.0&lon=2.0&lang=fr")
    }

    @Test func urlsKeepTheBasePathAndCarryTheQuery() throws {
        let base = URL(string: "https://example.org/geo")!
        let near = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)
        let photon = try #require(GeocoderKind.photon.searchURL(base: base, text: "Eiffel Tower & co", near: near, limit: 5))
        #expect(photon.absoluteString == "https://example.org/geo/api?q=Eiffel%20Tower%20%26%20co&limit=5&lat=60.17&lon=24.94")
        let nominatim = try #require(GeocoderKind.nominatim.reverseURL(base: base, point: near))
        #expect(nominatim.absoluteString == "https://example.org/geo/reverse?lat=60.17&lon=24.94&format=jsonv2")
    }
}
