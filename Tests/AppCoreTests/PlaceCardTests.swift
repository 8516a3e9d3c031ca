import AppCore
import DeepLinks
import Foundation
import MapCore
import Testing

@Suite("PlaceCard")
struct PlaceCardTests {
    static func card(title: String = "Kiasma", _ details: PlaceDetails) -> PlaceCard {
        let place = Place(id: "p", categoryID: "museum", title: title,
                          coordinate: Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384), details: details)
        return PlaceCard(place: place, now: OpeningHoursTests.at(day: 1, 12), calendar: OpeningHoursTests.calendar)
    }

    static func row(_ card: PlaceCard, _ id: String) -> DetailRow? { card.rows.first { $0.id == id } }

    @Test("rows come in display order, with coordinates last")
    func order() {
        let c = Self.card(PlaceDetails(address: "Mannerheiminaukio 2", openingHours: "Tu-Su 10:00-20:00", website: "https://kiasma.fi",
                                       phone: "+358 294 500 501", cuisine: "coffee_shop", extra: [PlaceProperty(key: "wheelchair", value: "yes")]))
        #expect(c.rows.map(\.id) == ["address", "opening-hours", "cuisine", "phone", "website", "extra-wheelchair", "coordinates"])
        #expect(c.rows.map(\.label) == ["Address", "Opening hours", "Cuisine", "Phone", "Website", "wheelchair", "Coordinates"])
        #expect(Self.row(c, "coordinates")?.shown == "60.1699, 24.9384")
    }

    @Test("opening hours are readable and say whether the place is open now")
    func openingHours() throws {
        let c = Self.card(PlaceDetails(openingHours: "Tu-Su 10:00-20:00; Mo off"))
        let row = try #require(Self.row(c, "opening-hours"))
        #expect(row.shown == "Tue–Sun 10:00–20:00\nMon closed")
        #expect(row.status == .open) // a Tuesday noon
    }

    @Test("opening hours not understood are shown as written with no status")
    func openingHoursAsWritten() throws {
        let row = try #require(Self.row(Self.card(PlaceDetails(openingHours: "sunrise-sunset")), "opening-hours"))
        #expect(row.shown == "sunrise-sunset")
        #expect(row.status == nil)
    }

    @Test("cuisine: split on ';', underscores to spaces, capitalised",
          arguments: [("chinese;asian", "Chinese, Asian"), ("ice_cream", "Ice cream"), ("pizza; burger ;", "Pizza, Burger"),
                      ("thai", "Thai"), (";", ";")])
    func cuisine(_ raw: String, _ shown: String) {
        #expect(PlaceCard.cuisineText(raw) == shown)
    }

    @Test("website and phone become links when safe, plain text otherwise")
    func links() {
        let safe = Self.card(PlaceDetails(website: "https://kiasma.fi/en", phone: "+358 294-500 501"))
        #expect(Self.row(safe, "website")?.link?.string == "https://kiasma.fi/en")
        #expect(Self.row(safe, "phone")?.link?.string == "tel:+358-294-500-501")
        #expect(Self.row(safe, "phone")?.shown == "+358 294-500 501", "the number shows as written")
        let unsafe = Self.card(PlaceDetails(website: "javascript:alert(1)", phone: "+358 1; +358 2"))
        #expect(Self.row(unsafe, "website")?.link == nil)
        #expect(Self.row(unsafe, "website")?.shown == "javascript:alert(1)")
        #expect(Self.row(unsafe, "phone")?.link == nil)
    }

    @Test("hostile: a 100,000-character value shows 300 characters and keeps the rest for Show all")
    func longValueIsCapped() throws {
        let address = String(repeating: "a", count: 100_000)
        let row = try #require(Self.row(Self.card(PlaceDetails(address: address)), "address"))
        #expect(row.shown.count == CappedText.valueLimit + 1)
        #expect(row.shown.hasSuffix("…"))
        #expect(row.full == address)
        #expect(Self.row(Self.card(PlaceDetails(address: "Short 1")), "address")?.full == nil)
    }

    @Test("hostile: a 10,000-character name is cut to the title limit")
    func longTitleIsCapped() {
        let c = Self.card(title: String(repeating: "N", count: 10_000), PlaceDetails())
        #expect(c.title.count == CappedText.titleLimit + 1)
        #expect(c.title.hasSuffix("…"))
        #expect(Self.card(PlaceDetails()).title == "Kiasma")
    }

    @Test("hostile: a long website is shown cut but never linked (a cut link would open something else)")
    func longLinkIsNotLinked() throws {
        let url = "https://example.org/" + String(repeating: "a", count: 400)
        let row = try #require(Self.row(Self.card(PlaceDetails(website: url)), "website"))
        #expect(row.link == nil)
        #expect(row.full == url)
    }

    @Test("hostile: 5,000 other properties show the first 20 in file order and say how many more there are")
    func manyProperties() {
        let extra = (0..<5_000).map { PlaceProperty(key: String(format: "key%04d", $0), value: "v") }
        let c = Self.card(PlaceDetails(extra: extra))
        let extras = c.rows.filter { $0.id.hasPrefix("extra-") }
        #expect(extras.count == PlaceCard.extraLimit + 1)
        #expect(extras.first?.label == "key0000")
        #expect(extras.last?.shown == "4980 more properties not shown")
        #expect(c.rows.last?.id == "coordinates")
    }

    @Test("hostile: a long property name is cut as a label")
    func longKey() {
        let key = String(repeating: "k", count: 500)
        let c = Self.card(PlaceDetails(extra: [PlaceProperty(key: key, value: "v")]))
        #expect(Self.row(c, "extra-" + key)?.label.count == CappedText.labelLimit + 1)
    }
}

@Suite("CappedText")
struct CappedTextTests {
    @Test("short text is kept whole")
    func short() {
        let t = CappedText("Café ☕️", limit: 10)
        #expect(t.shown == "Café ☕️" && !t.isCut)
    }

    @Test("cuts on characters, never inside one, and marks the cut")
    func characters() {
        let accented = "e\u{301}" // two scalars, one character
        let t = CappedText(String(repeating: accented, count: 50), limit: 10)
        #expect(t.isCut)
        #expect(t.shown == String(repeating: accented, count: 10) + "…")
        #expect(t.shown.unicodeScalars.count == 21)
    }

    @Test("hostile: one character of 100,000 combining marks is cut by scalars")
    func combiningMarks() {
        let zalgo = "a" + String(repeating: "\u{0301}", count: 100_000)
        let t = CappedText(zalgo, limit: 100)
        #expect(t.isCut)
        #expect(t.shown.unicodeScalars.count == 401)
    }

    @Test("cuts before the line break that would start one line too many")
    func lines() {
        let t = CappedText("1\n2\n3\n4", limit: 100, lines: 3)
        #expect(t.shown == "1\n2\n3…" && t.isCut)
        #expect(!CappedText("1\n2\n3", limit: 100, lines: 3).isCut)
    }

    @Test("text exactly at the limit is not cut")
    func exact() {
        #expect(!CappedText(String(repeating: "x", count: 100), limit: 100).isCut)
    }
}

@Suite("CappedText.breakable")
struct BreakableTextTests {
    @Test("a run longer than the limit gets invisible break hints; words are left alone")
    func hints() {
        #expect(CappedText.breakable("aaaaaaa", every: 3) == "aaa\u{200B}aaa\u{200B}a")
        #expect(CappedText.breakable("aaa bbb", every: 3) == "aaa bbb")
        #expect(CappedText.breakable("aaa", every: 3) == "aaa")
        #expect(CappedText.breakable("", every: 3) == "")
    }

    @Test("removing the hints gives the text back")
    func lossless() {
        let text = String(repeating: "x", count: 1_000) + " Mannerheimintie 2 " + String(repeating: "é", count: 50)
        #expect(CappedText.breakable(text).replacingOccurrences(of: "\u{200B}", with: "") == text)
    }
}

@Suite("CappedText.paragraphs")
struct ParagraphTextTests {
    @Test("long text breaks at the first space after the length; unbroken text a little later")
    func breaks() {
        #expect(CappedText.paragraphs("aaaa bbbb cc", length: 4) == "aaaa\nbbbb\ncc")
        #expect(CappedText.paragraphs("aaaaaaaaaaaa", length: 4) == "aaaaa\naaaaa\naa")
        #expect(CappedText.paragraphs("ab\ncd", length: 4) == "ab\ncd")
    }

    @Test("hostile: 100,000 unbroken characters become paragraphs of at most 500")
    func hostile() {
        let lines = CappedText.paragraphs(String(repeating: "a", count: 100_000)).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 500 })
        #expect(lines.map(\.count).reduce(0, +) == 100_000)
    }

    @Test("never breaks inside a combining sequence")
    func combining() {
        let accented = String(repeating: "e\u{301}", count: 20) // 40 scalars, 20 characters
        let broken = CappedText.paragraphs(accented, length: 4)
        #expect(broken.split(separator: "\n").allSatisfy { $0.unicodeScalars.first != "\u{301}" })
        #expect(broken.replacingOccurrences(of: "\n", with: "") == accented)
    }
}
