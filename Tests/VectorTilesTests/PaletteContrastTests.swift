import Foundation
import Testing
@testable import VectorTiles

/// The bundled style's palettes, measured with the WCAG 2 contrast ratio: water stands apart from land, and every
/// label colour reads against its halo (the halo blended over land and over water, whichever is worse).
@Suite struct PaletteContrastTests {
    static func palette(_ name: String) throws -> [String: StyleColor] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: StyleFixture.bundledStyle)) as? [String: Any]
        let texts = try #require((root?["palettes"] as? [String: Any])?[name] as? [String: String], "palette \(name)")
        return try texts.mapValues { try #require(StyleColor(css: $0), "colour \($0)") }
    }

    /// WCAG 2 relative luminance of an opaque colour.
    static func luminance(_ c: StyleColor) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    static func ratio(_ a: StyleColor, _ b: StyleColor) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` (with its alpha) over the opaque `bottom`.
    static func over(_ top: StyleColor, _ bottom: StyleColor) -> StyleColor {
        let a = top.alpha
        return StyleColor(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                          blue: top.blue * a + bottom.blue * (1 - a))
    }

    @Test func theFormulaMatchesWCAGsOwnExamples() {
        #expect(abs(Self.ratio(StyleColor(red: 0, green: 0, blue: 0), StyleColor(red: 1, green: 1, blue: 1)) - 21) < 1e-9)
        #expect(abs(Self.ratio(StyleColor(red: 0.5, green: 0.5, blue: 0.5), StyleColor(red: 0.5, green: 0.5, blue: 0.5)) - 1) < 1e-9)
    }

    @Test(arguments: ["light", "dark"])
    func waterStandsApartFromLand(palette name: String) throws {
        let p = try Self.palette(name)
        let ratio = Self.ratio(try #require(p["water"]), try #require(p["land"]))
        #expect(ratio >= 1.3, "\(name): water against land \(ratio)")
    }

    @Test(arguments: ["light", "dark"])
    func everyLabelColourReadsAgainstItsHalo(palette name: String) throws {
        let p = try Self.palette(name)
        let halo = try #require(p["text-halo"])
        let grounds = [try #require(p["land"]), try #require(p["water"])]
        for key in ["text", "water-text", "road-text", "park-text", "poi-text"] {
            let ink = try #require(p[key], "\(name) has \(key)")
            for ground in grounds {
                let ratio = Self.ratio(ink, Self.over(halo, ground))
                #expect(ratio >= 4.5, "\(name) \(key) against its halo: \(ratio)")
            }
        }
    }

    /// Every label layer of the bundled style draws a halo (an opaque-enough colour and a width), so names read
    /// over coasts, borders and water.
    @Test func everyLabelLayerHasAHalo() throws {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: StyleFixture.bundledStyle)) as? [String: Any]
        let layers = try #require(root?["layers"] as? [[String: Any]])
        let symbols = layers.filter { $0["type"] as? String == "symbol" }
        #expect(symbols.count >= 9)
        for layer in symbols {
            let paint = layer["paint"] as? [String: Any]
            #expect(paint?["text-halo-color"] as? String == "@text-halo", "\(layer["id"] ?? "?") halo colour")
            #expect((paint?["text-halo-width"] as? Double ?? 0) >= 1, "\(layer["id"] ?? "?") halo width")
        }
    }
}
