import Testing
@testable import DeepLinks

@Suite("DecimalText")
struct DecimalTextTests {
    @Test("plain decimals keep their digits", arguments: [
        (60.1699, "60.1699"), (24.93838, "24.93838"), (-33.8568, "-33.8568"),
        (180.0, "180"), (-180.0, "-180"), (90.0, "90"), (0.5, "0.5"), (1.0000001, "1.0000001"),
    ])
    func keepsDigits(value: Double, expected: String) {
        #expect(DecimalText.format(value) == expected)
    }

    @Test("at most seven decimals, rounded half away from zero")
    func roundsToSevenDecimals() {
        #expect(DecimalText.format(12.34567891) == "12.3456789")
        #expect(DecimalText.format(12.34567896) == "12.345679")
        #expect(DecimalText.format(-12.34567896) == "-12.345679")
        #expect(DecimalText.format(99.99999999) == "100")
        #expect(DecimalText.format(0.1 + 0.2) == "0.3")
    }

    @Test("never an exponent")
    func noExponent() {
        // Swift's own description would say "1e-05" here.
        #expect(String(describing: 0.00001) != "0.00001")
        #expect(DecimalText.format(0.00001) == "0.00001")
        #expect(DecimalText.format(-0.0000001) == "-0.0000001")
        #expect(DecimalText.format(12_345_678_901.5, fractionDigits: 1) == "12345678901.5")
    }

    @Test("negative zero and values that round to zero are \"0\"")
    func negativeZero() {
        #expect(DecimalText.format(-0.0) == "0")
        #expect(DecimalText.format(0.0) == "0")
        #expect(DecimalText.format(-0.00000001) == "0")
        #expect(DecimalText.format(0.00000001) == "0")
    }

    @Test("fewer fraction digits on request")
    func fractionDigits() {
        #expect(DecimalText.format(35.26, fractionDigits: 1) == "35.3")
        #expect(DecimalText.format(35.26, fractionDigits: 0) == "35")
        #expect(DecimalText.format(0.05, fractionDigits: 2) == "0.05")
    }
}
