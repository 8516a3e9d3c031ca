import Testing
@testable import MapData

/// The codes readers switch on instead of comparing names: each watched element's index, -1 for the rest, with
/// the enclosing element's code beside it; prefixes ignored as names are.
struct XMLPullParserCodeTests {
    @Test func everyStartAndEndCarriesItsCodeAndTheParentsCode() throws {
        let xml = #"<a><b><c/><x:b xmlns:x="urn:x">t</x:b></b><d/></a>"#
        let parser = try XMLPullParser(bytes: Array(xml.utf8), watching: ["a", "b"])
        var seen: [String] = []
        while let event = try parser.next() {
            switch event {
            case .start(let name, _): seen.append("<\(name) \(parser.code) \(parser.parentCode) \(parser.depth)")
            case .end(let name): seen.append("/\(name) \(parser.code)")
            case .text: continue
            }
        }
        #expect(seen == ["<a 0 -1 1", "<b 1 0 2", "<c -1 1 3", "/c -1", "<b 1 1 3", "/b 1", "/b 1", "<d -1 0 2", "/d -1", "/a 0"])
    }

    /// A document of more distinct names than the name cache keeps: the ones past it still get their codes.
    @Test func namesPastTheCacheStillGetTheirCodes() throws {
        let many = (0..<5000).map { "<n\($0)/>" }.joined()
        let xml = "<root>\(many)<wanted/></root>"
        let parser = try XMLPullParser(bytes: Array(xml.utf8), watching: ["wanted", "n4999"])
        var codes: [String: Int32] = [:]
        while let event = try parser.next() {
            if case .start(let name, _) = event { codes[name] = parser.code }
        }
        #expect(codes["wanted"] == 0 && codes["n4999"] == 1 && codes["n0"] == -1 && codes["root"] == -1)
    }
}
