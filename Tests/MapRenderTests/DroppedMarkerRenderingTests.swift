import Foundation
import Graphics
import MapCore
import Testing
@testable import MapRender

/// The dropped marker: drawn with its label above the pins, its close box hit-testable, and it takes clicks.
@Suite struct DroppedMarkerRenderingTests {
    let grey = RGBColor(red: 0.5, green: 0.5, blue: 0.5)
    let viewport = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 400, height: 300))

    func render(_ marker: DroppedMarker?, items: [MapItem] = []) throws -> (Surface, MapRenderer) {
        let r = RenderFixtures.renderer(RenderFixtures.options)
        let scene = MapScene(viewport: viewport, style: RenderFixtures.bareStyle, items: items, droppedMarker: marker)
        return (try RenderFixtures.render(scene, renderer: r, tiles: SyntheticTiles(solidColor: grey)), r)
    }

    func differing(_ a: Surface, _ b: Surface, in rect: PixelRect) -> Int {
        var n = 0
        for y in max(0, Int(rect.minY))..<min(a.height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(a.width, Int(rect.maxX)) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 }
        }
        return n
    }

    @Test func markerAndLabelAreDrawnAtThePoint() throws {
        let (plain, _) = try render(nil)
        let (marked, r) = try render(DroppedMarker(coordinate: RenderFixtures.helsinki, label: "Meeting point"))
        let frame = try #require(r.droppedMarkerFrame)
        #expect(frame.tip.distance(to: PixelPoint(x: 200, y: 150)) < 1e-6, "the tip is the marker's point")
        #expect(frame.label.maxY < frame.pin.minY, "the label sits above the pin")
        #expect(differing(plain, marked, in: frame.pin) > 200, "the pin is drawn")
        #expect(differing(plain, marked, in: frame.label) > Int(frame.label.size.width * frame.label.size.height) / 2, "the box is drawn")
        // The box is white and the label dark: some pixels in the text's row are dark.
        let y = Int(frame.label.center.y)
        let dark = (Int(frame.label.minX) + 6..<Int(frame.close.minX)).filter { x in
            let p = marked.pixel(x: x, y: y); return Int(p.r) + Int(p.g) + Int(p.b) < 300
        }
        #expect(dark.count > 5, "label text drawn in the box")
        #expect(differing(plain, marked, in: PixelRect(x: 0, y: 250, width: 100, height: 50)) == 0, "nothing else changes")
    }

    @Test func longerLabelsMakeWiderBoxesUpToALimit() throws {
        let (_, short) = try render(DroppedMarker(coordinate: RenderFixtures.helsinki, label: "A"))
        let (_, long) = try render(DroppedMarker(coordinate: RenderFixtures.helsinki, label: "Meeting point by the big clock"))
        let (_, huge) = try render(DroppedMarker(coordinate: RenderFixtures.helsinki, label: String(repeating: "W", count: 60)))
        let widths = try [short, long, huge].map { try #require($0.droppedMarkerFrame).label.size.width }
        #expect(widths[0] < widths[1])
        #expect(widths[2] <= DroppedMarkerPainter.maxTextWidth + 3 * DroppedMarkerPainter.padding + DroppedMarkerPainter.closeSide + 1)
    }

    @Test func closeBoxIsHitTestedAndTheMarkerTakesClicksFromPinsBelow() throws {
        let pin = RenderFixtures.place("under", RenderFixtures.cafe, RenderFixtures.helsinki)
        let (_, r) = try render(DroppedMarker(coordinate: RenderFixtures.helsinki, label: "Meeting point"), items: [pin])
        let frame = try #require(r.droppedMarkerFrame)
        let centre = PixelPoint(x: frame.close.center.x, y: frame.close.center.y)
        #expect(r.hitsDroppedMarkerClose(centre))
        #expect(!r.hitsDroppedMarkerClose(PixelPoint(x: frame.label.minX + 4, y: frame.label.center.y)))
        #expect(r.hit(at: centre) == nil, "the close box is not a map item")
        #expect(r.hit(at: PixelPoint(x: 200, y: 140)) == nil, "the marker covers the place pin at the same point")
        #expect(r.hit(at: PixelPoint(x: 30, y: 30)) == nil)
    }

    @Test func noMarkerNoFrameAndOffScreenNothingDrawn() throws {
        let (_, none) = try render(nil)
        #expect(none.droppedMarkerFrame == nil)
        #expect(!none.hitsDroppedMarkerClose(PixelPoint(x: 200, y: 100)))
        let far = Coordinate(clampingLatitude: 10, wrappingLongitude: 10)
        let (plain, _) = try render(nil)
        let (off, r) = try render(DroppedMarker(coordinate: far, label: "far away"))
        #expect(r.droppedMarkerFrame == nil)
        #expect(differing(plain, off, in: PixelRect(x: 0, y: 0, width: 400, height: 300)) == 0)
    }
}
