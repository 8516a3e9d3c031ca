import Testing
@testable import pinmap

/// pinmap(1) is made from the argument parser's help text, so it cannot fall behind `pinmap --help`.
@Suite struct ManPageTests {
    static let help = PinmapOptions.helpMessage(columns: 10_000)

    @Test func everyOptionOfTheHelpIsOnThePage() throws {
        let page = ManPage.roff(help: Self.help, summary: PinmapOptions.configuration.abstract, version: "9.9.9")
        let options = ManPage.entries(of: try #require(ManPage.sections(of: Self.help).first { $0.title == "OPTIONS" }).lines)
        #expect(options.count >= 20, "parsed \(options.count) options from the help")
        for option in ["--data", "--check-data", "--render", "--search", "--version", "--simulate-location", "--places-url"] {
            #expect(options.contains { $0.names.hasPrefix(option + " ") || $0.names == option }, "\(option) not parsed")
            #expect(page.contains("\\fB" + ManPage.escape(option) + "\\fR"), "\(option) not on the page")
        }
        #expect(!page.contains("--man-page"), "the hidden flag stays hidden")
        #expect(page.hasPrefix(".TH PINMAP 1 \"\" \"pinmap 9.9.9\""))
        #expect(page.contains(".SH NAME\npinmap \\- A map of places with pins in categories."))
    }

    @Test func eachEntryKeepsItsWholeText() {
        let lines = ["  --data <FILE>           Places GeoJSON file", "                          to show.", "  -h, --help              Show help."]
        #expect(ManPage.entries(of: lines) == [.init(names: "--data <FILE>", text: "Places GeoJSON file to show."),
                                               .init(names: "-h, --help", text: "Show help.")])
    }

    @Test func textCannotBecomeARoffRequest() {
        #expect(ManPage.escape(".so /etc/passwd") == "\\&.so /etc/passwd")
        #expect(ManPage.escape("'br") == "\\&'br")
        #expect(ManPage.escape("a\\b-c") == "a\\eb\\-c")
        #expect(ManPage.names("--size <WxH>") == "\\fB\\-\\-size\\fR \\fIWxH\\fR")
    }
}
