import Foundation
import MapCore
import Testing
@testable import TileLoader

@Suite struct TileSourceCatalogTests {
    let builtIn = [
        MapStyle(id: "streets", name: "Streets", urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OSM"),
        MapStyle(id: "offline", name: "Offline", kind: .offline, urlTemplate: "", attribution: "Natural Earth"),
    ]

    private func merge(_ json: String) -> TileSourceCatalog.Result {
        TileSourceCatalog.merge(builtIn: builtIn, userData: Data(json.utf8), sourceName: "styles.json")
    }

    @Test func userStyleWithABuiltInIDReplacesItInPlace() {
        let r = merge(#"[{"id":"streets","name":"My Streets","urlTemplate":"https://my.example/{z}/{x}/{y}.png","attribution":"me"}]"#)
        #expect(r.warnings.isEmpty)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.styles[0].name == "My Streets")
    }

    @Test func newUserStylesFollowTheBuiltIns() {
        let r = merge(#"[{"id":"topo","name":"Topo","urlTemplate":"https://{s}.t.example/{z}/{x}/{y}.png","subdomains":["a","b"],"attribution":"t","maxZoom":17}]"#)
        #expect(r.styles.map(\.id) == ["streets", "offline", "topo"])
        #expect(r.styles[2].maxZoom == 17 && r.styles[2].subdomains == ["a", "b"])
    }

    @Test func missingFileIsNoWarning() {
        let r = TileSourceCatalog.merge(builtIn: builtIn, userFile: URL(fileURLWithPath: "/nonexistent/pinmap/styles.json"))
        #expect(r.warnings.isEmpty && r.styles.count == 2)
    }

    @Test func malformedJSONIsReportedAndIgnored() throws {
        let dir = TempDir(); defer { dir.cleanup() }
        let file = dir.url.appendingPathComponent("styles.json")
        try Data("[{ not json".utf8).write(to: file)
        let r = TileSourceCatalog.merge(builtIn: builtIn, userFile: file)
        #expect(r.styles.map(\.id) == ["streets", "offline"])
        #expect(r.warnings.count == 1 && r.warnings[0].contains("styles.json") && r.warnings[0].contains("not valid JSON"))
    }

    @Test func nonArrayIsReported() {
        let r = merge(#"{"id":"x"}"#)
        #expect(r.warnings.first?.contains("expected a JSON array") == true)
        #expect(r.styles.count == 2)
    }

    @Test func badStylesAreSkippedWithAWarningNamingThem() {
        let r = merge(#"""
        [{"id":"nourl","name":"No URL","urlTemplate":"https://x.example/tiles.png","attribution":""},
         {"name":"No id","urlTemplate":"https://x.example/{z}/{x}/{y}.png","attribution":""},
         {"id":"zoom","name":"Zoom","urlTemplate":"https://x.example/{z}/{x}/{y}.png","attribution":"","minZoom":9,"maxZoom":3},
         {"id":"ok","name":"OK","urlTemplate":"https://ok.example/{z}/{x}/{y}.png","attribution":""}]
        """#)
        #expect(r.styles.map(\.id) == ["streets", "offline", "ok"])
        #expect(r.warnings.count == 3)
        #expect(r.warnings[0].contains("'nourl'") && r.warnings[0].contains("{z}"))
        #expect(r.warnings[1].contains("style [1]") && r.warnings[1].contains("missing 'id'"))
        #expect(r.warnings[2].contains("'zoom'") && r.warnings[2].contains("zoom range"))
    }

    @Test func duplicateUserIDsKeepTheFirst() {
        let r = merge(#"""
        [{"id":"a","name":"First","urlTemplate":"https://a.example/{z}/{x}/{y}.png","attribution":""},
         {"id":"a","name":"Second","urlTemplate":"https://b.example/{z}/{x}/{y}.png","attribution":""}]
        """#)
        #expect(r.styles.last?.name == "First")
        #expect(r.warnings.count == 1)
    }

    @Test func userStylesFileFollowsXDGConfigHome() {
        #expect(TileSourceCatalog.userStylesFile(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]).path == "/cfg/pinmap/styles.json")
        #expect(TileSourceCatalog.userStylesFile(environment: ["HOME": "/home/u"]).path == "/home/u/.config/pinmap/styles.json")
    }

    @Test func commandLineTemplateMakesACustomStyle() throws {
        let s = try TileSourceCatalog.customStyle(template: "https://t.example/{z}/{x}/{y}{r}.png?key=k", attribution: "© T")
        #expect(s.id == "custom" && s.attribution == "© T" && s.hasRetinaTiles && s.kind == .raster)
        #expect(throws: TileTemplateError.missingPlaceholder("{y}")) { try TileSourceCatalog.customStyle(template: "https://t.example/{z}/{x}.png") }
    }
}
