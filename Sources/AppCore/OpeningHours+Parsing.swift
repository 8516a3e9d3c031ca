extension OpeningHours {
    /// The rules of `text`, or nil when any part is outside the understood forms.
    static func parse(_ text: String) -> [Rule]? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 1_000 else { return nil }
        var rules: [Rule] = []
        for part in trimmed.split(separator: ";", omittingEmptySubsequences: false) {
            let written = part.trimmingCharacters(in: .whitespaces)
            // "Mo-Fr 09:00-17:00;" ends with an empty rule; a doubled ";;" is a typo worth ignoring too.
            if written.isEmpty { continue }
            for (i, piece) in additivePieces(written).enumerated() {
                guard let rule = parseRule(piece, additive: i > 0) else { return nil }
                rules.append(rule)
            }
        }
        return rules.isEmpty ? nil : rules
    }

    /// Splits "Mo-Fr 08:00-18:00, Sa 09:00-13:00" at a comma that follows a time or "off" and precedes a day.
    static func additivePieces(_ rule: String) -> [String] {
        var pieces: [String] = []
        for piece in rule.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let next = piece.trimmingCharacters(in: .whitespaces)
            if let last = pieces.last, endsRule(last), Weekday.osmNames.contains(where: next.hasPrefix) || next.hasPrefix("PH") {
                pieces.append(next)
            } else if pieces.isEmpty {
                pieces.append(piece)
            } else {
                pieces[pieces.count - 1] += "," + piece
            }
        }
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func endsRule(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        return t.last?.isNumber == true || t.hasSuffix("off") || t.hasSuffix("closed")
    }

    static func parseRule(_ written: String, additive: Bool) -> Rule? {
        if written == "24/7" { return additive ? nil : .always }
        if written.hasPrefix("PH") || written.hasPrefix("SH") {
            let rest = written.dropFirst(2)
            return rest.isEmpty || rest.first == " " ? .holiday(written) : nil
        }
        // "09:00 - 17:00", "Mo - Fr", "10:00-12:00, 13:00-17:00" and en dashes all mean the same.
        var normal = written.replacingOccurrences(of: "–", with: "-")
        for mark in ["-", ","] {
            while normal.contains(" " + mark) { normal = normal.replacingOccurrences(of: " " + mark, with: mark) }
            while normal.contains(mark + " ") { normal = normal.replacingOccurrences(of: mark + " ", with: mark) }
        }
        var tokens = normal.split(separator: " ").map(String.init)
        var days: [DayRange]?
        if let first = tokens.first, first.first?.isLetter == true, first != "off", first != "closed" {
            guard let parsed = dayRanges(first) else { return nil }
            days = parsed
            tokens.removeFirst()
        }
        switch tokens.count {
        case 0:
            // A day selector alone means open all day; nothing at all is not a rule.
            return days.map { .weekly(days: $0, spans: [Span(start: 0, end: 1440)], additive: additive) }
        case 1:
            if tokens[0] == "off" || tokens[0] == "closed" { return .weekly(days: days, spans: [], additive: additive) }
            guard let spans = spans(tokens[0]) else { return nil }
            return .weekly(days: days, spans: spans, additive: additive)
        default:
            return nil
        }
    }

    /// "Mo-Fr", "Mo,We,Fr", "Su-Tu", "Mo-We,Fr".
    static func dayRanges(_ text: String) -> [DayRange]? {
        var ranges: [DayRange] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count) else { return nil }
            let found = ends.map { end in Weekday.osmNames.firstIndex(of: String(end)).flatMap(Weekday.init(rawValue:)) }
            guard let first = found[0], let last = found.last ?? nil else { return nil }
            ranges.append(DayRange(first: first, last: last))
        }
        return ranges
    }

    /// "09:00-12:00,13:00-17:00"; an end before the start runs past midnight.
    static func spans(_ text: String) -> [Span]? {
        var spans: [Span] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let start = minutes(ends[0]), var end = minutes(ends[1]), start < 1440 else { return nil }
            if end < start { end += 1440 }
            // "10:00-10:00" says nothing clear; a span longer than a day is not one day's opening.
            guard end > start, end - start <= 1440 else { return nil }
            spans.append(Span(start: start, end: end))
        }
        return spans
    }

    /// "9:00", "09:00", "24:00", up to "48:00" (OpenStreetMap's way of writing past midnight).
    static func minutes(_ text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let h = Int(parts[0]), let m = Int(parts[1]), m < 60 else { return nil }
        let total = h * 60 + m
        return total <= 2880 ? total : nil
    }
}
