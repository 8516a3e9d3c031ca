import AppCore
import Foundation
import Testing

@Suite("OpeningHours")
struct OpeningHoursTests {
    /// A calendar in a fixed zone, so "local time" in the tests is the same everywhere.
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Helsinki")!
        return c
    }()

    /// 2026-11-23 is a Monday; `day` 0 is that Monday, 6 the Sunday after.
    static func at(day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 11, day: 23 + day, hour: hour, minute: minute))!
    }

    static func open(_ text: String, day: Int, _ hour: Int, _ minute: Int = 0) -> Bool? {
        OpeningHours(text).isOpen(at: at(day: day, hour, minute), calendar: calendar)
    }

    @Test("weekday range with one span reads as English days and unpadded hours")
    func weekdayRangeDisplay() {
        #expect(OpeningHours("Mo-Fr 09:00-17:00").lines == ["Mon–Fri 9:00–17:00"])
    }

    @Test("rules separated by ';' go on separate lines")
    func rulesOnLines() {
        #expect(OpeningHours("Mo-Fr 09:00-17:00; Sa 10:00-14:00; Su off").lines
                == ["Mon–Fri 9:00–17:00", "Sat 10:00–14:00", "Sun closed"])
    }

    @Test("24/7 reads as open 24 hours and is always open")
    func allDayEveryDay() {
        #expect(OpeningHours("24/7").lines == ["Open 24 hours"])
        #expect(Self.open("24/7", day: 6, 3) == true)
        #expect(OpeningHours("24/7").status(at: Self.at(day: 2, 12), calendar: Self.calendar)?.text == "Open now")
    }

    @Test("a day list reads with commas and opens only on its days")
    func dayList() {
        #expect(OpeningHours("Mo,We,Fr 10:00-12:00").lines == ["Mon, Wed, Fri 10:00–12:00"])
        #expect(Self.open("Mo,We,Fr 10:00-12:00", day: 2, 11) == true)
        #expect(Self.open("Mo,We,Fr 10:00-12:00", day: 1, 11) == false)
    }

    @Test("weekday range: open inside, closed before the start, at the end minute and at the weekend")
    func weekdayRangeStatus() {
        let text = "Mo-Fr 09:00-17:00"
        #expect(Self.open(text, day: 0, 9) == true)
        #expect(Self.open(text, day: 4, 16, 59) == true)
        #expect(Self.open(text, day: 0, 8, 59) == false)
        #expect(Self.open(text, day: 0, 17) == false)
        #expect(Self.open(text, day: 5, 12) == false)
        #expect(OpeningHours(text).status(at: Self.at(day: 5, 12), calendar: Self.calendar)?.text == "Closed now")
    }

    @Test("several spans a day: closed over lunch")
    func severalSpans() {
        let text = "Mo-Fr 08:00-12:00,13:00-17:00"
        #expect(OpeningHours(text).lines == ["Mon–Fri 8:00–12:00, 13:00–17:00"])
        #expect(Self.open(text, day: 1, 11) == true)
        #expect(Self.open(text, day: 1, 12, 30) == false)
        #expect(Self.open(text, day: 1, 13) == true)
    }

    @Test("a span past midnight is open after midnight on the next day, also across Sunday into Monday")
    func pastMidnight() {
        let text = "Fr-Su 22:00-02:00"
        #expect(OpeningHours(text).lines == ["Fri–Sun 22:00–2:00"])
        #expect(Self.open(text, day: 4, 23) == true)   // Friday night
        #expect(Self.open(text, day: 5, 1, 30) == true) // early Saturday, from Friday
        #expect(Self.open(text, day: 5, 2) == false)
        #expect(Self.open(text, day: 0, 1) == true)     // early Monday, from Sunday
        #expect(Self.open(text, day: 4, 1) == false)    // early Friday: Thursday had no late span
        #expect(Self.open(text, day: 5, 12) == false)
    }

    @Test("Su-Tu wraps over the week's end: Sunday, Monday and Tuesday")
    func sundayToTuesday() {
        let text = "Su-Tu 10:00-18:00"
        #expect(OpeningHours(text).lines == ["Sun–Tue 10:00–18:00"])
        for day in [6, 0, 1] { #expect(Self.open(text, day: day, 12) == true, "day \(day)") }
        for day in [2, 3, 4, 5] { #expect(Self.open(text, day: day, 12) == false, "day \(day)") }
    }

    @Test("a later rule replaces earlier ones for its days; 'closed' and 'off' both close")
    func laterRuleOverrides() {
        let text = "Mo-Su 10:00-20:00; We closed; Su off"
        #expect(Self.open(text, day: 1, 12) == true)
        #expect(Self.open(text, day: 2, 12) == false)
        #expect(Self.open(text, day: 6, 12) == false)
        #expect(OpeningHours(text).lines == ["Mon–Sun 10:00–20:00", "Wed closed", "Sun closed"])
    }

    @Test("a rule after ', ' adds to the days it names")
    func additiveRule() {
        let text = "Mo-Fr 08:00-12:00, We 14:00-18:00"
        #expect(Self.open(text, day: 2, 15) == true)
        #expect(Self.open(text, day: 2, 9) == true)
        #expect(Self.open(text, day: 1, 15) == false)
        #expect(OpeningHours(text).lines == ["Mon–Fri 8:00–12:00", "Wed 14:00–18:00"])
    }

    @Test("times alone apply every day; 24:00 ends the day")
    func everyDay() {
        #expect(OpeningHours("10:00-24:00").lines == ["Every day 10:00–24:00"])
        #expect(Self.open("10:00-24:00", day: 6, 23, 59) == true)
        #expect(Self.open("10:00-24:00", day: 6, 0, 30) == false)
    }

    @Test("PH off stays as written and is not applied (the holidays are not known)")
    func publicHolidays() {
        let hours = OpeningHours("Mo-Fr 09:00-17:00; PH off")
        #expect(hours.lines == ["Mon–Fri 9:00–17:00", "PH off"])
        #expect(hours.isOpen(at: Self.at(day: 0, 10), calendar: Self.calendar) == true)
    }

    @Test("not understood: shown as written, no open or closed claim",
          arguments: ["sunrise-sunset", "Mo-Fr 09:00+", "Jan-Mar Mo-Fr 10:00-16:00", "Mo[1] 10:00-12:00", "Mo-Fr 9-17",
                      "Mo-Fr 25:00-26:00", "Mo-Fr 10:00-10:00", "Mo-Fr 10:60-12:00", "Su,PH off", "by appointment", "",
                      "Mo-Fr 09:00-17:00 \"call first\"", "Mo-Xy 09:00-17:00", "Mo-Fr 09:00-17:00, 24/7"])
    func notUnderstood(_ text: String) {
        let hours = OpeningHours(text)
        #expect(hours.rules == nil)
        #expect(hours.lines == [text])
        #expect(hours.isOpen(at: Self.at(day: 0, 12), calendar: Self.calendar) == nil)
        #expect(hours.status(at: Self.at(day: 0, 12), calendar: Self.calendar) == nil)
    }

    @Test("spaces around dashes and commas, en dashes and a trailing ';' are tolerated")
    func looseSpacing() {
        #expect(OpeningHours("Mo - Fr 09:00 – 17:00;").lines == ["Mon–Fri 9:00–17:00"])
        #expect(OpeningHours("Mo, We 9:00-12:00 , 13:00-15:00").lines == ["Mon, Wed 9:00–12:00, 13:00–15:00"])
    }

    @Test("local time is the calendar's: the same instant is open in Helsinki and closed in New York")
    func timeZones() {
        let instant = Self.at(day: 0, 10) // 10:00 in Helsinki, 03:00 in New York
        var newYork = Calendar(identifier: .gregorian)
        newYork.timeZone = TimeZone(identifier: "America/New_York")!
        let hours = OpeningHours("Mo-Fr 09:00-17:00")
        #expect(hours.isOpen(at: instant, calendar: Self.calendar) == true)
        #expect(hours.isOpen(at: instant, calendar: newYork) == false)
    }

    @Test("a 100,000-character value is refused quickly, not parsed")
    func hugeValue() {
        let text = String(repeating: "Mo-Fr 09:00-17:00; ", count: 6_000)
        #expect(OpeningHours(text).rules == nil)
    }
}
