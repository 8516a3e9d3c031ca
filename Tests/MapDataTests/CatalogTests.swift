import Foundation
import MapCore
import Testing
@testable import MapData

@Suite("Catalog")
struct CatalogTests {
    static let style = #"{"id":"streets","name":"Streets","urlTemplate":"https://t/{z}/{x}/{y}.png","attribution":"© OSM"}"#
    static let category = ##"{"id":"cafe","title":"Cafés","iconName":"cafe","color":"#795548"}"##

    func decode(styles: String = style, categories: String = category, extra: String = "") throws(CatalogError) -> Catalog {
        try Catalog.decode(Data(#"{\#(extra)"styles":[\#(styles)],"categories":[\#(categories)]}"#.utf8), source: "c.json")
    }

    @Test func bundledCatalogDecodes() throws {
        let c = try Catalog.load(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"))
        #expect(c.styles.map(\.id) == ["streets", "outdoors", "satellite", "offline"])
        #expect(c.defaultStyle.id == "streets")
        let streets = try #require(c.style(id: "streets"))
        #expect(streets.urlTemplate == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(streets.maxZoom == 19 && streets.subdomains.isEmpty)
        let outdoors = try #require(c.style(id: "outdoors"))
        #expect(outdoors.urlTemplate == "https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png")
        #expect(outdoors.subdomains == ["a", "b", "c"] && outdoors.maxZoom == 17)
        let satellite = try #require(c.style(id: "satellite"))
        let t = satellite.urlTemplate
        #expect(try #require(t.range(of: "{y}")).lowerBound < (try #require(t.range(of: "{x}"))).lowerBound)
        #expect(satellite.attribution.hasPrefix("Tiles © Esri"))
        let offline = try #require(c.style(id: "offline"))
        // The offline style is the bundled vector archive, overzoomed past its deepest tiles.
        #expect(offline.kind == .vector && offline.archivePath == "offline.pmtiles" && offline.zoomRange == 0...19)
        #expect(offline.attribution == "© OpenStreetMap contributors (ODbL) · GSHHG (LGPL) · Natural Earth · GeoNames (CC BY 4.0)")
        #expect(c.category(id: "other") != nil)
        #expect(Set(c.categories.map(\.color)).count == c.categories.count, "colours must be distinct")
        #expect(c.categories.allSatisfy { $0.iconName == $0.id })
        #expect(c.placesFile == "helsinki.geojson" && c.basemapFile == "world-110m.geojson")
        #expect(c.initialView?.zoom == 14)
    }

    @Test func bundledCategoryColoursContrastWithWhiteIcons() throws {
        // WCAG relative luminance; 3:1 is the minimum for graphical objects.
        func luminance(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let c = try Catalog.load(contentsOf: Fixture.dataDirectory.appendingPathComponent("catalog.json"))
        for cat in c.categories {
            let l = 0.2126 * luminance(cat.color.red) + 0.7152 * luminance(cat.color.green) + 0.0722 * luminance(cat.color.blue)
            #expect(1.05 / (l + 0.05) >= 3, "\(cat.id) \(cat.color.hex)")
        }
    }

    @Test func otherIsAddedWhenMissing() throws {
        let c = try decode()
        #expect(c.categories.map(\.id) == ["cafe", "other"])
        #expect(c.defaultStyleID == "streets")
    }

    @Test func missingFile() {
        #expect(throws: CatalogError.fileNotFound(path: "/nonexistent/catalog.json")) {
            try Catalog.load(contentsOf: URL(fileURLWithPath: "/nonexistent/catalog.json"))
        }
    }

    @Test func notJSON() {
        #expect(throws: CatalogError.self) { try Catalog.decode(Data("styles: []".utf8), source: "c.json") }
        do { _ = try Catalog.decode(Data("styles: []".utf8), source: "c.json") } catch {
            #expect(error.description.hasPrefix("c.json: not valid JSON"))
        }
    }

    @Test func missingKeyIsNamedWithItsPath() {
        let noAttribution = #"{"id":"streets","name":"Streets","urlTemplate":"https://t/{z}/{x}/{y}.png"}"#
        #expect(throws: CatalogError.malformed(path: "c.json", reason: "styles[0].attribution: key is missing")) {
            try decode(styles: noAttribution)
        }
    }

    @Test func badColour() {
        let bad = #"{"id":"cafe","title":"Cafés","iconName":"cafe","color":"brown"}"#
        #expect(throws: CatalogError.self) { try decode(categories: bad) }
        do { _ = try decode(categories: bad) } catch {
            #expect(error.description.contains("categories[0].color"))
            #expect(error.description.contains("'brown' is not a #rrggbb colour"))
        }
    }

    @Test func noStyles() {
        #expect(throws: CatalogError.noStyles(path: "c.json")) {
            try Catalog.decode(Data(#"{"styles":[],"categories":[]}"#.utf8), source: "c.json")
        }
    }

    @Test func duplicateStyleID() {
        #expect(throws: CatalogError.duplicateStyleID(path: "c.json", id: "streets")) { try decode(styles: Self.style + "," + Self.style) }
    }

    @Test func duplicateCategoryID() {
        #expect(throws: CatalogError.duplicateCategoryID(path: "c.json", id: "cafe")) { try decode(categories: Self.category + "," + Self.category) }
    }

    @Test func unknownDefaultStyle() {
        #expect(throws: CatalogError.unknownDefaultStyle(path: "c.json", id: "night")) { try decode(extra: #""defaultStyle":"night","#) }
    }

    @Test func invalidStyles() {
        let noY = #"{"id":"a","name":"A","urlTemplate":"https://t/{z}/{x}.png","attribution":"x"}"#
        #expect(throws: CatalogError.invalidStyle(path: "c.json", id: "a", reason: "urlTemplate lacks {y}")) { try decode(styles: noY) }
        let noSub = #"{"id":"a","name":"A","urlTemplate":"https://{s}.t/{z}/{x}/{y}.png","attribution":"x"}"#
        #expect(throws: CatalogError.invalidStyle(path: "c.json", id: "a", reason: "urlTemplate uses {s} but subdomains is empty")) { try decode(styles: noSub) }
        let zoom = #"{"id":"a","name":"A","urlTemplate":"https://t/{z}/{x}/{y}","attribution":"x","minZoom":10,"maxZoom":3}"#
        #expect(throws: CatalogError.invalidStyle(path: "c.json", id: "a", reason: "zoom range 10…3 is not within 0…24")) { try decode(styles: zoom) }
        let size = #"{"id":"a","name":"A","urlTemplate":"https://t/{z}/{x}/{y}","attribution":"x","tileSize":300}"#
        #expect(throws: CatalogError.invalidStyle(path: "c.json", id: "a", reason: "tileSize 300 is not 256 or 512")) { try decode(styles: size) }
        let tms = #"{"id":"a","name":"A","urlTemplate":"https://t/{z}/{x}/{-y}","attribution":"x"}"#
        #expect((try? decode(styles: tms)) != nil)
        let offline = #"{"id":"o","name":"Offline","kind":"offline","attribution":"Natural Earth"}"#
        #expect((try? decode(styles: offline))?.styles.first?.kind == .offline)
    }

    @Test func invalidInitialView() {
        #expect(throws: CatalogError.invalidInitialView(path: "c.json", reason: "latitude 91.0 is outside -90…90")) {
            try decode(extra: #""initialView":{"latitude":91,"longitude":0,"zoom":3},"#)
        }
        #expect(throws: CatalogError.invalidInitialView(path: "c.json", reason: "zoom 40.0 is not within 0…24")) {
            try decode(extra: #""initialView":{"latitude":60,"longitude":25,"zoom":40},"#)
        }
    }
}
