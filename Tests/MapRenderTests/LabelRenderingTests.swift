import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// The label pass inside MapRenderer's frame: hand-made TileLabels from a fake provider, checked through the renderer's
/// own list of placed labels and through the pixels it drew (Cairo image surfaces, no display).
@Suite struct LabelRenderingTests {
    typealias F = LabelFixtures

    private func render(_ vp: Viewport, _ tiles: LabelFakeTiles, renderer: MapRenderer = F.renderer()) throws -> Surface {
        try RenderFixtures.render(MapScene(viewport: vp, style: F.style), renderer: renderer, tiles: tiles)
    }

    /// Pixels in `rect` (points, at `scale`) for which `match` holds.
    private func count(in image: Surface, _ rect: PixelRect, scale: Double = 1, where match: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where match(image.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    private func isInk(_ p: RGBA8) -> Bool { p.r < 90 && p.g < 90 && p.b < 90 }

    @Test func aLabelAtATileEdgeIsDrawnWholeAndOnceWhenBothTilesListIt() throws {
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 512, height: 256))
        let left = F.topLeftTile(vp), right = TileID(z: 14, x: left.x + 1, y: left.y)
        let tiles = LabelFakeTiles()
        // 6 points left of the shared edge: the right tile lists it in its buffer at x = −6.
        tiles.add(left, [F.point("Hakaniemi", 250, 128, haloWidth: 0)])
        tiles.add(right, [F.point("Hakaniemi", -6, 128, haloWidth: 0)])
        let renderer = F.renderer()
        let image = try render(vp, tiles, renderer: renderer)
        let placed = renderer.lastPlacedLabels
        #expect(placed.map(\.text) == ["Hakaniemi"])
        let frame = try #require(placed.first?.frame)
        #expect(frame.minX < 256 && frame.maxX > 256)
        // Glyphs on both sides of the tile edge, none outside the label's box (no second copy anywhere).
        let leftHalf = PixelRect(x: frame.minX, y: frame.minY, width: 256 - frame.minX, height: frame.size.height)
        let rightHalf = PixelRect(x: 256, y: frame.minY, width: frame.maxX - 256, height: frame.size.height)
        #expect(count(in: image, leftHalf, where: isInk) > 10)
        #expect(count(in: image, rightHalf, where: isInk) > 10)
        let all = count(in: image, PixelRect(x: 0, y: 0, width: 512, height: 256), where: isInk)
        let inBox = count(in: image, frame.insetBy(dx: -1, dy: -1), where: isInk)
        #expect(all == inBox)
    }

    @Test func nothingIsDrawnPartlyOutsideTheView() throws {
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 300, height: 200))
        let tl = F.topLeftTile(vp)
        let tiles = LabelFakeTiles()
        // Labels hanging over the view's left, top, right and bottom edges, and one inside.
        tiles.add(tl, [F.point("Western", 10, 100), F.point("Northern", 150, 4), F.point("Inside", 150, 100)])
        tiles.add(TileID(z: 14, x: tl.x + 1, y: tl.y), [F.point("Eastern", 40, 100), F.line("Beyond", [(20, 190), (120, 190)])])
        tiles.add(TileID(z: 14, x: tl.x, y: tl.y + 1), [F.point("Southern", 150, -60)])
        let renderer = F.renderer()
        let image = try render(vp, tiles, renderer: renderer)
        #expect(renderer.lastPlacedLabels.map(\.text) == ["Inside"])
        // No glyph pixel touches the view's border.
        var border = 0
        for x in 0..<300 { for y in [0, 1, 198, 199] where isInk(image.pixel(x: x, y: y)) { border += 1 } }
        for y in 0..<200 { for x in [0, 1, 298, 299] where isInk(image.pixel(x: x, y: y)) { border += 1 } }
        #expect(border == 0)
    }

    @Test(arguments: [("Cyrillic", "Санкт-Петербург"), ("Greek", "Θεσσαλονίκη"), ("Arabic", "القاهرة")])
    func nonLatinScriptsRender(script: String, text: String) throws {
        // The system's fonts must cover the script (no boxes for unknown glyphs), and the label must leave ink.
        let layout = TextLayout(text: text, font: "\(LabelOptions().fontFamily) 16px")
        #expect(layout.unknownGlyphCount == 0, "\(script): no installed font has its glyphs (fc-list)")
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 256, height: 128))
        let tiles = LabelFakeTiles()
        tiles.add(F.topLeftTile(vp), [F.point(text, 128, 64, size: 16)])
        let renderer = F.renderer()
        let image = try render(vp, tiles, renderer: renderer)
        let frame = try #require(renderer.lastPlacedLabels.first?.frame)
        #expect(frame.size.width > 40)
        #expect(count(in: image, frame, where: isInk) > 60, "\(script) text drew no glyphs")
    }

    @Test func theHaloIsDrawnAroundTheGlyphs() throws {
        let red = RGBColor(red: 1, green: 0, blue: 0), yellow = RGBColor(red: 1, green: 1, blue: 0)
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 256, height: 128))
        let tiles = LabelFakeTiles(background: RGBColor(red: 0, green: 0, blue: 1))
        tiles.add(F.topLeftTile(vp), [F.point("Halo", 128, 64, size: 24, color: red, halo: yellow, haloWidth: 2)])
        let renderer = F.renderer()
        let image = try render(vp, tiles, renderer: renderer)
        func near(_ p: RGBA8, _ c: RGBColor) -> Bool { ImageDiff.diff(p, c) < 40 }
        var text = 0, haloNextToText = 0
        for y in 1..<127 {
            for x in 1..<255 where near(image.pixel(x: x, y: y), red) {
                text += 1
                // A halo pixel within two pixels of a glyph pixel.
                let around = (-2...2).flatMap { dy in (-2...2).map { dx in image.pixel(x: x + dx, y: y + dy) } }
                if around.contains(where: { near($0, yellow) }) { haloNextToText += 1 }
            }
        }
        #expect(text > 50)
        #expect(haloNextToText > 20)
        // Without a halo, no pixel takes its colour.
        tiles.labelSets[F.topLeftTile(vp)]?.candidates[0].haloWidth = 0
        let plain = try render(vp, tiles, renderer: renderer)
        #expect(count(in: plain, PixelRect(x: 0, y: 0, width: 256, height: 128), where: { near($0, yellow) }) == 0)
    }

    @Test func lineLabelsAreDrawnAlongTheirLine() throws {
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 256, height: 256))
        let tiles = LabelFakeTiles()
        // Drawn from the lower right to the upper left: the text is turned to read left to right.
        tiles.add(F.topLeftTile(vp), [F.line("Runeberginkatu", [(230, 230), (26, 26)], size: 14)])
        let renderer = F.renderer()
        let image = try render(vp, tiles, renderer: renderer)
        let label = try #require(renderer.lastPlacedLabels.first)
        #expect(abs(label.angle - .pi / 4) < 1e-9)
        // Every glyph pixel lies within the text's half-height of the line y = x.
        var ink = 0, off = 0
        for y in 0..<256 {
            for x in 0..<256 where isInk(image.pixel(x: x, y: y)) {
                ink += 1
                if abs(Double(x - y)) / 2.0.squareRoot() > label.size.height / 2 + 1 { off += 1 }
            }
        }
        #expect(ink > 100)
        #expect(off == 0)
    }

    @Test func anAncestorsLabelsStandingInForItsChildrenArePlacedInItsPointsOnce() throws {
        let vp = F.viewport(zoom: 15, size: PixelSize(width: 1024, height: 1024))
        let tl = F.topLeftTile(vp)
        let parent = try #require(tl.parent)
        // The parent is 512 points wide at zoom 15; its top-left lies 0 or 256 points up and left of the view's.
        let parentOrigin = PixelPoint(x: -Double(tl.x - 2 * parent.x) * 256, y: -Double(tl.y - 2 * parent.y) * 256)
        let standIn = TileLabels(tile: parent, candidates: [F.point("Vallila", 200, 200)])
        let tiles = LabelFakeTiles()
        for child in parent.children { tiles.labelSets[child] = standIn }
        let renderer = F.renderer()
        _ = try render(vp, tiles, renderer: renderer)
        let placed = renderer.lastPlacedLabels
        #expect(placed.map(\.text) == ["Vallila"])
        let expected = PixelPoint(x: parentOrigin.x + 400, y: parentOrigin.y + 400)
        #expect(placed.first.map { $0.center.distance(to: expected) < 1e-6 } == true, "\(String(describing: placed.first?.center)) ≠ \(expected)")
        // Labels that do not overlap the tile they are given for are not positions: nothing is placed.
        let stray = TileLabels(tile: TileID(z: 15, x: tl.x + 40, y: tl.y), candidates: [F.point("Stray", 100, 100)])
        tiles.labelSets = [tl: stray]
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.lastPlacedLabels.isEmpty)
    }

    @Test func placementIsReusedUntilTheViewOrTheLabelsChange() throws {
        var vp = F.viewport(zoom: 14, size: PixelSize(width: 400, height: 300))
        let tl = F.topLeftTile(vp)
        let tiles = LabelFakeTiles()
        tiles.add(tl, [F.point("Kallio", 100, 100), F.line("Bulevardi", [(10, 200), (250, 210)])])
        tiles.add(TileID(z: 14, x: tl.x + 1, y: tl.y), [F.point("Eira", 60, 60)])
        let renderer = F.renderer()
        _ = try render(vp, tiles, renderer: renderer)
        let first = renderer.lastPlacedLabels
        #expect(first.count == 3)
        #expect(renderer.labels.placements == 1)
        let images = renderer.labels.painter.rasterised
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.labels.placements == 1, "nothing changed: the placement is reused")
        #expect(renderer.lastPlacedLabels == first)
        vp.pan(by: PixelPoint(x: -7, y: 3))
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.labels.placements == 2, "the view moved: placed again")
        #expect(renderer.lastPlacedLabels.first.map { $0.center.distance(to: first[0].center + PixelPoint(x: -7, y: 3)) < 1e-6 } == true)
        #expect(renderer.labels.painter.rasterised == images, "the images are reused after a pan")
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.labels.placements == 2)
        tiles.add(tl, [F.point("Töölö", 200, 40)])
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.labels.placements == 3, "a tile's labels changed: placed again")
        #expect(renderer.lastPlacedLabels.count == 4)
    }

    @Test func theIdleTrimKeepsTheViewsLabelsAndItsPicture() throws {
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 400, height: 300))
        let tl = F.topLeftTile(vp)
        let tiles = LabelFakeTiles()
        tiles.add(tl, [F.point("Kallio", 100, 100), F.line("Bulevardi", [(10, 200), (250, 210)]), F.point("Eira", 300, 60)])
        let renderer = F.renderer()
        _ = try render(vp, tiles, renderer: renderer)
        // The view now shows fewer names: Eira's image is an earlier view's.
        tiles.labelSets = [:]
        tiles.add(tl, [F.point("Kallio", 100, 100), F.line("Bulevardi", [(10, 200), (250, 210)])])
        let shown = try render(vp, tiles, renderer: renderer)
        #expect(renderer.labels.painter.cachedImageCount == 3)
        renderer.releaseCaches()
        #expect(renderer.labels.painter.cachedImageCount == 2)
        let images = renderer.labels.painter.rasterised
        #expect(try render(vp, tiles, renderer: renderer).pngData() == shown.pngData(), "the same picture after the trim")
        // Moved, the labels are placed again from the kept images and sizes.
        var moved = vp
        moved.pan(by: PixelPoint(x: 5, y: 0))
        _ = try render(moved, tiles, renderer: renderer)
        #expect(renderer.labels.painter.rasterised == images, "nothing rasterised again")
    }

    @Test func labelsKeepTheirPlaceInPointsAtHiDPI() throws {
        let tiles = LabelFakeTiles()
        let vp1 = F.viewport(zoom: 14, size: PixelSize(width: 256, height: 128))
        tiles.add(F.topLeftTile(vp1), [F.point("Kruununhaka", 128, 64)])
        let r1 = F.renderer(), r2 = F.renderer()
        _ = try render(vp1, tiles, renderer: r1)
        var vp2 = vp1
        vp2.scaleFactor = 2
        let image = try render(vp2, tiles, renderer: r2)
        let a = try #require(r1.lastPlacedLabels.first), b = try #require(r2.lastPlacedLabels.first)
        #expect(a.center == b.center && a.size == b.size)
        #expect(count(in: image, b.frame, scale: 2, where: isInk) > 4 * 40)
    }

    @Test func aStyleWithoutLabelsPlacesNone() throws {
        let renderer = F.renderer()
        _ = try RenderFixtures.render(RenderFixtures.richScene(), renderer: renderer, tiles: SyntheticTiles())
        #expect(renderer.lastPlacedLabels.isEmpty)
        #expect(renderer.labels.placements == 0)
    }

    @Test func anEmptyViewForgetsTheLastLabels() throws {
        let tiles = LabelFakeTiles()
        let vp = F.viewport(zoom: 14, size: PixelSize(width: 256, height: 128))
        tiles.add(F.topLeftTile(vp), [F.point("Kamppi", 128, 64)])
        let renderer = F.renderer()
        _ = try render(vp, tiles, renderer: renderer)
        #expect(renderer.lastPlacedLabels.count == 1)
        var empty = vp
        empty.size = .zero
        let canvas = Canvas(surface: try Surface(width: 1, height: 1))
        renderer.draw(MapScene(viewport: empty, style: F.style), tiles: tiles, on: canvas)
        #expect(renderer.lastPlacedLabels.isEmpty)
    }
}
