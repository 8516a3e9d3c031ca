/// A KML `description` as people write it (HTML from Google My Maps and Earth, or plain text): plain text with
/// the tags taken out, line breaks where the HTML breaks lines, entities decoded, and the links it holds.
enum HTMLText {
    struct Converted: Equatable {
        var text: String
        /// Each `<a href>` in order, without repeats.
        var links: [String]
    }

    private static let breakingTags: Set<String> = ["br", "p", "/p", "div", "/div", "li", "tr", "/tr", "h1", "h2", "h3", "/h1", "/h2", "/h3"]

    static func convert(_ html: String) -> Converted {
        guard html.contains("<") || html.contains("&") else {
            return Converted(text: html.trimmingWhitespace(), links: [])
        }
        var text = ""
        var links: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            text += rest[..<open]
            if rest[open] == "&" {
                let (decoded, after) = entity(in: rest[open...])
                text += decoded
                rest = after
                continue
            }
            guard let close = rest[open...].firstIndex(of: ">") else { text += rest[open...]; rest = ""; break }
            let tag = rest[rest.index(after: open)..<close]
            let name = tagName(tag)
            if breakingTags.contains(name) { text += "\n" }
            if name == "a", let href = attribute("href", in: tag), !href.isEmpty, !links.contains(href) {
                links.append(href)
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        var kept: [String] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return Converted(text: kept.joined(separator: "\n"), links: links)
    }

    /// "br", "/p", "a": the tag's name, lowercased, with a leading "/" for a closing tag.
    private static func tagName(_ tag: Substring) -> String {
        let closing = tag.hasPrefix("/")
        let body = closing ? tag.dropFirst() : tag
        let name = body.prefix { $0.isLetter || $0.isNumber }.lowercased()
        return closing ? "/" + name : name
    }

    /// The value of `name="…"` (or '…', or bare) inside a tag's text.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        let lower = tag.lowercased()
        guard let range = lower.range(of: name + "=") else { return nil }
        let offset = lower.distance(from: lower.startIndex, to: range.upperBound)
        var value = tag.dropFirst(offset)
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst()
            return String(value.prefix { $0 != quote })
        }
        return String(value.prefix { !$0.isWhitespace && $0 != ">" })
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "#39": "'",
    ]

    /// Decodes the entity at the start of `text` ("&amp;", "&#228;", "&#xE4;"); a lone "&" stays itself.
    private static func entity(in text: Substring) -> (String, Substring) {
        let body = text.dropFirst()
        guard let semicolon = body.prefix(10).firstIndex(of: ";") else { return ("&", body) }
        let name = String(body[..<semicolon])
        let after = body[body.index(after: semicolon)...]
        if let known = named[name.lowercased()] { return (known, after) }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value), value != 0 { return (String(Character(scalar)), after) }
        }
        return ("&", body)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines (no Foundation needed).
    func trimmingWhitespace() -> String {
        // Most values start and end with a visible ASCII byte: no Unicode property lookups for those (9 % of a GPX load).
        let whole = String(self)
        if let head = whole.utf8.first, let tail = whole.utf8.last, head > 0x20, head < 0x7F, tail > 0x20, tail < 0x7F { return whole }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
