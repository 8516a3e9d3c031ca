import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

@Suite struct HitTestTests {
    private let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 300, height: 200))

    private func draw(_ items: [MapItem], selected: Place.ID? = nil) throws -> MapRenderer {
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.osmStyle, items: items, selectedPlaceID: selected),
                                      renderer: r, tiles: SyntheticTiles())
        return r
    }

    private func at(_ dx: Double, _ dy: Double) -> PixelPoint { PixelPoint(x: 150 + dx, y: 100 + dy) }

    @Test func pinIsHitOnItsHeadAndBodyNotBesideIt() throws {
        let r = try draw([RenderFixtures.place("a", RenderFixtures.cafe, RenderFixtures.coordinate(vp, dx: 0, dy: 0))])
        let o = r.options
        let headCentreY = -(o.pinHeight - o.pinDiameter / 2)
        #expect(r.hitTest(at(0, headCentreY))?.id == "p:a")
        #expect(r.hitTest(at(0, -3))?.id == "p:a", "just above the tip")
        #expect(r.hitTest(at(o.pinDiameter / 2 - 1, headCentreY))?.id == "p:a", "the head's edge")
        // Beside the narrow body, level with it: a teardrop, not a rectangle.
        #expect(r.hitTest(at(o.pinDiameter / 2 - 1, -4)) == nil)
        #expect(r.hitTest(at(0, 6)) == nil, "below the tip")
        #expect(r.hitTest(at(0, -o.pinHeight - o.hitSlop - 2)) == nil, "above the head")
    }

    @Test func aViewWiderThanTheWorldShowsAndHitsEveryCopyOfAPin() throws {
        // Zoom 0: the world is 256 points wide, so an 1100-point view shows it four times and more.
        let world = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 0, size: PixelSize(width: 1100, height: 300))
        let place = RenderFixtures.place("a", RenderFixtures.cafe, Coordinate(clampingLatitude: 10, wrappingLongitude: 20))
        let items = [place]
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(MapScene(viewport: world, style: RenderFixtures.osmStyle, items: items),
                                      renderer: r, tiles: SyntheticTiles())
        let tip = world.screenPoint(for: place.coordinate), head = -(r.options.pinHeight - r.options.pinDiameter / 2)
        var shown: [Int] = []
        for k in -3...3 {
            let x = tip.x + Double(k) * world.worldSize
            guard x > 20 && x < 1080 else { continue }
            if r.hitTest(PixelPoint(x: x, y: tip.y + head))?.id == "p:a" { shown.append(k) }
        }
        #expect(shown.count >= 4, "copies hit: \(shown)")
        #expect(r.hitTest(PixelPoint(x: tip.x + world.worldSize / 2, y: tip.y + head)) == nil, "nothing half a world away")
        #expect(r.anchor(forPlaceID: "a") == tip, "a popover opens on the copy nearest the middle")
        // At zoom 5 the world is far wider than the view: one pin.
        let city = Viewport(center: place.coordinate, zoom: 5, size: PixelSize(width: 1100, height: 300))
        _ = try RenderFixtures.render(MapScene(viewport: city, style: RenderFixtures.osmStyle, items: items),
                                      renderer: r, tiles: SyntheticTiles())
        let one = city.screenPoint(for: place.coordinate)
        #expect(r.hitTest(PixelPoint(x: one.x, y: one.y + head))?.id == "p:a")
        #expect(r.hitTest(PixelPoint(x: one.x - city.worldSize, y: one.y + head)) == nil)
    }

    @Test func hitReturnsTheAnchorForAPopover() throws {
        let c = RenderFixtures.coordinate(vp, dx: 12.5, dy: -7.25)
        let r = try draw([RenderFixtures.place("a", RenderFixtures.cafe, c)])
        let hit = try #require(r.hit(at: at(12.5, -20)))
        #expect(hit.anchor == vp.screenPoint(for: c))
        #expect(r.anchor(forPlaceID: "a") == vp.screenPoint(for: c))
        #expect(r.anchor(forPlaceID: "nope") == nil)
    }

    @Test func clusterIsHitWithinItsCircle() throws {
        let r = try draw([RenderFixtures.cluster(id: 7, count: 40, at: RenderFixtures.coordinate(vp, dx: 0, dy: 0), [(RenderFixtures.cafe, 40)])])
        let radius = MarkerPainter(options: r.options).clusterRadius(count: 40)
        #expect(r.hitTest(at(0, 0))?.id == "c:7")
        #expect(r.hitTest(at(radius - 1, 0))?.id == "c:7")
        #expect(r.hitTest(at(0, radius + r.options.hitSlop + 1)) == nil)
        let anchor = try #require(r.anchor(forItemID: "c:7"))
        #expect(anchor.distance(to: at(0, 0)) < 1e-6)
    }

    @Test func overlappingPinsTopmostWins() throws {
        // The southern pin is drawn later, over the northern one's body.
        let items = [RenderFixtures.place("south", RenderFixtures.pharmacy, RenderFixtures.coordinate(vp, dx: 4, dy: 10)),
                     RenderFixtures.place("north", RenderFixtures.cafe, RenderFixtures.coordinate(vp, dx: 0, dy: 0))]
        let overlap = at(2, -14)
        #expect(try draw(items).hitTest(overlap)?.id == "p:south")
        // Selected pins are drawn last, so they win.
        #expect(try draw(items, selected: "north").hitTest(overlap)?.id == "p:north")
    }

    @Test func pinOverTheEdgeIsHitOnItsVisiblePartOnly() throws {
        // Tip 8 points right of the right edge: the head's left half is on screen.
        let r = try draw([RenderFixtures.place("edge", RenderFixtures.cafe, RenderFixtures.coordinate(vp, dx: 158, dy: 0))])
        #expect(r.hitTest(PixelPoint(x: 299, y: 100 - (r.options.pinHeight - r.options.pinDiameter / 2)))?.id == "p:edge")
        #expect(r.hitTest(PixelPoint(x: 305, y: 100 - 20)) == nil, "outside the view")
        #expect(r.hitTest(PixelPoint(x: -1, y: 50)) == nil)
    }

    @Test func emptyMapAndZeroSizeViewHitNothing() throws {
        let r = try draw([])
        #expect(r.hitTest(at(0, 0)) == nil)
        let zero = MapScene(viewport: Viewport(center: RenderFixtures.helsinki, zoom: 3, size: .zero), style: RenderFixtures.osmStyle,
                            items: [RenderFixtures.place("a", RenderFixtures.cafe, RenderFixtures.helsinki)])
        let s = try Surface(width: 4, height: 4)
        r.draw(zero, tiles: SyntheticTiles(), on: Canvas(surface: s))
        #expect(r.hitTest(PixelPoint(x: 0, y: 0)) == nil)
    }
}

@Suite struct OverlayHitTests {
    @Test func overlaysAreOnTopOfMarkersForHits() throws {
        let vp = Viewport(center: RenderFixtures.helsinki, zoom: 16, size: PixelSize(width: 300, height: 200))
        // A pin whose head sits under the attribution box in the bottom-right corner.
        let corner = RenderFixtures.coordinate(vp, dx: 110, dy: 110)
        let r = RenderFixtures.renderer()
        _ = try RenderFixtures.render(MapScene(viewport: vp, style: RenderFixtures.osmStyle, items: [RenderFixtures.place("c", RenderFixtures.cafe, corner)],
                                               isOffline: true), renderer: r, tiles: SyntheticTiles())
        let box = try #require(r.attributionFrame)
        #expect(box.maxX == 300 && box.maxY == 200)
        #expect(r.overlayFrames.count == 3, "scale bar, attribution, offline indicator")
        let tip = try #require(r.anchor(forPlaceID: "c"))
        let inBox = PixelPoint(x: tip.x, y: box.minY + 2)
        let aboveBox = PixelPoint(x: tip.x, y: box.minY - 4)
        #expect(r.hitTest(inBox) == nil, "the attribution covers the pin there")
        #expect(r.hitTest(aboveBox)?.id == "p:c")
    }
}
