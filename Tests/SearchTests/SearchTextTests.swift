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
