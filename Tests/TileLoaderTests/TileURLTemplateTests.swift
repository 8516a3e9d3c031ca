import MapCore
import Testing
@testable import TileLoader

@Suite struct TileURLTemplateTests {
    let t = TileID(z: 3, x: 5, y: 2)

    @Test func substitutesZoomColumnAndRow() throws {
        let tpl = try TileURLTemplate("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(tpl.url(for: t) == "https://tile.openstreetmap.org/3/5/2.png")
        #expect(tpl.scheme == .https)
    }

    @Test func esriRowBeforeColumnWorksUnchanged() throws {
        let tpl = try TileURLTemplate("https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}")
        #expect(tpl.url(for: t).hasSuffix("/tile/3/2/5"))
    }

    @Test func tmsRowIsFlipped() throws {
        let tpl = try TileURLTemplate("http://tms.example/{z}/{x}/{-y}.png")
        #expect(tpl.url(for: t) == "http://tms.example/3/5/5.png")
    }

    @Test func subdomainsRotateAcrossNeighbours() throws {
        let tpl = try TileURLTemplate("https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png", subdomains: ["a", "b", "c"])
        let hosts = Set((0..<3).map { tpl.host(for: TileID(z: 3, x: $0, y: 0)) })
        #expect(hosts == ["a.tile.opentopomap.org", "b.tile.opentopomap.org", "c.tile.opentopomap.org"])
    }

    @Test func retinaPlaceholderIsAt2xOnlyWhenAsked() throws {
        let tpl = try TileURLTemplate("https://x.example/{z}/{x}/{y}{r}.png")
        #expect(tpl.usesRetina)
        #expect(tpl.url(for: t, retina: true) == "https://x.example/3/5/2@2x.png")
        #expect(tpl.url(for: t, retina: false) == "https://x.example/3/5/2.png")
    }

    @Test func rejectsSchemesOtherThanHTTPAndFile() {
        #expect(throws: TileTemplateError.unsupportedScheme("ftp")) { try TileURLTemplate("ftp://x.example/{z}/{x}/{y}.png") }
        #expect(throws: TileTemplateError.unsupportedScheme("javascript")) { try TileURLTemplate("javascript:alert({z}{x}{y})") }
        #expect(throws: TileTemplateError.unsupportedScheme("")) { try TileURLTemplate("tiles/{z}/{x}/{y}.png") }
        #expect(throws: TileTemplateError.empty) { try TileURLTemplate("   ") }
    }

    @Test func rejectsTemplatesMissingAPlaceholder() {
        #expect(throws: TileTemplateError.missingPlaceholder("{z}")) { try TileURLTemplate("https://x.example/{x}/{y}.png") }
        #expect(throws: TileTemplateError.missingPlaceholder("{x}")) { try TileURLTemplate("https://x.example/{z}/{y}.png") }
        #expect(throws: TileTemplateError.missingPlaceholder("{y}")) { try TileURLTemplate("https://x.example/{z}/{x}.png") }
    }

    @Test func rejectsUnknownAndUnclosedPlaceholders() {
        #expect(throws: TileTemplateError.unknownPlaceholder("{q}")) { try TileURLTemplate("https://x.example/{z}/{x}/{y}/{q}") }
        #expect(throws: TileTemplateError.malformed("unclosed '{'")) { try TileURLTemplate("https://x.example/{z}/{x}/{y") }
    }

    @Test func rejectsSubdomainPlaceholderWithoutSubdomains() {
        #expect(throws: TileTemplateError.noSubdomains) { try TileURLTemplate("https://{s}.x.example/{z}/{x}/{y}.png") }
    }

    @Test func rejectsAnHTTPTemplateWithoutAHost() {
        #expect(throws: TileTemplateError.self) { try TileURLTemplate("https:///{z}/{x}/{y}.png") }
    }

    @Test func acceptsFileTemplates() throws {
        let tpl = try TileURLTemplate("file:///srv/tiles/{z}/{x}/{y}.png")
        #expect(tpl.scheme == .file)
        #expect(tpl.url(for: t) == "file:///srv/tiles/3/5/2.png")
    }

    @Test func redactionHidesQueryStringsAndCredentials() {
        #expect(TileURLTemplate.redacted("https://a.example/1/2/3.png?apikey=SECRET") == "https://a.example/1/2/3.png?…")
        #expect(TileURLTemplate.redacted("https://user:pw@a.example/1/2/3.png") == "https://…@a.example/1/2/3.png")
        #expect(TileURLTemplate.redacted("https://a.example/1/2/3.png") == "https://a.example/1/2/3.png")
    }
}
