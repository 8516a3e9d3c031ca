import AppCore
import Testing
@testable import pinmap

/// Which map the window embeds: `--map-view` wins, then Preferences' saved name, then Cairo; a saved value this
/// build cannot use falls back to Cairo with a warning that names it.
@Suite struct MapViewChoiceTests {
    @Test func theCommandLineWinsOverTheSavedChoice() {
        let r = MapViewChoice.resolve(commandLine: .cairo, saved: .named("shumate"))
        #expect(r.choice == .cairo)
        #expect(r.warning == nil)
        let overBadFile = MapViewChoice.resolve(commandLine: .shumate, saved: .named("vector"))
        #expect(overBadFile.choice == .shumate)
        #expect(overBadFile.warning == nil, "a saved value the command line overrides is never used, so never warned about")
    }

    @Test(arguments: MapViewChoice.allCases)
    func theSavedChoiceIsUsedWithoutACommandLine(_ saved: MapViewChoice) {
        let r = MapViewChoice.resolve(commandLine: nil, saved: .named(saved.rawValue))
        #expect(r.choice == saved)
        #expect(r.warning == nil)
    }

    @Test func nothingSavedIsCairo() {
        let r = MapViewChoice.resolve(commandLine: nil, saved: nil)
        #expect(r.choice == .cairo)
        #expect(r.warning == nil)
    }

    @Test func anUnknownNameFallsBackToCairoAndSaysSo() throws {
        let r = MapViewChoice.resolve(commandLine: nil, saved: .named("vector"))
        #expect(r.choice == .cairo)
        let warning = try #require(r.warning)
        #expect(warning == "the saved map view 'vector' is not one of cairo, shumate; using cairo")
    }

    @Test func aHostileNameIsEscapedAndCut() throws {
        let r = MapViewChoice.resolve(commandLine: nil, saved: .named("\u{1B}[31m" + String(repeating: "x", count: 500)))
        let warning = try #require(r.warning)
        #expect(!warning.contains("\u{1B}"))
        #expect(warning.count < 160)
        #expect(r.choice == .cairo)
    }

    @Test func aValueThatIsNotANameFallsBackToCairoAndSaysWhatItWas() throws {
        let r = MapViewChoice.resolve(commandLine: nil, saved: .unreadable("the number 42.0"))
        #expect(r.choice == .cairo)
        #expect(try #require(r.warning) == "the saved map view is the number 42.0, not a name (cairo, shumate); using cairo")
    }

    @Test func splitLeavesTheChoiceOpenWhenNotGiven() throws {
        let none = try MapViewChoice.split(["--zoom", "3"]).get()
        #expect(none.0 == nil && none.1 == ["--zoom", "3"])
        let given = try MapViewChoice.split(["--map-view=shumate", "--zoom", "3"]).get()
        #expect(given.0 == .shumate && given.1 == ["--zoom", "3"])
    }

    @Test func preferencesListsEveryImplementationWithTheRunningOne() {
        let options = MapViewChoice.shumate.options
        #expect(options.options.map(\.name) == ["cairo", "shumate"])
        #expect(options.options.map(\.title) == ["Pinmap (default)", "GNOME's libshumate"])
        #expect(options.running == "shumate")
        #expect(options.selectedIndex(saved: nil) == 1, "no saved choice: the running one")
        #expect(options.selectedIndex(saved: "cairo") == 0)
        #expect(options.selectedIndex(saved: "vector") == 1, "an unknown saved name shows the running one")
    }
}
