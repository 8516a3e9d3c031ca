import Foundation
import MapCore
import Testing

@Suite struct PlaceDetailsTests {
    @Test func aPlaceIsNinetySixBytes() {
        // Five optional strings inline made it 152: a million places' array was 145 MiB, now 92.
        #expect(MemoryLayout<Place>.stride == 96)
    }

    @Test func fieldsSetInAnyOrderCompareAndHashEqual() {
        var a = PlaceDetails(extra: [PlaceProperty(key: "desc", value: "by the sea")])
        a.website = "https://example.org"; a.address = "Kivikatu 1"; a.cuisine = "pizza"
        var b = PlaceDetails(address: "Kivikatu 1", cuisine: "pizza", extra: [PlaceProperty(key: "desc", value: "by the sea")])
        b.phone = "+358 1"; b.website = "https://example.org"; b.phone = nil
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(b.phone == nil && b.address == "Kivikatu 1" && b.website == "https://example.org")
    }

    @Test func settingAFieldReplacesItAndNilRemovesIt() {
        var d = PlaceDetails(address: "Old 1", openingHours: "Mo-Fr 9-17")
        d.address = "New 2"
        #expect(d.address == "New 2")
        d.openingHours = nil
        #expect(d.openingHours == nil)
        #expect(d == PlaceDetails(address: "New 2"))
        #expect(d.rows.map(\.label) == ["Address"])
    }

    @Test func rowsKeepTheCalloutOrder() {
        let d = PlaceDetails(address: "A", openingHours: "H", website: "W", phone: "P", cuisine: "C",
                             extra: [PlaceProperty(key: "k", value: "v")])
        #expect(d.rows.map(\.label) == ["Address", "Opening hours", "Cuisine", "Phone", "Website", "k"])
        #expect(d.rows.map(\.value) == ["A", "H", "C", "P", "W", "v"])
    }

    @Test func codingKeepsTheKeysOfTheStoredFields() throws {
        let d = PlaceDetails(address: "A", phone: "P", extra: [PlaceProperty(key: "k", value: "v")])
        let data = try JSONEncoder().encode(d)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["address", "phone", "extra"])
        #expect(try JSONDecoder().decode(PlaceDetails.self, from: data) == d)
    }
}
