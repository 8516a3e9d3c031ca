import Foundation
import Testing

/// The gettext files in po/ (issue 15, "Translations"): the template is what xgettext makes of today's sources,
/// and the Finnish catalogue translates every string in it. tools/deps.sh --test installs gettext.
@Suite struct TranslationCatalogTests {
    static let po = PinmapBinary.packageRoot.appendingPathComponent("po")

    /// Runs a tools/ script from the package root; returns its status and combined output.
    static func runScript(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try ToolRun.run(URL(fileURLWithPath: "/bin/sh"), [PinmapBinary.packageRoot.appendingPathComponent(script).path] + arguments)
    }

    /// `make pot` was run after the last change to a tr("…") string, a POTFILES entry or a catalogue name.
    @Test(.enabled(if: XDisplay.which("xgettext") != nil, "xgettext (gettext) is not installed: run tools/deps.sh --test"))
    func potIsWhatXgettextMakesNow() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-\(getpid()).pot")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let r = try Self.runScript("tools/pot.sh", [fresh.path])
        #expect(r.status == 0, "tools/pot.sh: \(r.output)")
        let committed = try String(contentsOf: Self.po.appendingPathComponent("pinmap.pot"), encoding: .utf8)
        let now = try String(contentsOf: fresh, encoding: .utf8)
        #expect(committed == now, "po/pinmap.pot is stale: run `make pot` and update po/fi.po")
    }

    /// Every file POTFILES names exists, and every Swift file calling tr("…") is listed (else its strings are lost).
    @Test func potfilesListsEveryFileThatTranslates() throws {
        let listed = try String(contentsOf: Self.po.appendingPathComponent("POTFILES"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let root = PinmapBinary.packageRoot
        for file in listed { #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), "\(file)") }
        let sources = root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if text.contains("tr(\"") { #expect(listed.contains("Sources/" + path), "po/POTFILES lacks Sources/\(path)") }
        }
    }

    /// Finnish is complete: every template msgid has a non-empty msgstr, and fi.po has no strings the template dropped.
    @Test func finnishTranslatesEveryString() throws {
        let pot = try POCatalog(contentsOf: Self.po.appendingPathComponent("pinmap.pot"))
        let fi = try POCatalog(contentsOf: Self.po.appendingPathComponent("fi.po"))
        #expect(pot.ids.count > 60, "the template has the app's strings: \(pot.ids.count)")
        let translated = Dictionary(fi.entries.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
        for id in pot.ids { #expect(!(translated[id] ?? "").isEmpty, "fi.po leaves “\(id)” untranslated") }
        #expect(Set(fi.ids) == Set(pot.ids), "fi.po and pinmap.pot differ: run msgmerge -U po/fi.po po/pinmap.pot")
    }
}
