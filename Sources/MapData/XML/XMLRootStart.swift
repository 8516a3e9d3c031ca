/// Where a document's head ends: its prolog (declaration, comments, processing instructions) and its root
/// element's start tag. A later part of a large file is read after a copy of this head (`XMLPart`), so it is parsed
/// in the same encoding and namespaces as the whole document.
enum XMLRootStart {
    /// The offset just past the `>` of the root's start tag; nil unless the head is plain: UTF-8 or ASCII (by its
    /// declaration), no DOCTYPE, a root named exactly `root` (no prefix) that is not empty, all within 64 KiB.
    static func end(in bytes: ByteWindow, root: String) -> Int? {
        let limit = min(bytes.count, 64 << 10)
        var index = 0
        if limit >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        func startsHere(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + needle.count <= limit && bytes[index..<index + needle.count].elementsEqual(needle)
        }
        func isSpace(_ at: Int) -> Bool {
            at < limit && (bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D)
        }
        /// Moves past `terminator`; false when it does not come within the limit.
        func skip(past terminator: String) -> Bool {
            let needle = Array(terminator.utf8)
            while index + needle.count <= limit {
                if bytes[index..<index + needle.count].elementsEqual(needle) { index += needle.count; return true }
                index += 1
            }
            return false
        }
        while index < limit {
            if isSpace(index) { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "<") else { return nil }
            if startsHere("<?xml"), isSpace(index + 5) {
                let start = index
                guard skip(past: "?>"), Self.declaresUTF8(bytes.array(start..<index)) else { return nil }
            } else if startsHere("<?") {
                guard skip(past: "?>") else { return nil }
            } else if startsHere("<!--") {
                guard skip(past: "-->") else { return nil }
            } else if startsHere("<" + root), isSpace(index + 1 + root.utf8.count) || startsHere("<" + root + ">") {
                index += 1 + root.utf8.count
                var quote: UInt8?
                while index < limit {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        return bytes[index - 1] == UInt8(ascii: "/") ? nil : index + 1
                    }
                    index += 1
                }
                return nil
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether an XML declaration names no encoding (UTF-8 by default), UTF-8 or ASCII.
    static func declaresUTF8(_ declaration: [UInt8]) -> Bool {
        let text = String(decoding: declaration, as: UTF8.self)
        guard let key = text.range(of: "encoding") else { return true }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
        let value = rest.dropFirst().prefix { $0 != quote }.lowercased()
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(value)
    }
}
