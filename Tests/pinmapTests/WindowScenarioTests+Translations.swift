import Foundation
import Testing

extension WindowSuites {
    /// `LANGUAGE=fi pinmap` (issue 15, "Translations"): the window shows no string from the template left in English.
    @Suite(.needsWindow)
    struct TranslatedWindowTests {
        /// Every shown label and tooltip of the window (the debug dump's walk of its widget tree) is Finnish: none equals
        /// a template msgid whose Finnish differs, and the panel's headings and categories read as fi.po says.
        @Test func finnishWindowLeavesNoTemplateStringInEnglish() throws {
            let fixture = try WindowFixture("l10n-fi")
            defer { fixture.stop() }
            let (home, session) = (fixture.home, fixture.session)
            let locale = home.appendingPathComponent("locale")
            let mo = try TranslationCatalogTests.runScript("tools/mo.sh", [locale.path])
            try #require(mo.status == 0, "tools/mo.sh (msgfmt, from gettext): \(mo.output)")

            let places = try fixture.places()
            // LANGUAGE only counts under a locale other than C; C.UTF-8 is always there.
            let dump = try fixture.launch(["--data", places, "--style", "offline", "--center", "60.17,24.94", "--zoom", "16"], environment: [
                "LANGUAGE": "fi", "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "PINMAP_LOCALE_DIR": locale.path,
            ], until: "the Finnish window") {
                $0.placesLoaded && !$0.placesInView.isEmpty && $0.visibleTexts.contains("Paikat näkymässä")
            }
            session.screenshot("l10n-01-finnish")

            let po = TranslationCatalogTests.po
            let fi = try POCatalog(contentsOf: po.appendingPathComponent("fi.po"))
            let finnish = Dictionary(fi.entries.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
            // As GTK displays them: mnemonic underscores gone.
            var english: [String: String] = [:]
            for id in try POCatalog(contentsOf: po.appendingPathComponent("pinmap.pot")).ids where finnish[id] != id {
                english[id.replacingOccurrences(of: "_", with: "")] = id
            }
            let left = dump.visibleTexts.filter { english[$0] != nil }
            #expect(left.isEmpty, "shown in English under LANGUAGE=fi: \(left)")
            for expected in ["Kartan tyyli", "Paikat", "Ravintolat", "Kahvilat", "Suosikit", "Lähennä (Ctrl++)", "Hae paikkoja"] {
                #expect(dump.visibleTexts.contains(expected), "“\(expected)” is shown; saw \(dump.visibleTexts.prefix(40))")
            }
        }
    }
}
