import Foundation

/// An OpenStreetMap `opening_hours` value in the common forms: "24/7", weekday ranges and lists
/// ("Mo-Fr", "Mo,We,Fr", "Su-Tu" across the week's end), several time spans a day, spans past midnight
/// ("22:00-02:00"), "off"/"closed", and rules separated by ";" (a later rule replaces earlier ones for its days)
/// or by "," after a time (it adds to them). "PH …" (public holidays) is shown as written and not applied,
/// since Pinmap does not know the holidays. Anything else is not understood: shown as written, no open/closed claim.
public struct OpeningHours: Hashable, Sendable {
    /// Monday first, as OpenStreetMap writes the week.
    public enum Weekday: Int, CaseIterable, Hashable, Sendable {
        case monday, tuesday, wednesday, thursday, friday, saturday, sunday

        /// "Mo", "Tu", … as in opening_hours.
        static let osmNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        /// "Mon", "Tue", … for display.
        public var shortName: String { [tr("Mon"), tr("Tue"), tr("Wed"), tr("Thu"), tr("Fri"), tr("Sat"), tr("Sun")][rawValue] }

        /// The day from Foundation's weekday number (1 is Sunday).
        init(gregorianWeekday: Int) { self = Weekday(rawValue: (gregorianWeekday + 5) % 7)! }

        var previous: Weekday { Weekday(rawValue: (rawValue + 6) % 7)! }
    }

    /// Days from `first` to `last`; wraps past Sunday when `last` comes before `first` ("Su-Tu").
    public struct DayRange: Hashable, Sendable {
        public var first: Weekday
        public var last: Weekday

        var days: [Weekday] {
            let count = (last.rawValue - first.rawValue + 7) % 7 + 1
            return (0..<count).map { Weekday(rawValue: (first.rawValue + $0) % 7)! }
        }
    }

    /// Open from `start` to `end`, minutes after the day's midnight; `end` passes 1440 when it runs past midnight.
    public struct Span: Hashable, Sendable {
        public var start: Int
        public var end: Int
    }

    public enum Rule: Hashable, Sendable {
        /// "24/7".
        case always
        /// On `days` (nil: every day), open during `spans` (empty: closed). An additive rule adds to
        /// what earlier rules said for those days instead of replacing it.
        case weekly(days: [DayRange]?, spans: [Span], additive: Bool)
        /// A public or school holiday rule, kept as written.
        case holiday(String)
    }

    /// The value as written.
    public let text: String
    /// The rules in order; nil when some part is not understood.
    public let rules: [Rule]?

    public init(_ text: String) {
        self.text = text
        rules = Self.parse(text)
    }

    /// One line per rule ("Mon–Fri 9:00–17:00", "Open 24 hours", "Sat–Sun closed"), or the text as written.
    public var lines: [String] {
        guard let rules else { return [text] }
        return rules.map(Self.describe)
    }

    /// Whether the place is open at `date` in `calendar`'s time zone; nil when the value is not understood.
    /// - Complexity: O(rules × spans).
    public func isOpen(at date: Date, calendar: Calendar) -> Bool? {
        guard let rules else { return nil }
        let week = Self.week(rules)
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        guard let weekday = parts.weekday, let hour = parts.hour, let minute = parts.minute else { return nil }
        let today = Weekday(gregorianWeekday: weekday)
        let now = hour * 60 + minute
        if week[today.rawValue].contains(where: { $0.start <= now && now < $0.end }) { return true }
        // Yesterday's spans that run past midnight.
        return week[today.previous.rawValue].contains { $0.end > 1440 && now + 1440 < $0.end }
    }

    /// Open or closed at a moment, for a line under the hours.
    public enum Status: Hashable, Sendable {
        case open, closed

        /// "Open now" or "Closed now".
        public var text: String { self == .open ? tr("Open now") : tr("Closed now") }
    }

    /// Open or closed at `date`; nil when not understood.
    public func status(at date: Date, calendar: Calendar) -> Status? {
        isOpen(at: date, calendar: calendar).map { $0 ? .open : .closed }
    }

    /// Each day's spans after applying the rules in order.
    static func week(_ rules: [Rule]) -> [[Span]] {
        var week = Array(repeating: [Span](), count: 7)
        for rule in rules {
            switch rule {
            case .always:
                week = Array(repeating: [Span(start: 0, end: 1440)], count: 7)
            case .weekly(let days, let spans, let additive):
                let selected = days.map { $0.flatMap(\.days) } ?? Weekday.allCases
                for day in selected { week[day.rawValue] = additive ? week[day.rawValue] + spans : spans }
            case .holiday:
                continue
            }
        }
        return week
    }

    static func describe(_ rule: Rule) -> String {
        switch rule {
        case .always:
            return tr("Open 24 hours")
        case .holiday(let written):
            return written
        case .weekly(let days, let spans, _):
            let dayText = days.map { $0.map(describe).joined(separator: ", ") } ?? tr("Every day")
            let times = spans.isEmpty ? tr("closed") : spans.map(describe).joined(separator: ", ")
            return dayText + " " + times
        }
    }

    static func describe(_ range: DayRange) -> String {
        range.first == range.last ? range.first.shortName : range.first.shortName + "–" + range.last.shortName
    }

    static func describe(_ span: Span) -> String {
        time(span.start) + "–" + time(span.end > 1440 ? span.end - 1440 : span.end)
    }

    /// "9:00", "17:30", "24:00".
    static func time(_ minutes: Int) -> String {
        let m = minutes % 60
        return "\(minutes / 60):" + (m < 10 ? "0\(m)" : "\(m)")
    }
}
