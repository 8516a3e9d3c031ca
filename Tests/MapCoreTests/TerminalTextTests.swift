import Testing
@testable import MapCore

/// Data printed on a terminal or into a log: no escape sequence, bidi override or line break gets through raw.
@Suite("TerminalText")
struct TerminalTextTests {
    @Test func plainTextIsUnchanged() {
        for text in ["Kiasma", "Café ☕ 東京", "path/with spaces.geojson", ""] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test func ansiAndOSCSequencesBecomeVisible() {
        #expect(TerminalText.escaped("\u{1B}[31mred") == #"\u{1B}[31mred"#)
        #expect(TerminalText.escaped("\u{1B}]0;title\u{07}") == #"\u{1B}]0;title\u{7}"#)
        #expect(TerminalText.escaped("a\u{9B}2J") == #"a\u{9B}2J"#)
        #expect(TerminalText.escaped("del\u{7F}") == #"del\u{7F}"#)
    }

    @Test func aNewlineCannotForgeALine() {
        let text = TerminalText.escaped("id\nusable: 999 places\r\t")
        #expect(text == #"id\nusable: 999 places\r\t"#)
        #expect(!text.contains("\n"))
    }

    @Test func bidiOverridesIsolatesAndLineSeparatorsBecomeVisible() {
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029] {
            let scalar = Unicode.Scalar(value)!
            let escaped = TerminalText.escaped("a" + String(Character(scalar)) + "b")
            #expect(escaped == "a\\u{" + String(value, radix: 16, uppercase: true) + "}b")
        }
    }

    @Test func keepingLineBreaksEscapesInsideLinesOnly() {
        #expect(TerminalText.escapedKeepingLineBreaks("one\u{1B}[2J\ntwo\r") == "one\\u{1B}[2J\ntwo\\r")
    }

    @Test func noRawControlSurvivesAnyScalarBelow0xA0() {
        let all = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
        #expect(!TerminalText.escaped(all).unicodeScalars.contains(where: TerminalText.needsEscape))
    }
}
