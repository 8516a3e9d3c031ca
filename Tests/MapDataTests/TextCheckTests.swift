import Testing
@testable import MapData

@Suite("TextCheck")
struct TextCheckTests {
    /// A byte-at-a-time reference to compare the word-at-a-time path with.
    static func reference(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test func agreesWithTheStandardLibraryAtEveryOffset() {
        // Each sequence put after 0…17 ASCII bytes and before 0…9 more: every alignment against the 8-byte words.
        let sequences: [[UInt8]] = [
            [0xC3, 0xA4], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x8D, 0x95],  // ä € 🍕
            [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x8D],                    // cut short
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],  // overlong, surrogate, past U+10FFFF
            [0x80], [0xFF], [0xC3, 0x41],
        ]
        var checked = 0
        for sequence in sequences {
            for before in 0...17 {
                for after in 0...9 {
                    let bytes = [UInt8](repeating: 0x61, count: before) + sequence + [UInt8](repeating: 0x7A, count: after)
                    #expect(TextCheck.isUTF8(bytes) == Self.reference(bytes), "\(sequence) after \(before) bytes")
                    ByteWindow.with(bytes) { window in #expect(TextCheck.isUTF8(window) == Self.reference(bytes)) }
                    checked += 1
                }
            }
        }
        #expect(checked == sequences.count * 18 * 10)
        #expect(TextCheck.isUTF8([UInt8]()))
        #expect(TextCheck.isUTF8(Array("plain ASCII, longer than one word".utf8)))
    }
}
