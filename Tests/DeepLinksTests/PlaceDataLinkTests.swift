import Testing
@testable import DeepLinks

@Suite("Links from place data")
struct PlaceDataLinkTests {
    @Test("http and https websites are links", arguments: ["https://kiasma.fi", "http://example.org/menu?x=1#top",
                                                            "HTTPS://EXAMPLE.ORG", "https://example.org:8443/"])
    func websites(_ text: String) throws {
        let url = try #require(LaunchableURL(website: text))
        #expect(url.string == text && url.kind == .website)
    }

    @Test("anything else stays text", arguments: [
        "www.example.org", "ftp://example.org", "javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi",
        "https://user:pw@example.org/", "https://bank.example@evil.example/", "https://exa mple.org", "https://käse.example/",
        "-https://example.org", "https:example.org", "https://", "mailto:a@b.c", "tel:123", "",
        "https://example.org/" + String(repeating: "a", count: 5_000)])
    func notWebsites(_ text: String) {
        #expect(LaunchableURL(website: text) == nil)
    }

    @Test("surrounding spaces are trimmed")
    func trimmed() {
        #expect(LaunchableURL(website: "  https://kiasma.fi ")?.string == "https://kiasma.fi")
    }

    @Test("phone numbers of digits, '+', spaces and dashes become tel: links",
          arguments: [("+358 294 500 501", "tel:+358-294-500-501"), ("09-123 4567", "tel:09-123-4567"), ("112", "tel:112"),
                      ("+358  40--1234567 ", "tel:+358-40-1234567")])
    func phones(_ text: String, _ link: String) throws {
        let url = try #require(LaunchableURL(phone: text))
        #expect(url.string == link && url.kind == .telephone)
    }

    @Test("other phone text stays text", arguments: [
        "+358 1; +358 2", "call 0800", "(09) 123", "12", "358+1234", "+", "", "٣٤٥٦٧٨٩", "0800.123.456",
        String(repeating: "1", count: 21), "-1234 --option"])
    func notPhones(_ text: String) {
        #expect(LaunchableURL(phone: text) == nil)
    }
}
