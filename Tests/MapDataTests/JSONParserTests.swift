import Foundation
import Testing
@testable import MapData

@Suite("JSONParser")
struct JSONParserTests {
    @Test func scalarsAndNesting() throws {
        let v = try JSONParser.parse(#" {"a": [1, -2.5, true, false, null, "x"], "b": {"c": {}} , "d": []} "#)
        let o = try #require(v.objectValue)
        #expect(o["a"] == .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null, .string("x")]))
        #expect(o["b"] == .object(JSONObject(members: [.init(key: "c", value: .object(JSONObject(members: [])))])))
        #expect(o["d"] == .array([]))
        #expect(o["missing"] == nil)
    }

    @Test func membersKeepFileOrderAndFirstDuplicateWins() throws {
        let o = try #require(try JSONParser.parse(#"{"z":1,"a":2,"z":3}"#).objectValue)
        #expect(o.members.map(\.key) == ["z", "a", "z"])
        #expect(o["z"] == .number(1))
    }

    @Test func escapesAndUnicode() throws {
        let v = try JSONParser.parse(#"["a\"b\\c\/d\n\t\r\b\f", "\u00e4\u00C4", "\ud83d\ude00", "\ud800x", "Töölö ☕"]"#)
        #expect(v == .array([.string("a\"b\\c/d\n\t\r\u{08}\u{0C}"), .string("äÄ"), .string("😀"), .string("\u{FFFD}x"), .string("Töölö ☕")]))
    }

    @Test func numbersMatchSwiftsDoubleParsing() throws {
        var rng = SplitMix64(seed: 7)
        var texts = ["0", "-0", "1e3", "1E-3", "2.5e+10", "123456789012345678901234", "0.1", "-180", "179.9999999",
                     "1.7976931348623157e308", "5e-324", "24.9407121", "60.1699374", "9007199254740993", "1e-400"]
        for _ in 0..<2000 {
            let v = rng.unit() * 360 - 180
            texts.append(String(format: "%.7f", v))
            texts.append(String(format: "%.15g", v * 1e-3))
            texts.append(String(v))
        }
        for t in texts {
            let parsed = try JSONParser.parse(t)
            #expect(parsed == .number(Double(t)!), "\(t)")
        }
    }

    @Test func nanAndInfinityTokensAreNumbers() throws {
        let v = try #require(try JSONParser.parse("[NaN, Infinity, -Infinity]").arrayValue)
        #expect(v[0].numberValue?.isNaN == true)
        #expect(v[1] == .number(.infinity))
        #expect(v[2] == .number(-.infinity))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(contentsOf: Array(#"{"a":1}"#.utf8))
        #expect(try JSONParser.parse(data).objectValue?["a"] == .number(1))
    }

    @Test(arguments: [
        ("", JSONParseError.Reason.empty),
        ("   ", .empty),
        ("{", .unexpectedEnd),
        ("[1, 2", .unexpectedEnd),
        (#"{"a" 1}"#, .unexpectedCharacter("'1'")),
        ("[1,]", .unexpectedCharacter("']'")),
        ("01", .badNumber),
        ("1.", .badNumber),
        ("-", .badNumber),
        ("1e", .badNumber),
        (#""\x""#, .badEscape),
        ("\"a\nb\"", .controlCharacterInString),
        ("{} {}", .trailingContent),
        ("tru", .unexpectedEnd),
        ("nul!", .unexpectedCharacter("'n'")),
        ("<html>", .unexpectedCharacter("'<'")),
    ])
    func malformedInputIsRejected(text: String, reason: JSONParseError.Reason) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.reason == reason, "\(text)")
        }
    }

    @Test func errorsNameLineAndColumn() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": 1,\n  \"b\": ?\n}")
            Issue.record("parsed invalid JSON")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 8)
            #expect(error.description == "line 3, column 8: unexpected '?'")
        }
    }

    @Test func deepNestingIsRefusedNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect((try? JSONParser.parse(ok)) != nil)
    }

    @Test func invalidUTF8IsRepairedNotFatal() throws {
        var data = Data(#"["a"#.utf8)
        data.append(0xFF)
        data.append(contentsOf: Array(#"b"]"#.utf8))
        #expect(try JSONParser.parse(data) == .array([.string("a\u{FFFD}b")]))
    }
}
