import Foundation
import Testing
@testable import DeepLinks

@Suite("PercentEncoding")
struct PercentEncodingTests {
    /// Raw text and its RFC 3986 encoding.
    static let vectors: [(String, String)] = [
        ("a b", "a%20b"),
        ("Fish & Chips", "Fish%20%26%20Chips"),
        ("Bar #1", "Bar%20%231"),
        ("C++", "C%2B%2B"),
        ("a=b", "a%3Db"),
        ("Why?", "Why%3F"),
        ("\"Quoted\" 'single'", "%22Quoted%22%20%27single%27"),
        ("line1\nline2\r\n", "line1%0Aline2%0D%0A"),
        ("100%", "100%25"),
        ("%20 already", "%2520%20already"),
        ("Café", "Caf%C3%A9"),
        ("☕🍕", "%E2%98%95%F0%9F%8D%95"),
        ("שלום", "%D7%A9%D7%9C%D7%95%D7%9D"),
        ("مقهى", "%D9%85%D9%82%D9%87%D9%89"),
        ("\u{202E}evil", "%E2%80%AEevil"),
        ("a/b:c;d,e@f", "a%2Fb%3Ac%3Bd%2Ce%40f"),
        ("AZaz09-._~", "AZaz09-._~"),
    ]

    @Test("each vector encodes exactly", arguments: vectors)
    func encodes(raw: String, encoded: String) {
        #expect(PercentEncoding.encode(raw) == encoded)
        #expect(PercentEncoding.decode(encoded) == raw)
    }

    @Test("only the unreserved set passes unencoded")
    func onlyUnreserved() {
        for byte in UInt8(0)...UInt8(127) {
            let text = String(decoding: [byte], as: UTF8.self)
            let expectPlain = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || "-._~".utf8.contains(byte)
            #expect((PercentEncoding.encode(text) == text) == expectPlain, "byte \(byte)")
        }
    }

    @Test("decoding rejects broken sequences")
    func rejectsBroken() {
        #expect(PercentEncoding.decode("%") == nil)
        #expect(PercentEncoding.decode("%2") == nil)
        #expect(PercentEncoding.decode("%G1") == nil)
        #expect(PercentEncoding.decode("%FF") == nil)
        #expect(PercentEncoding.decode("a+b") == "a+b")
    }

    @Test("names survive a round trip through Apple's q and geo's q", arguments: vectors.map(\.0))
    func roundTripsThroughLinks(name: String) throws {
        let request = LinkRequest(coordinate: Samples.coordinate(60.1717, 24.9365), name: name)
        let apple = LinkTarget.appleMaps.url(for: request).string
        let items = try #require(URLComponents(string: apple)?.queryItems)
        #expect(items.first { $0.name == "q" }?.value == name)
        #expect(items.first { $0.name == "ll" }?.value == "60.1717,24.9365")

        let geo = LinkTarget.desktopApp(Samples.gnomeMaps).url(for: request).string
        #expect(try GeoURI(parsing: geo).query == name)
    }
}
