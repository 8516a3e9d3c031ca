import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// In-between frames of a zoom (`SceneMotion.zooming`, issue 19): tiles scaled with the nearest pixel instead of
/// bilinear, never kept as the cached layer; the frame at rest afterwards is the crisp picture, exactly.
@Suite struct ZoomingFrameTests {
    static func scene(scale: Double, zoom: Double, motion: SceneMotion) -> MapScene {
        var scene = LayerCacheTests.crowdedScene(scale: scale, zoom: zoom)
        scene.motion = motion
        return scene
    }

    /// Draws `scene` with a renderer that never drew, without the layer: the reference picture.
    static func uncached(_ scene: MapScene, tiles: any TileProvider) throws -> Surface {
        let vp = scene.viewport, s = vp.scaleFactor
        let surface = try Surface(width: Int((vp.size.width * s).rounded()), height: Int((vp.size.height * s).rounded()))
        let canvas = Canvas(surface: surface)
        canvas.scale(s, s)
        RenderFixtures.renderer().draw(scene, tiles: tiles, on: canvas, reusingLayer: false)
        return surface
    }

    /// Pixels of `a` whose colour no pixel of `b` within `reach` pixels has (within `tolerance` per channel).
    static func pixelsWithoutMatch(_ a: Surface, in b: Surface, reach: Int, tolerance: Int) -> Int {
        var missing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y)
                if ImageDiff.channelDiff(p, b.pixel(x: x, y: y)) <= tolerance { continue }
                var found = false
                for dy in -reach...reach where !found {
                    for dx in -reach...reach where !found {
                        let (u, v) = (x + dx, y + dy)
                        guard u >= 0, v >= 0, u < b.width, v < b.height else { continue }
                        found = ImageDiff.channelDiff(p, b.pixel(x: u, y: v)) <= tolerance
                    }
                }
                if !found { missing += 1 }
            }
        }
        return missing
    }

    /// Enlarged (x.37) and shrunk (x.55) tiles at both scales: every pixel of the zooming frame is a colour the crisp
    /// frame has within 1 px of it, so the fast frame shows the same area, only blockier.
    @Test(arguments: [(1.0, 14.37), (2.0, 14.37), (1.0, 14.55), (2.0, 14.55)])
    func aZoomingFrameShowsTheSameAreaAsTheFrameAtRestWithinOnePixel(scale: Double, zoom: Double) throws {
        let tiles = SyntheticTiles(pixels: scale > 1 ? 512 : 256)
        let fast = try RenderFixtures.render(Self.scene(scale: scale, zoom: zoom, motion: .zooming), renderer: RenderFixtures.renderer(), tiles: tiles)
        let crisp = try RenderFixtures.render(Self.scene(scale: scale, zoom: zoom, motion: .atRest), renderer: RenderFixtures.renderer(), tiles: tiles)
        #expect(ImageDiff(fast, crisp, threshold: 0).differingFraction > 0, "nearest and bilinear differ somewhere at a fractional zoom")
        // Bilinear blends neighbours, so a crisp edge pixel may be a mix the blocky frame never shows: allow that mix.
        let unmatched = Self.pixelsWithoutMatch(fast, in: crisp, reach: 1, tolerance: 48)
        #expect(unmatched == 0, "\(unmatched) pixels of the zooming frame have no match within 1 px at scale \(scale), zoom \(zoom)")
    }

    /// A zoom animation's frames, then the frame at rest through the same renderer: byte for byte the uncached picture,
    /// both the first frame at rest (drawn directly) and the next one (the layer drawn whole, then copied).
    @Test(arguments: [1.0, 2.0])
    func theFrameAtRestAfterAZoomEqualsAnUncachedRenderByteForByte(scale: Double) throws {
        let tiles = SyntheticTiles(pixels: scale > 1 ? 512 : 256)
        let r = RenderFixtures.renderer()
        for zoom in stride(from: 14.0, through: 14.3, by: 0.05) {
            _ = try RenderFixtures.render(Self.scene(scale: scale, zoom: zoom, motion: .zooming), renderer: r, tiles: tiles)
        }
        let rest = Self.scene(scale: scale, zoom: 14.37, motion: .atRest)
        let reference = try Self.uncached(rest, tiles: tiles)
        let first = try RenderFixtures.render(rest, renderer: r, tiles: tiles)
        #expect(ImageDiff(first, reference).maxChannelDiff == 0, "first frame at rest")
        let second = try RenderFixtures.render(rest, renderer: r, tiles: tiles)
        #expect(r.layer.rebuilds == 1, "the second frame at rest draws the layer")
        #expect(ImageDiff(second, reference).maxChannelDiff == 0, "second frame at rest, through the layer")
    }

    /// Two zooming frames at the same zoom share a layer key, but the blocky picture must never be kept for reuse.
    @Test func aZoomingFrameIsNeverKeptAsTheLayer() throws {
        let tiles = SyntheticTiles()
        let r = RenderFixtures.renderer()
        let scene = Self.scene(scale: 1, zoom: 14.37, motion: .zooming)
        for _ in 0..<3 { _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles) }
        #expect(r.layer.rebuilds == 0 && r.layer.reuses == 0 && r.layer.key == nil)
    }

    /// The background is skipped only when opaque tiles cover every pixel; a placeholder, or a world narrower than
    /// the view, needs it, and those frames still show it.
    @Test func theBackgroundIsSkippedOnlyUnderOpaqueTilesThatCoverTheView() throws {
        let tiles = SyntheticTiles()
        let r = RenderFixtures.renderer()
        let scene = Self.scene(scale: 1, zoom: 14.37, motion: .atRest)
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(TilePainter.coversOpaquely(r.plannedTiles, width: 320, height: 240, scale: 1))
        let right = try #require(r.plannedTiles.map { $0.deviceRect(scale: 1).x1 }.max())
        #expect(!TilePainter.coversOpaquely(r.plannedTiles, width: right + 1, height: 240, scale: 1), "a view wider than the tiles")

        let missing = try #require(r.plannedTiles.first?.id)
        tiles.missing = [missing]
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        #expect(!TilePainter.coversOpaquely(r.plannedTiles, width: 320, height: 240, scale: 1), "a placeholder")

        // Zoom 0 in a 600-point-high view: the 256-point world leaves background above or below it.
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 0, size: PixelSize(width: 320, height: 600), scaleFactor: 1)
        let wr = RenderFixtures.renderer()
        let image = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.bareStyle), renderer: wr, tiles: SyntheticTiles())
        #expect(!wr.plannedTiles.isEmpty && !TilePainter.coversOpaquely(wr.plannedTiles, width: 320, height: 600, scale: 1))
        let edges = [image.pixel(x: 160, y: 0), image.pixel(x: 160, y: 599)]
        #expect(edges.contains { ImageDiff.diff($0, RenderFixtures.options.background) <= 1 }, "background beyond the world")
    }

    /// Tiles that are not opaque (ARGB) are drawn over the background, as before.
    @Test func transparentTilesAreDrawnOverTheBackground() throws {
        let clear = try Surface(width: 256, height: 256)
        let tiles = SyntheticTiles()
        let scene = Self.scene(scale: 1, zoom: 14, motion: .atRest)
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(scene, renderer: r, tiles: tiles)
        for t in r.plannedTiles {
            tiles.fallbacks[t.id] = [TilePiece(wholeImage: clear)]
        }
        tiles.missing = Set(r.plannedTiles.map(\.id))
        var bare = scene
        bare.items = []
        let br = RenderFixtures.renderer()
        let image = try RenderFixtures.render(bare, renderer: br, tiles: tiles)
        #expect(!clear.isOpaque && !TilePainter.coversOpaquely(br.plannedTiles, width: 320, height: 240, scale: 1))
        #expect(ImageDiff.diff(image.pixel(x: 160, y: 120), RenderFixtures.options.background) <= 1, "the background under a transparent tile")
    }
}
