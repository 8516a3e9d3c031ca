import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// LabelPainter's images and sizes: what is cached, how far, and what a turned image looks like.
@Suite struct LabelPainterTests {
    typealias F = LabelFixtures

    private func label(_ text: String, angle: Double = 0, color: RGBColor = F.ink) -> PlacedLabel {
        PlacedLabel(text: text, kind: angle == 0 ? .point : .line, center: PixelPoint(x: 100, y: 100), angle: angle,
                    size: PixelSize(width: 80, height: 17), frame: PixelRect(x: 60, y: 92, width: 80, height: 17), priority: 1,
                    fontSize: 14, color: color, haloColor: F.white, haloWidth: 1.5)
    }

    @Test func imagesAreKeptPerTextStyleScaleAndDegreeAndBounded() throws {
        var o = LabelOptions()
        o.imageCapacity = 8
        let painter = LabelPainter(options: o)
        let a = try #require(painter.image(for: label("Kallio"), scale: 1))
        #expect(painter.image(for: label("Kallio"), scale: 1) === a)
        // Less than half a degree apart: the same image; a degree apart, another; so are another scale and colour.
        let degree = Double.pi / 180
        let turned = try #require(painter.image(for: label("Kallio", angle: 17 * degree), scale: 1))
        #expect(painter.image(for: label("Kallio", angle: 17.3 * degree), scale: 1) === turned)
        #expect(painter.image(for: label("Kallio", angle: 18 * degree), scale: 1) !== turned)
        #expect(painter.image(for: label("Kallio"), scale: 2) !== a)
        #expect(painter.image(for: label("Kallio", color: RGBColor(red: 1, green: 0, blue: 0)), scale: 1) !== a)
        #expect(painter.rasterised == 5)
        for i in 0..<40 { _ = painter.image(for: label("Place \(i)"), scale: 1) }
        #expect(painter.cachedImageCount <= 8)
    }

    /// The halo is the glyph mask grown by the halo's width: just outside a stroke the halo colour, beyond the halo
    /// and a pixel nothing, and the text colour at the stroke's centre.
    @Test func theHaloSurroundsTheGlyphsAndStopsAtItsWidth() throws {
        let ink = RGBColor(red: 0, green: 0, blue: 1), halo = RGBColor(red: 1, green: 0, blue: 0)
        let l = PlacedLabel(text: "I", kind: .point, center: PixelPoint(x: 100, y: 100), angle: 0,
                            size: PixelSize(width: 10, height: 17), frame: PixelRect(x: 95, y: 92, width: 10, height: 17),
                            priority: 1, fontSize: 14, color: ink, haloColor: halo, haloWidth: 1.5)
        let scale = 2.0
        let image = try #require(LabelPainter(options: LabelOptions()).image(for: l, scale: scale))
        let surface = image.pattern.surface
        let y = Int(image.anchor.y)
        // The stroke of the I: the opaque, mostly blue pixels on the anchor's row.
        let inked = (0..<surface.width).filter { x in
            let p = surface.pixel(x: x, y: y)
            return p.a == 255 && p.b > 200 && p.r < 60
        }
        let left = try #require(inked.first), right = try #require(inked.last)
        let centre = surface.pixel(x: (left + right) / 2, y: y)
        #expect(centre.b > 200 && centre.r < 60 && centre.a == 255, "text colour at the glyph's centre: \(centre)")
        let reach = Int((1.5 * scale).rounded(.up))
        for x in [left - 2, right + 2] {
            let p = surface.pixel(x: x, y: y)
            #expect(p.a > 200 && p.r > 200 && p.b < 60, "halo colour just outside the stroke at \(x): \(p)")
        }
        for x in [left - reach - 2, right + reach + 2] {
            #expect(surface.pixel(x: x, y: y).a == 0, "nothing beyond the halo and a pixel at \(x)")
        }
    }

    @Test func imagesAreBoundedByTheirBytes() throws {
        var o = LabelOptions()
        let one = try #require(LabelPainter(options: o).image(for: label("Place 10"), scale: 2)).byteCount
        o.imageBytes = 5 * one
        let painter = LabelPainter(options: o)
        for i in 10..<50 { _ = painter.image(for: label("Place \(i)"), scale: 2) }
        #expect(painter.cachedImageBytes <= o.imageBytes)
        #expect(painter.cachedImageCount >= 3 && painter.cachedImageCount <= 5)
        #expect(painter.cachedImageCount < o.imageCapacity, "the bytes bound, not the count")
    }

    @Test func releasingCachesKeepsOnlyWhatTheLastPlacementUses() throws {
        let painter = LabelPainter(options: LabelOptions())
        for i in 0..<30 {
            _ = painter.image(for: label("Place \(i)"), scale: 1)
            _ = painter.measure("Place \(i)", fontSize: 14)
        }
        let kept = [label("Kallio"), label("Bulevardi", angle: 0.3)]
        let images = try kept.map { try #require(painter.image(for: $0, scale: 1)) }
        _ = painter.measure("Kallio", fontSize: 14)
        painter.releaseCaches(keeping: kept, at: 1, measured: [F.point("Kallio", 10, 10, size: 14)])
        #expect(painter.cachedImageCount == 2 && painter.cachedSizeCount == 1)
        let rasterised = painter.rasterised
        #expect(painter.image(for: kept[0], scale: 1) === images[0])
        #expect(painter.image(for: kept[1], scale: 1) === images[1])
        #expect(painter.rasterised == rasterised, "the last frame's labels are not rasterised again")
        // With no placement (nothing drawn yet), everything goes.
        painter.releaseCaches(keeping: [], at: nil, measured: [])
        #expect(painter.cachedImageCount == 0 && painter.cachedSizeCount == 0)
    }

    @Test func aTurnedImageHoldsTheTurnedTextCentredOnItsAnchor() throws {
        let painter = LabelPainter(options: LabelOptions())
        let flat = try #require(painter.image(for: label("Runeberginkatu"), scale: 1))
        let upright = try #require(painter.image(for: label("Runeberginkatu", angle: .pi / 2), scale: 1))
        // Turned a quarter, the image's sides swap, and the anchor stays its centre.
        let fw = flat.pattern.surface.width, fh = flat.pattern.surface.height
        let uw = upright.pattern.surface.width, uh = upright.pattern.surface.height
        #expect(abs(uw - fh) <= 1 && abs(uh - fw) <= 1)
        #expect(abs(upright.anchor.x - Double(uw) / 2) < 1e-9 && abs(upright.anchor.y - Double(uh) / 2) < 1e-9)
    }

    @Test func sizesAreMeasuredOncePerTextAndFontSize() {
        let painter = LabelPainter(options: LabelOptions())
        let a = painter.measure("Hakaniemi", fontSize: 14), b = painter.measure("Hakaniemi", fontSize: 14)
        #expect(a == b && a.width > 40 && a.height > 14)
        #expect(painter.measure("Hakaniemi", fontSize: 28).width > 1.8 * a.width)
    }
}
