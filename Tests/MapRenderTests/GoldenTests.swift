import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// Whole frames of known viewports against golden PNGs, with tolerance for font rasterisation.
@Suite struct GoldenTests {
    private func expectMatches(_ image: Surface, _ name: String) throws {
        switch try Golden.check(image, named: name) {
        case .recorded: break
        case .missing: Issue.record("no golden \(name).png: run with PINMAP_RECORD_GOLDENS=1 and look at it")
        case .compared(let d):
            #expect(d.sameSize, "\(name): size differs from the golden")
            #expect(d.differingFraction <= 0.005, "\(name): \(d.differingFraction * 100)% of pixels differ (max \(d.maxChannelDiff)); see \(Golden.outputDirectory.path)")
        }
    }

    @Test func pinsAndClustersAtFractionalZoom() throws {
        let tiles = SyntheticTiles()
        let image = try RenderFixtures.render(RenderFixtures.richScene(), renderer: RenderFixtures.renderer(), tiles: tiles)
        try expectMatches(image, "pins-z15.3")
    }

    @Test func hiDPIRendersAtTwiceThePixels() throws {
        let tiles = SyntheticTiles(pixels: 512)
        let image = try RenderFixtures.render(RenderFixtures.richScene(scale: 2), renderer: RenderFixtures.renderer(), tiles: tiles)
        #expect(image.width == 640 && image.height == 480)
        try expectMatches(image, "pins-z15.3@2x")
    }

    @Test func offlineWithMissingTilesAndImperialUnits() throws {
        let scene = RenderFixtures.richScene(offline: true)
        let tiles = SyntheticTiles()
        let z = TileCover.tileZoom(for: scene.viewport.zoom, tileSize: 256, zoomRange: scene.style.zoomRange)
        let visible = TileCover.tiles(for: scene.viewport, tileZoom: z)
        // The first tile has nothing; the second shows its parent's quarter as a fallback.
        tiles.missing = [visible[0].id, visible[1].id]
        if let parent = visible[1].id.parent, let img = tiles.image(for: parent) {
            let qx = Double(visible[1].id.x & 1) * 128, qy = Double(visible[1].id.y & 1) * 128
            tiles.fallbacks[visible[1].id] = [TilePiece(image: img, source: PixelRect(x: qx, y: qy, width: 128, height: 128), isFallback: true)]
        }
        var options = RenderFixtures.options
        options.unitSystem = .metricAndImperial
        let image = try RenderFixtures.render(scene, renderer: RenderFixtures.renderer(options), tiles: tiles)
        try expectMatches(image, "offline-missing-imperial")
    }
}
