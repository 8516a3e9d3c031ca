import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender
import Testing
@testable import GtkShell

/// Frames drawn by hand and gesture steps called directly, on a MapWidget outside any window.
extension MapWidgetUITests {
    @Test func zeroSizeFrameDrawsNothingAndQueriesNothing() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let index = CountingIndex()
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: Fake.a.coordinate, zoom: 12, size: .zero), animated: false)
        map.show(places: index)
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        map.drawFrame(on: canvas, width: 0, height: 300)
        #expect(index.queries == 0 && map.frameCount == 0)
        map.drawFrame(on: canvas, width: 400, height: 300)
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 1, "an unchanged frame reuses its items")
        map.setViewport(Viewport(center: Fake.b.coordinate, zoom: 12, size: .zero), animated: false)
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 2)
        map.show(places: index)
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 3, "new data is queried again")
    }

    @Test func resizingKeepsTheCentre() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: Fake.a.coordinate, zoom: 14, size: .zero), animated: false)
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        map.drawFrame(on: canvas, width: 400, height: 300)
        let before = map.viewport.center
        map.drawFrame(on: canvas, width: 1000, height: 200)
        #expect(map.viewport.center == before)
        #expect(map.viewport.size == PixelSize(width: 1000, height: 200))
        #expect(map.viewport.zoom == 14)
    }

    @Test func restoredViewportIsNotReplacedByTheStartFit() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: Fake.c.coordinate, zoom: 9, size: .zero), animated: false)
        map.show(places: FakePlaceIndex())
        map.drawFrame(on: Canvas(surface: try Surface(width: 16, height: 16)), width: 400, height: 300)
        #expect(map.viewport.zoom == 9 && map.viewport.center == Fake.c.coordinate)
    }

    /// A MapWidget outside any window, sized by one offscreen frame.
    func offscreenMap(center: Coordinate, zoom: Double) throws -> MapWidget {
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
        map.drawFrame(on: Canvas(surface: try Surface(width: 16, height: 16)), width: 800, height: 600)
        return map
    }

    @Test func touchpadScrollZoomsFractionallyAboutThePointer() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
        let pointer = PixelPoint(x: 620, y: 110)
        map.pointer = pointer
        let under = map.viewport.coordinate(at: pointer)
        #expect(map.scrolled(dy: -15, isWheel: false))
        #expect(abs(map.viewport.zoom - (12 + 15 / ScrollZoom.touchpadPointsPerLevel)) < 1e-9)
        #expect(map.viewport.screenPoint(for: under).distance(to: pointer) < 1e-6)
        #expect(!map.isAnimating, "touchpad zoom follows the fingers without animating")
    }

    @Test func pinchZoomsAboutItsCentreAndPansWithIt() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
        let c0 = PixelPoint(x: 300, y: 200)
        let under = map.viewport.coordinate(at: c0)
        map.pinchBegan(at: c0)
        map.pinched(scale: 2, center: c0)
        #expect(abs(map.viewport.zoom - 13) < 1e-9)
        #expect(map.viewport.screenPoint(for: under).distance(to: c0) < 1e-6)
        // Fingers move 50 points right while keeping their spread: the content follows them.
        let c1 = PixelPoint(x: 350, y: 200)
        map.pinched(scale: 2, center: c1)
        #expect(abs(map.viewport.zoom - 13) < 1e-9)
        #expect(map.viewport.screenPoint(for: under).distance(to: c1) < 1e-6)
        map.pinched(scale: 0.5, center: c1)
        #expect(abs(map.viewport.zoom - 11) < 1e-9)
        map.pinched(scale: 0, center: c1)
        #expect(abs(map.viewport.zoom - 11) < 1e-9, "a zero scale is ignored")
    }

    /// Issue 19: frames of a pinch or a zoom animation are drawn `.zooming` (cheap tile scaling); the frame after the
    /// fingers lift, or after the animation lands, is drawn at rest (crisp); an animation that only pans stays at rest.
    @Test func zoomingFramesAreMarkedAndTheFrameAfterIsAtRest() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        #expect(map.lastScene?.motion == .atRest)
        map.pinchBegan(at: PixelPoint(x: 300, y: 200))
        map.pinched(scale: 1.3, center: PixelPoint(x: 300, y: 200))
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .zooming)
        map.pinchEnded()
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .atRest)

        map.animation = ViewportAnimation(.zoom(anchor: PixelPoint(x: 400, y: 300), targetZoom: 13), from: map.viewport, startTime: 0)
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .zooming)
        map.animation = ViewportAnimation(.fly(center: Fake.b.coordinate, zoom: map.viewport.zoom), from: map.viewport, startTime: 0)
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .atRest, "a flight at one zoom is a pan")
        map.stopMotion()
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .atRest)
    }

    /// Touchpad zoom scrolls have no end event: their frames are `.zooming` until the scrolls pause, then one frame at
    /// rest is drawn by itself; a wheel notch animates instead and leaves no pause timer behind.
    @Test func touchpadZoomFramesAreCheapUntilTheScrollsPause() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        #expect(map.scrolled(dy: -15, isWheel: false))
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .zooming)
        #expect(map.scrolled(dy: -15, isWheel: false), "a second scroll restarts the pause")
        let settled = MainLoop.run(until: { map.touchpadZoomSettle == nil }, timeout: .seconds(3))
        #expect(settled, "the pause ends the zoom")
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.lastScene?.motion == .atRest)
        #expect(map.scrolled(dy: -1, isWheel: true))
        #expect(map.touchpadZoomSettle == nil)
    }

    @Test func zoomByKeepsTheCentre() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = try offscreenMap(center: Fake.b.coordinate, zoom: 12)
        map.zoom(by: 2, animated: true) // not on screen: lands at once
        #expect(abs(map.viewport.zoom - 14) < 1e-9)
        #expect(map.viewport.screenPoint(for: Fake.b.coordinate).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)
        map.zoom(by: -100, animated: false)
        #expect(map.viewport.zoom == map.viewport.zoomRange.lowerBound)
    }
}

/// Lifetimes: nothing GTK holds keeps Swift objects alive after their owner lets go.
extension MapWidgetUITests {
    @Test func mapWidgetIsFreedWhenItsOwnerLetsGo() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        weak var weakMap: MapWidget?
        do {
            let map = try offscreenMap(center: Fake.a.coordinate, zoom: 12)
            map.show(places: FakePlaceIndex())
            map.zoom(by: 1, animated: true)
            weakMap = map
        }
        #expect(weakMap == nil, "gesture, draw and tile closures hold the map weakly")
    }

    @Test func droppingTheOwningRefFinalizesTheWidgetAndItsHandlers() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        final class Tracker {}
        weak var weakTracker: Tracker?
        do {
            let ref = ObjectRef(sinking: DrawingArea.make())
            let tracker = Tracker()
            weakTracker = tracker
            Signal.connect(ref.handle, "unmap") { _ = tracker }
            let click = EventController.click()
            Signal.connect(click, "released", press: { _, _, _ in _ = tracker })
            ref.handle.add(click)
        }
        #expect(weakTracker == nil, "widget and controller finalized, their handler boxes released")
    }
}

/// The start fit waits for data with places in it.
extension MapWidgetUITests {
    struct EmptyIndex: PlaceIndex {
        var placeCount: Int { 0 }
        func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] { [] }
        func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { [] }
    }

    @Test func startFitWaitsForNonEmptyData() throws {
        try #require(MapHarness.shared != nil, MapHarness.failureReason)
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        map.show(places: EmptyIndex())
        map.drawFrame(on: canvas, width: 800, height: 600)
        let before = map.viewport
        #expect(before.zoom < 5, "nothing to fit yet: still the world view")
        map.show(places: FakePlaceIndex())
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.viewport.zoom > 10)
        #expect(map.viewport.visibleBounds.contains(Fake.c.coordinate) && map.viewport.visibleBounds.contains(Fake.a.coordinate))
        // Later data (a category toggled) keeps the user's view.
        let fitted = map.viewport
        map.show(places: FakePlaceIndex())
        map.drawFrame(on: canvas, width: 800, height: 600)
        #expect(map.viewport == fitted)
    }
}
