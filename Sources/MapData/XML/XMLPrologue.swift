/// The start of an XML document up to its root element: the declaration, comments, processing instructions and
/// any DOCTYPE. Read before libxml2 sees the bytes, so a DOCTYPE is refused before any of it is parsed (libxml2
/// would parse a DTD's declarations, and report an entity loop as a plain syntax error).
enum XMLPrologue {
    struct Doctype: Equatable {
        /// The 1-based line of `<!DOCTYPE`.
        let line: Int
        /// It declares an entity (`<!ENTITY` before the root element).
        let declaresEntities: Bool
    }

    /// The DOCTYPE before the root element, if any. Reads only up to the root (or a few MB of prologue).
    /// UTF-8 (and ASCII-compatible encodings) only; other encodings are left to the reader's own check.
    static func doctype(in bytes: ByteWindow) -> Doctype? {
        var index = 0
        var line = 1
        let limit = min(bytes.count, 4 << 20)
        if limit >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        func startsHere(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + needle.count <= limit && bytes[index..<index + needle.count].elementsEqual(needle)
        }
        /// Moves past `terminator`, counting lines; false when it never comes.
        func skip(past terminator: String) -> Bool {
            let needle = Array(terminator.utf8)
            while index + needle.count <= limit {
                if bytes[index..<index + needle.count].elementsEqual(needle) { index += needle.count; return true }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            return false
        }
        while index < limit {
            switch bytes[index] {
            case 0x0A: line += 1; index += 1
            case 0x20, 0x09, 0x0D: index += 1
            case UInt8(ascii: "<"):
                if startsHere("<?") {
                    guard skip(past: "?>") else { return nil }
                } else if startsHere("<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if startsHere("<!DOCTYPE") || startsHere("<!doctype") {
                    let start = line
                    let rest = bytes[index..<limit]
                    let entity = Array("<!ENTITY".utf8)
                    let declares = rest.indices.contains { rest[$0...].starts(with: entity) }
                    return Doctype(line: start, declaresEntities: declares)
                } else {
                    return nil
                }
            default: return nil
            }
        }
        return nil
    }
}
