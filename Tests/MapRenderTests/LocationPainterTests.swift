import Foundation
import Graphics
import MapCore
import Testing
@testable import MapRender

/// The location dot: an accuracy circle in metres at any zoom, the dot on top, a wedge only with a heading.
@Suite struct LocationPainterTests {
    let here = RenderFixtures.helsinki

    @Test func theCircleIsSizedInMetresAtTheDotsLatitude() {
        let vp = Viewport(center: here, zoom: 17, size: PixelSize(width: 400, height: 300))
        let metresPerPoint = 2 * Double.pi * 6_378_137 * cos(here.latitude * .pi / 180) / vp.worldSize
        #expect(abs(LocationPainter.circleRadius(metres: 100, at: here, viewport: vp) - 100 / metresPerPoint) < 1e-9)
        let closer = Viewport(center: here, zoom: 18, size: vp.size)
        #expect(abs(LocationPainter.circleRadius(metres: 100, at: here, viewport: closer) - 2 * 100 / metresPerPoint) < 1e-6)
    }

    @Test func aHugeAccuracyIsCappedAtEveryZoom() throws {
        for zoom in [0.0, 10, 22] {
            let vp = Viewport(center: here, zoom: zoom, size: PixelSize(width: 200, height: 200))
            #expect(LocationPainter.circleRadius(metres: 5_000_000, at: here, viewport: vp) <= LocationPainter.maxCircleRadius)
            // Drawn whole: the circle's tint covers the corners, the dot the middle.
            let r = MapRenderer(categories: [])
            var scene = MapScene(viewport: vp, style: RenderFixtures.osmStyle)
            scene.location = LocationDisplay(update: LocationUpdate(coordinate: here, accuracy: 5_000_000, heading: 90, timestamp: Date()))
            let s = try Surface(width: 200, height: 200)
            r.draw(scene, tiles: SyntheticTiles(), on: Canvas(surface: s))
            let middle = s.pixel(x: 100, y: 100)
            #expect(middle.b > middle.r && middle.b > 180, "the accent-blue dot at zoom \(zoom): \(middle)")
        }
    }
}
