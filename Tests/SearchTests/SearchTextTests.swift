import Testing
@testable import Search

@Suite struct SearchTextTests {
    func words(_ s: String) -> [String] {
        var t = SearchText()
        return t.words(in: s).map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
    }

    @Test func foldsCaseAccentsAndPunctuation() {
        #expect(words("Hotel Kämp") == ["hotel", "kamp"])
        #expect(words("CAFÉ-Ekberg, Bulevardi 9!") == ["cafe", "ekberg", "bulevardi", "9"])
        #expect(words("Söderholm Ålandsgatan") == ["soderholm", "alandsgatan"])
    }

    @Test func apostrophesJoinAWord() {
        #expect(words("McDonald's") == ["mcdonalds"])
        #expect(words("McDonald’s") == ["mcdonalds"])
    }

    @Test func lettersWithoutDecompositionFold() {
        #expect(words("Øresund Straße Łódź Æble") == ["oresund", "strasse", "lodz", "aeble"])
    }

    @Test func decomposedAccentsFoldLikeComposedOnes() {
        #expect(words("Ka\u{0308}mp") == words("Kämp"))
    }

    @Test func otherScriptsStayWords() {
        #expect(words("مقهى بيروت") == ["مقهى", "بيروت"])
        #expect(words("Москва") == ["москва"])
    }

    @Test func emojiAndSymbolsSeparate() {
        #expect(words("☕️café🍰bar") == ["cafe", "bar"])
        #expect(words("%00 .* ' OR 1=1; --").isEmpty == false)
        #expect(words("?!.,;:()[]{}<>*+^$|\\/").isEmpty)
    }

    @Test func longWordsAreCut() {
        let w = words(String(repeating: "a", count: 10_000))
        #expect(w.count == 1)
        #expect(w.first?.count == SearchText.maxWordLength)
    }
}

/// The index build reads UTF-8 bytes itself; its words must be exactly `SearchText`'s.
@Suite struct PostingCollectorTests {
    @Test func buildWordsEqualSearchTextWords() {
        let texts = ["Hotel Kämp", "CAFÉ-Ekberg, Bulevardi 9!", "McDonald’s", "Øresund Straße Łódź Æble", "Ka\u{0308}mp",
                     "مقهى بيروت", "Москва", "☕️café🍰bar", "ﬃ ligature", "日本語テキスト", String(repeating: "ä", count: 100)]
        let places = texts.enumerated().map { Fixtures.place("\($0.offset)", $0.element) }
        let index = Fixtures.index(places)
        var folder = SearchText()
        let expected = Set(texts.flatMap { folder.words(in: $0) })
        let built = Set((0..<index.words.count).map { Array(index.words.word($0)) })
        #expect(built == expected)
    }
}
