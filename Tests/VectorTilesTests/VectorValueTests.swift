import Testing
@testable import VectorTiles

@Suite struct VectorValueTests {
    @Test func numbersCompareAcrossEncodings() {
        #expect(VectorValue.int(-3).number == -3)
        #expect(VectorValue.uint(7).number == 7)
        #expect(VectorValue.double(2.5).number == 2.5)
        #expect(VectorValue.string("7").number == nil)
    }

    @Test func wholeDoublesPrintAsIntegers() {
        #expect(VectorValue.double(120000).text == "120000")
        #expect(VectorValue.double(1.5).text == "1.5")
    }
}
