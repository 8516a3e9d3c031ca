import Testing
@testable import MapData

/// The word-at-a-time skim ends every value where the byte-by-byte skim it replaced ended it, and fails where it failed.
@Suite("JSONSkim: values passed by their bytes, as the byte-by-byte skim passed them")
struct JSONSkimTests {
    /// The skim as `JSONParser.skipValue` was written before, one checked byte at a time.
    static func reference(_ bytes: [UInt8], from start: Int, maxDepth: Int) -> Result<Int, JSONSkim.Failure> {
        var index = start, nesting = 0
        func endsScalar(_ b: UInt8) -> Bool { b == 0x2C || b == 0x5D || b == 0x7D || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        repeat {
            guard index < bytes.count else { return .failure(.unexpectedEnd) }
            switch bytes[index] {
            case 0x22:
                index += 1
                while true {
                    guard index < bytes.count else { return .failure(.unexpectedEnd) }
                    let c = bytes[index]
                    index += c == 0x5C ? 2 : 1
                    if c == 0x22 { break }
                }
            case 0x7B, 0x5B:
                nesting += 1; index += 1
                if nesting > maxDepth { return .failure(.tooDeep) }
            case 0x7D, 0x5D:
                guard nesting > 0 else { return .failure(.unexpected) }
                nesting -= 1; index += 1
            case 0x2C, 0x20, 0x0A, 0x0D, 0x09:
                guard nesting > 0 else { return .failure(.unexpected) }
                index += 1
            default:
                index += 1
            }
        } while nesting > 0 || (index < bytes.count && !endsScalar(bytes[index]))
        return .success(index)
    }

    static func skim(_ text: String, from start: Int = 0, maxDepth: Int = 512) -> Result<Int, JSONSkim.Failure> {
        ByteWindow.with(Array(text.utf8)) { JSONSkim.end(ofValueAt: start, in: $0, maxDepth: maxDepth) }
    }

    @Test func valuesEndWhereTheyEnd() {
        #expect(Self.skim(#"{"a":[1,2,{"b":"c"}]},"#) == .success(21))
        #expect(Self.skim(#"[1, 2] "#) == .success(6))
        #expect(Self.skim(#""plain", 1"#) == .success(7))
        #expect(Self.skim("12.5e3,") == .success(6))
        #expect(Self.skim("true") == .success(4))
        #expect(Self.skim(#"{"k":"a \"quoted\" } ] word"} tail"#) == .success(29))
        #expect(Self.skim(#"["back\\", "slash\\\\"]"#) == .success(23))
    }

    @Test func escapesAndQuotesOnEveryByteOfAWord() {
        // A quote or an escape at each offset from a word boundary, with strings longer than a word around them.
        for pad in 0..<17 {
            for body in [#"\""#, #"\\"#, #"\\\""#, #"\u0022"#, "é漢😀", ""] {
                let text = "[\"" + String(repeating: "x", count: pad) + body + String(repeating: "y", count: 16 - pad) + "\",{\"k\":[]}],"
                let bytes = Array(text.utf8)
                #expect(Self.skim(text) == Self.reference(bytes, from: 0, maxDepth: 512), "\(text)")
                #expect(Self.skim(text) == .success(bytes.count - 1), "\(text)")
            }
        }
    }

    @Test func truncatedDeepAndStrayInputsFailAsBefore() {
        #expect(Self.skim(#"{"a":"unterminated"#) == .failure(.unexpectedEnd))
        #expect(Self.skim(#"["ends in an escape\"#) == .failure(.unexpectedEnd))
        #expect(Self.skim("[[[") == .failure(.unexpectedEnd))
        #expect(Self.skim("[[[]]]", maxDepth: 2) == .failure(.tooDeep))
        #expect(Self.skim("]") == .failure(.unexpected))
        #expect(Self.skim(", 1") == .failure(.unexpected))
        #expect(Self.skim("") == .failure(.unexpectedEnd))
    }

    @Test func randomBytesFromEveryStartMatchTheReference() {
        // Bytes drawn mostly from JSON's structure, so strings, escapes and nesting meet word boundaries in every way.
        let alphabet = Array(#"{}[]"\\,: a1é"#.utf8) + [0x0A, 0x09]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let count = Int(state >> 58) + 1
            var bytes: [UInt8] = []
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let skimmed = ByteWindow.with(bytes) { window in
                bytes.indices.map { JSONSkim.end(ofValueAt: $0, in: window, maxDepth: 3) }
            }
            for start in bytes.indices {
                #expect(skimmed[start] == Self.reference(bytes, from: start, maxDepth: 3), "\(bytes) from \(start)")
            }
        }
    }
}
