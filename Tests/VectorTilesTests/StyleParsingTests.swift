import Foundation
import Testing
@testable import VectorTiles

@Suite struct StyleParsingTests {
    @Test func unknownLayerTypesAreSkippedAndReportedOnceEach() throws {
        let s = try StyleFixture.style(#"""
        {"layers": [
          {"id": "bg", "type": "background", "paint": {"background-color": "#fff"}},
          {"id": "hills", "type": "hillshade", "source-layer": "dem"},
          {"id": "roads", "type": "line", "source-layer": "roads"},
          {"id": "extrusions", "type": "fill-extrusion", "source-layer": "buildings"},
          {"id": "dots", "type": "circle", "source-layer": "pois"}
        ]}
        """#)
        #expect(s.layers.map(\.id) == ["bg", "roads"])
        #expect(s.problems.map(\.layer) == ["hills", "extrusions", "dots"])
        #expect(s.problems[0].reason.contains("unsupported layer type 'hillshade'"))
    }

    @Test func aStyleFileOnDiskWithUnknownLayerTypesLoadsTheRest() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-style-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"layers": [{"id": "sky", "type": "sky"}, {"id": "bg", "type": "background"}, {"id": "sky2", "type": "sky"}]}"#.utf8).write(to: url)
        let s = try VectorStyle(contentsOf: url)
        #expect(s.layers.map(\.id) == ["bg"])
        #expect(s.problems.map(\.description) == ["layer 'sky': unsupported layer type 'sky'; skipped",
                                                  "layer 'sky2': unsupported layer type 'sky'; skipped"])
    }

    @Test func aMissingStyleFileNamesItself() {
        do {
            _ = try VectorStyle(contentsOf: URL(fileURLWithPath: "/nonexistent/pinmap-style.json"))
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.file == "/nonexistent/pinmap-style.json")
            #expect(error.description.hasPrefix("/nonexistent/pinmap-style.json: cannot be read"))
        }
    }

    @Test func layerFieldsAreRead() throws {
        let s = try StyleFixture.style(#"""
        {"name": "t", "layers": [{"id": "w", "type": "fill", "source-layer": "water", "minzoom": 3, "maxzoom": 12,
          "paint": {"fill-color": "rgba(0, 0, 255, 0.5)", "fill-opacity": 0.8, "fill-outline-color": "#000"}}]}
        """#)
        let w = try #require(s.layers.first)
        #expect(s.name == "t")
        #expect(w.sourceLayer == "water" && w.minZoom == 3 && w.maxZoom == 12)
        #expect(w.isVisible(atZoom: 3) && w.isVisible(atZoom: 11.9) && !w.isVisible(atZoom: 12) && !w.isVisible(atZoom: 2))
        guard case .fill(let f) = w.kind else { Issue.record("not a fill"); return }
        #expect(f.color.value(zoom: 5).alpha == 0.5)
        #expect(f.opacity.value(zoom: 5) == 0.8)
        #expect(f.outlineColor != nil)
    }

    @Test func symbolLayoutAndTextTokens() throws {
        let s = try StyleFixture.style(#"""
        {"layers": [{"id": "s", "type": "symbol", "source-layer": "roads",
          "layout": {"text-field": "{name} ({ref})", "symbol-placement": "line", "text-transform": "uppercase", "text-size": 13,
                     "text-font": ["Noto Sans Regular"], "symbol-sort-key": ["get", "rank"]},
          "paint": {"text-color": "#333", "text-halo-color": "#fff", "text-halo-width": 1.5}}]}
        """#)
        #expect(s.problems.isEmpty, "\(s.problems)")
        guard case .symbol(let sym)? = s.layers.first?.kind else { Issue.record("not a symbol layer"); return }
        let f = StyleFixture.feature(.lineString, [("name", .string("Mannerheimintie")), ("ref", .int(51)), ("rank", .int(3))])
        #expect(sym.textField?.evaluate(zoom: 14, feature: f) == .string("Mannerheimintie (51)"))
        #expect(sym.placement == .line && sym.transform == .uppercase)
        #expect(sym.size.value(zoom: 14) == 13 && sym.haloWidth.value(zoom: 14) == 1.5)
        #expect(sym.sortKey?.value(zoom: 14, feature: f) == 3)
    }

    @Test func badValuesAreReportedAndDefaulted() throws {
        let s = try StyleFixture.style(#"""
        {"layers": [{"id": "l", "type": "line", "source-layer": "roads", "minzoom": "low",
          "layout": {"line-cap": "pointy"}, "paint": {"line-dasharray": [2, -1], "line-blur": 2, "line-width": -3}}]}
        """#)
        guard case .line(let l)? = s.layers.first?.kind else { Issue.record("the layer was dropped"); return }
        #expect(l.cap == .butt && l.dashArray == nil && l.width.value(zoom: 5) == 1)
        #expect(s.layers.first?.minZoom == 0)
        #expect(s.problems.count == 5, "\(s.problems)")
        #expect(s.problems.allSatisfy { $0.layer == "l" })
    }

    @Test func palettesChooseColours() throws {
        let json = #"""
        {"palettes": {"light": {"land": "#ffffff"}, "dark": {"land": "#202020"}},
         "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "@land"}}]}
        """#
        func land(_ palette: String?) throws -> StyleColor {
            let s = try StyleFixture.style(json, palette: palette)
            guard case .background(let b)? = s.layers.first?.kind else { throw StyleCompileError("no background") }
            return b.color.value(zoom: 0)
        }
        #expect(try land(nil).red == 1)
        #expect(try land("light").red == 1)
        #expect(abs(try land("dark").red - 0x20 / 255.0) < 1e-9)
        #expect(throws: StyleError.self) { try StyleFixture.style(json, palette: "sepia") }
    }

    @Test(arguments: ["", "[]", "{}", #"{"layers": 3}"#, "nul", #"{"layers": [], "palettes": 1}"#])
    func unusableFilesThrowAClearError(json: String) {
        #expect(throws: StyleError.self) { try StyleFixture.style(json) }
    }

    @Test func anyJSONGivesAStyleOrAnErrorNeverACrash() throws {
        // Every value kind in every slot a layer has.
        let values = ["null", "true", "3", "-1e308", "\"x\"", "[]", "{}", "[\"get\"]", "[[[[]]]]", "{\"stops\": []}",
                      "[\"interpolate\", [\"exponential\", 0], [\"zoom\"], 1, 2]", "[\"step\"]", "[\"match\", 1, 2]", "\"@nope\""]
        let slots = ["\"filter\": V", "\"paint\": V", "\"layout\": V", "\"paint\": {\"line-width\": V}", "\"paint\": {\"line-color\": V}",
                     "\"layout\": {\"text-field\": V}", "\"minzoom\": V", "\"id\": V", "\"source-layer\": V", "\"type\": V",
                     "\"layout\": {\"symbol-sort-key\": V}", "\"paint\": {\"line-dasharray\": V}"]
        var styles = 0
        for type in ["line", "symbol"] {
            for slot in slots {
                for v in values {
                    let layer = "{\"id\": \"a\", \"type\": \"\(type)\", \"source-layer\": \"roads\", " + slot.replacingOccurrences(of: "V", with: v) + "}"
                    if let s = try? StyleFixture.style("{\"layers\": [\(layer), 5, null]}") {
                        styles += 1
                        #expect(s.problems.count >= 2)
                    }
                }
            }
        }
        #expect(styles == 2 * slots.count * values.count)
    }

    @Test func theBundledStyleReadsCleanlyInBothPalettes() throws {
        for palette in ["light", "dark"] {
            let s = try VectorStyle(contentsOf: StyleFixture.bundledStyle, palette: palette)
            #expect(s.problems.isEmpty, "\(palette): \(s.problems)")
            #expect(s.palette == palette)
            let sources = Set(s.layers.compactMap(\.sourceLayer))
            #expect(sources.isSuperset(of: ["earth", "water", "landuse", "roads", "buildings", "boundaries", "places"]))
        }
    }
}
