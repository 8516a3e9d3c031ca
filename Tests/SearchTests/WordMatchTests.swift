import Testing
@testable import Search

@Suite struct WordMatchTests {
    func m(_ q: String, _ w: String, typo: Bool = true) -> WordMatch? {
        WordMatch.match(Array(q.unicodeScalars.map(\.value))[...], Array(w.unicodeScalars.map(\.value))[...], allowTypo: typo)
    }

    @Test func wholeAndPrefix() {
        #expect(m("kamp", "kamp") == .whole)
        #expect(m("kam", "kamp") == .prefix)
        #expect(m("kampa", "kamp", typo: false) == nil)
    }

    @Test func oneTypoOfEachKind() {
        #expect(m("helsinkk", "helsinki") == .typoWhole)       // substitution
        #expect(m("helsnki", "helsinki") == .typoWhole)        // a missing letter
        #expect(m("helsiinki", "helsinki") == .typoWhole)      // an extra letter
        #expect(m("helsniki", "helsinki") == .typoWhole)       // two neighbours swapped
        #expect(m("mannerhiem", "mannerheimintie") == .typoPrefix)
        #expect(m("xelsinki", "helsinki") == .typoWhole)       // first letter
    }

    @Test func twoTyposDoNotMatch() {
        #expect(m("hlesnki", "helsinki") == nil)
        #expect(m("abcde", "xyzde") == nil)
    }
}
