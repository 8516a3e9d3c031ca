import MapCore
import Testing
@testable import Search

/// Bad input gives sensible results or none, never a crash or a stall.
@Suite struct HostileQueryTests {
    let index = Fixtures.index([
        Fixtures.place("1", "Hotel Kämp", category: "hotel", address: "Pohjoisesplanadi 29"),
        Fixtures.place("2", "مقهى بيروت", category: "cafe", address: "شارع الحمرا"),
        Fixtures.place("3", "Café ☕️ Regatta", category: "cafe"),
        Fixtures.place("4", "Bar \"Select * From\"; DROP", address: "Tab\there\nnewline"),
    ])
    let near = Fixtures.helsinki

    func answer(_ q: String) -> SearchAnswer { index.answer(q, near: near) }

    @Test func emptyTextFindsNothing() {
        #expect(answer("") == .places([]))
        #expect(answer("   \n\t ") == .places([]))
    }

    @Test func tenThousandCharactersFindNothingQuickly() {
        #expect(answer(String(repeating: "x", count: 10_000)).hits.isEmpty)
        #expect(answer(String(repeating: "hotel ", count: 2_000)).hits.map(\.place.id) == ["1"])
    }

    @Test func onlyPunctuationFindsNothing() {
        #expect(answer("!!!???...,,,").hits.isEmpty)
        #expect(answer("-").hits.isEmpty)
    }

    @Test func rightToLeftTextMatches() {
        #expect(answer("بيروت").hits.map(\.place.id) == ["2"])
        #expect(answer("\u{202E}kämp\u{202C}").hits.map(\.place.id) == ["1"])
    }

    @Test func emojiAreIgnored() {
        #expect(answer("☕️").hits.isEmpty)
        #expect(answer("☕️ regatta").hits.map(\.place.id) == ["3"])
    }

    @Test func percentZeroAndNulAreText() {
        #expect(answer("%00").hits.isEmpty)
        #expect(answer("kämp\u{0}").hits.map(\.place.id) == ["1"])
    }

    @Test func regexAndSQLMetacharactersAreText() {
        #expect(answer(".*").hits.isEmpty)
        #expect(answer("' OR 1=1 --").hits.isEmpty)
        #expect(answer("select * from").hits.map(\.place.id) == ["4"])
        #expect(answer("[a-z]+ (hotel)").hits.isEmpty)
        #expect(answer("\\d+ hotel$").hits.isEmpty)
    }

    @Test func halfTypedCoordinatesAreNotPositions() {
        for q in ["60.1,", "60.1, ", "60.", "-", "60°", "60°10′N 24", "N", "geo:", "geo:60.1"] {
            if case .location = answer(q) { Issue.record("\(q) read as a position") }
        }
    }

    @Test func outOfRangeCoordinatesAreNotPositions() {
        for q in ["91, 24", "60, 181", "60°61′N 24°E", "1e400, 2"] {
            if case .location = answer(q) { Issue.record("\(q) read as a position") }
        }
    }
}
