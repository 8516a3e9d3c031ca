/// The pieces coordinate text is made of; anything else makes the text not a coordinate.
enum CoordinatePiece: Equatable {
    case number(Double, hasDecimals: Bool)
    case degrees, minutes, seconds
    case hemisphere(Character)
    /// A comma or semicolon between the two halves.
    case separator
}

enum CoordinateLexer {
    /// The pieces of `text`, or nil at the first character that belongs in no coordinate.
    static func pieces(of text: String) -> [CoordinatePiece]? {
        var out: [CoordinatePiece] = []
        let chars = Array(text.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case " ", "\t", "\u{00A0}": i += 1
            case ",", ";": out.append(.separator); i += 1
            case "°", "º", "˚": out.append(.degrees); i += 1
            case "′", "'", "’", "‘": 
                // Two minute marks in a row are a seconds mark ('' for ″).
                if i + 1 < chars.count, ["'", "′", "’"].contains(chars[i + 1]) { out.append(.seconds); i += 2 }
                else { out.append(.minutes); i += 1 }
            case "″", "\"", "”", "“": out.append(.seconds); i += 1
            case "N", "n", "S", "s", "E", "e", "W", "w":
                // A hemisphere letter stands alone: "60.1N" or "N 60.1", never inside a word.
                if i + 1 < chars.count, chars[i + 1].properties.isAlphabetic { return nil }
                out.append(.hemisphere(Character(String(c).uppercased()))); i += 1
            case "+", "-", "−", "0"..."9", ".":
                var j = i
                var digits = ""
                if c == "-" || c == "−" { digits = "-"; j += 1 } else if c == "+" { j += 1 }
                var sawDigit = false, sawDot = false
                while j < chars.count {
                    let d = chars[j]
                    if ("0"..."9").contains(d) { digits.unicodeScalars.append(d); sawDigit = true } else if d == ".", !sawDot {
                        digits.append("."); sawDot = true
                    } else { break }
                    j += 1
                    if digits.count > 24 { return nil }
                }
                guard sawDigit, let value = Double(digits), value.isFinite else { return nil }
                out.append(.number(value, hasDecimals: sawDot))
                i = j
            default: return nil
            }
        }
        return out
    }
}
