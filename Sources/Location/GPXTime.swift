import Foundation

/// GPX `<time>` (XML Schema dateTime as GPX writers use it: `2024-05-01T12:00:00Z`, with optional fractional seconds
/// and a `±hh:mm` offset) read by hand: two ISO8601DateFormatters per point made a 100,000-point track 13 s late.
enum GPXTime {
    /// The instant, or nil when the text is not such a time.
    static func parse(_ text: String) -> Date? {
        var bytes = Array(text.utf8)[...]
        func number(_ count: Int) -> Int? {
            guard bytes.count >= count else { return nil }
            var value = 0
            for byte in bytes.prefix(count) {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            bytes = bytes.dropFirst(count)
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard bytes.first == character else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              expect(84) || expect(116), let hour = number(2), expect(58), let minute = number(2), expect(58),
              let second = number(2) else { return nil }
        guard (1...12).contains(month), (1...31).contains(day), hour <= 23, minute <= 59, second <= 60 else { return nil }
        var fraction = 0.0
        if expect(46) {
            var scale = 0.1
            var digits = 0
            while let byte = bytes.first, byte >= 48, byte <= 57 {
                fraction += Double(byte - 48) * scale
                scale /= 10
                digits += 1
                bytes = bytes.dropFirst()
            }
            guard digits > 0 else { return nil }
        }
        var offset = 0
        if expect(90) || expect(122) {
            offset = 0
        } else if let sign = bytes.first, sign == 43 || sign == 45 {
            bytes = bytes.dropFirst()
            guard let h = number(2), expect(58), let m = number(2), h <= 23, m <= 59 else { return nil }
            offset = (h * 3600 + m * 60) * (sign == 45 ? -1 : 1)
        } else {
            return nil
        }
        guard bytes.isEmpty else { return nil }
        let seconds = days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
