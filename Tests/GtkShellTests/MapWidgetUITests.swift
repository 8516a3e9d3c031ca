import Foundation
import Graphics
import MapCore
import Testing
@testable import GtkShell

/// Real GTK under Xvfb, driven by xdotool; asserts on the map's state and delegate calls.
/// Run with `xvfb-run -a swift test --filter GtkShellTests`; skipped without a display.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct MapWidgetUITests {
    typealias Fake = FakePlaceIndex

    /// The nearest point to `item`'s position that the renderer hit-tests as `item` (robust to pin shapes).
    func hitPoint(for item: MapItem, in h: MapHarness) -> PixelPoint? {
        let base = h.map.viewport.screenPoint(for: item.coordinate)
        for dy in stride(from: 0.0, through: -30, by: -3) {
            for dx in [0.0, 3, -3] {
                let p = PixelPoint(x: base.x + dx, y: base.y + dy)
                if h.map.renderer.hitTest(p)?.id == item.id { return p }
            }
        }
        return nil
    }

    /// A point where the last frame drew nothing.
    func emptyPoint(in h: MapHarness, near p: PixelPoint = PixelPoint(x: 120, y: 480)) -> PixelPoint? {
        for dx in stride(from: 0.0, to: 500, by: 37) {
            let q = PixelPoint(x: p.x + dx, y: p.y)
            if h.map.renderer.hitTest(q) == nil { return q }
        }
        return nil
    }

    func close(_ a: PixelPoint, _ b: PixelPoint, within d: Double = 1) -> Bool { a.distance(to: b) <= d }

    @Test func startFitsEveryPlaceInsideThePinMargins() throws {
        guard let h = MapHarness.shared else { return }
        let v = h.startViewport
        #expect(v.size == PixelSize(width: 800, height: 600))
        for place in [Fake.a, Fake.b, Fake.c, Fake.d] {
            let p = v.screenPoint(for: place.coordinate)
            #expect(p.x >= h.map.pinMargins.left - 0.5 && p.x <= 800 - h.map.pinMargins.right + 0.5, "\(place.id) at \(p)")
            #expect(p.y >= h.map.pinMargins.top - 0.5 && p.y <= 600 - h.map.pinMargins.bottom + 0.5, "\(place.id) at \(p)")
        }
        // Fitting actually zoomed in to the data, not left the world view.
        #expect(v.zoom > 10)
    }

    @Test func dragPansByTheDraggedDistance() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.c.coordinate, zoom: 14)
        let start = try #require(emptyPoint(in: h))
        let end = PixelPoint(x: start.x + 180, y: start.y - 140)
        let grabbed = h.map.viewport.coordinate(at: start)
        let framesBefore = h.map.frameCount
        var args = ["mousemove", "--window", h.xWindow] + h.xy(start) + ["mousedown", "1"]
        for i in 1...6 {
            let t = Double(i) / 6
            let p = PixelPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            args += ["sleep", "0.02", "mousemove", "--window", h.xWindow] + h.xy(p)
        }
        XDo.run(args)
        let map = h.map
        let ok1 = MainLoop.run(until: { self.close(map.viewport.screenPoint(for: grabbed), end) })
        #expect(ok1)
        #expect(map.widget.cursorName == "grabbing")
        // Hold still before releasing so no glide follows.
        h.pump(seconds: 0.2)
        XDo.run(["mouseup", "1"])
        h.settle()
        #expect(map.widget.cursorName != "grabbing")
        let landed = map.viewport.screenPoint(for: grabbed)
        #expect(close(landed, end), "grabbed point ended at \(landed), pointer at \(end)")
        #expect(h.delegate.selections.isEmpty, "a drag is not a click: \(h.delegate.selections)")
        // Viewport notifications are coalesced to at most one per frame.
        #expect(h.delegate.viewportChanges >= 1)
        #expect(h.delegate.viewportChanges <= map.frameCount - framesBefore + 1)
    }

    @Test func quickDragGlidesFurtherAfterRelease() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.c.coordinate, zoom: 14)
        let start = try #require(emptyPoint(in: h))
        let grabbed = h.map.viewport.coordinate(at: start)
        var args = ["mousemove", "--window", h.xWindow] + h.xy(start) + ["mousedown", "1"]
        for i in 1...5 { args += ["sleep", "0.01", "mousemove", "--window", h.xWindow] + h.xy(PixelPoint(x: start.x + Double(i) * 40, y: start.y)) }
        args += ["mouseup", "1"]
        XDo.run(args)
        let map = h.map
        MainLoop.run(until: { map.isAnimating }, timeout: .seconds(2))
        h.settle()
        let moved = map.viewport.screenPoint(for: grabbed).x - start.x
        #expect(moved > 260, "glide should carry the map past the 200 px dragged; moved \(moved)")
        #expect(h.delegate.selections.isEmpty)
    }

    @Test func wheelStepZoomsAroundThePointer() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let pointer = PixelPoint(x: 250, y: 180)
        h.move(to: pointer)
        h.pump(seconds: 0.05)
        let under = h.map.viewport.coordinate(at: pointer)
        let map = h.map
        XDo.run(["click", "4"])
        let ok2 = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(ok2)
        #expect(close(map.viewport.screenPoint(for: under), pointer), "moved to \(map.viewport.screenPoint(for: under))")
        XDo.run(["click", "5"])
        let ok3 = MainLoop.run(until: { abs(map.viewport.zoom - 12) < 1e-6 && !map.isAnimating })
        #expect(ok3)
        #expect(close(map.viewport.screenPoint(for: under), pointer))
    }

    @Test func clickOnAPinSelectsIt() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let target = try #require(hitPoint(for: .place(Fake.a), in: h))
        h.click(at: target)
        let d = h.delegate
        let ok4 = MainLoop.run(until: { !d.selections.isEmpty })
        #expect(ok4)
        #expect(h.map.selectedPlaceID == "a")
        guard case .place(let id, let anchor)? = d.selections.first else { Issue.record("no place selection: \(d.selections)"); return }
        #expect(id == "a")
        #expect(close(anchor, h.map.viewport.screenPoint(for: Fake.a.coordinate)), "anchor is the pin's tip")
    }

    @Test func clickOnEmptyMapDeselects() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        h.map.select(placeID: "a")
        h.waitForFrame()
        let empty = try #require(emptyPoint(in: h, near: PixelPoint(x: 60, y: 560)))
        h.click(at: empty)
        let d = h.delegate
        let ok5 = MainLoop.run(until: { d.selections == [.cleared] })
        #expect(ok5)
        #expect(h.map.selectedPlaceID == nil)
    }

    @Test func clickOnAClusterZoomsToItsExpansion() throws {
        guard let h = MapHarness.shared else { return }
        let cluster = Fake.cluster(Fake.abClusterID, [Fake.a, Fake.b], expansionZoom: Fake.splitZoom)
        h.reset(center: cluster.center, zoom: 11)
        #expect(h.map.drawnItems.contains { $0.id == "c:1" })
        let target = try #require(hitPoint(for: .cluster(cluster), in: h))
        h.click(at: target)
        let d = h.delegate, map = h.map
        let ok6 = MainLoop.run(until: { d.selections.contains { if case .cluster(1, _) = $0 { true } else { false } } })
        #expect(ok6)
        h.settle()
        #expect(abs(map.viewport.zoom - Fake.splitZoom) < 1e-6)
        #expect(close(map.viewport.screenPoint(for: cluster.center), PixelPoint(x: 400, y: 300)))
        #expect(map.drawnItems.contains { $0.id == "p:a" } && map.drawnItems.contains { $0.id == "p:b" })
    }

    @Test func clickOnAStackedClusterReportsItWithoutZooming() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.d.coordinate, zoom: 16)
        let stacked = try #require(h.map.drawnItems.first { $0.id == "c:2" })
        let target = try #require(hitPoint(for: stacked, in: h))
        h.click(at: target)
        let d = h.delegate
        let ok7 = MainLoop.run(until: { !d.selections.isEmpty })
        #expect(ok7)
        h.settle()
        #expect(d.selections.count == 1)
        if case .cluster(let id, _)? = d.selections.first { #expect(id == Fake.stackedClusterID) } else { Issue.record("\(d.selections)") }
        #expect(h.map.viewport.zoom == 16)
    }

    @Test func doubleClickZoomsInAroundThePoint() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.c.coordinate, zoom: 12)
        let p = try #require(emptyPoint(in: h, near: PixelPoint(x: 520, y: 140)))
        let under = h.map.viewport.coordinate(at: p)
        h.doubleClick(at: p)
        let map = h.map
        let ok8 = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(ok8, "zoom \(map.viewport.zoom), events \(h.delegate.selections)")
        #expect(close(map.viewport.screenPoint(for: under), p))
    }

    @Test func keyboardZoomsPansAndFits() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 12)
        h.map.widget.grabFocus()
        let map = h.map
        let ok9 = MainLoop.run(until: { map.widget.hasFocus })
        #expect(ok9)
        XDo.run(["key", "plus"])
        let ok10 = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(ok10)
        XDo.run(["key", "minus"])
        let ok11 = MainLoop.run(until: { abs(map.viewport.zoom - 12) < 1e-6 && !map.isAnimating })
        #expect(ok11)
        let centre = PixelPoint(x: 400, y: 300)
        XDo.run(["key", "Left"])
        let ok12 = MainLoop.run(until: { self.close(map.viewport.screenPoint(for: Fake.a.coordinate), PixelPoint(x: 400 + MapWidget.keyPanStep, y: 300)) })
        #expect(ok12)
        XDo.run(["key", "Home"])
        let ok13 = MainLoop.run(until: { !map.isAnimating && map.viewport.zoom > 12.5 })
        #expect(ok13)
        h.settle()
        for place in [Fake.a, Fake.b, Fake.c, Fake.d] {
            let p = map.viewport.screenPoint(for: place.coordinate)
            #expect(p.x > 0 && p.x < 800 && p.y > 0 && p.y < 600, "\(place.id) at \(p) after Home")
        }
        _ = centre
    }

    @Test func zeroSizeFrameDrawsNothingAndQueriesNothing() throws {
        guard MapHarness.shared != nil else { return }
        let index = CountingIndex()
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: Fake.a.coordinate, zoom: 12, size: .zero), animated: false)
        map.show(places: index, categories: [])
        let canvas = Canvas(surface: try Surface(width: 16, height: 16))
        map.drawFrame(on: canvas, width: 0, height: 300)
        #expect(index.queries == 0 && map.frameCount == 0)
        map.drawFrame(on: canvas, width: 400, height: 300)
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 1, "an unchanged frame reuses its items")
        map.setViewport(Viewport(center: Fake.b.coordinate, zoom: 12, size: .zero), animated: false)
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 2)
        map.show(places: index, categories: [])
        map.drawFrame(on: canvas, width: 400, height: 300)
        #expect(index.queries == 3, "new data is queried again")
    }

    @Test func resizingKeepsTheCentre() throws {
        guard MapHarness.shared != nil else { return }
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
        guard MapHarness.shared != nil else { return }
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: Fake.c.coordinate, zoom: 9, size: .zero), animated: false)
        map.show(places: FakePlaceIndex(), categories: [])
        map.drawFrame(on: Canvas(surface: try Surface(width: 16, height: 16)), width: 400, height: 300)
        #expect(map.viewport.zoom == 9 && map.viewport.center == Fake.c.coordinate)
    }

    @Test func selectionAndOfflineReachTheDrawnScene() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        h.map.select(placeID: "b")
        h.map.setOffline(true)
        h.waitForFrame()
        #expect(h.map.lastScene?.selectedPlaceID == "b")
        #expect(h.map.lastScene?.isOffline == true)
        h.map.setOffline(false)
        h.waitForFrame()
        #expect(h.map.lastScene?.isOffline == false)
        #expect(h.delegate.selections.isEmpty, "selecting in code does not call the delegate")
    }

    @Test func newTileImageRedraws() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let map = h.map
        let before = map.frameCount
        h.tiles.onChange?()
        let ok = MainLoop.run(until: { map.frameCount > before })
        #expect(ok)
    }

    @Test func tileArrivalDoesNotQueryTheIndexAgain() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let map = h.map
        let queries = map.indexQueryCount, frames = map.frameCount
        h.tiles.onChange?()
        h.tiles.onChange?()
        let ok = MainLoop.run(until: { map.frameCount > frames })
        #expect(ok)
        #expect(map.indexQueryCount == queries)
    }

    @Test func delegateHearsTheFinalViewport() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        h.map.setViewport(Viewport(center: Fake.c.coordinate, zoom: 12, size: .zero), animated: true)
        let d = h.delegate, map = h.map
        h.settle()
        let ok = MainLoop.run(until: { d.events.last == .viewport(map.viewport) })
        #expect(ok, "last event \(String(describing: d.events.last))")
        #expect(abs(map.viewport.zoom - 12) < 1e-9)
        #expect(map.viewport.screenPoint(for: Fake.c.coordinate).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)
    }

    @Test func styleSetsTheZoomRange() throws {
        guard let h = MapHarness.shared else { return }
        var low = MapHarness.style
        low.maxZoom = 10
        h.map.show(style: low)
        #expect(h.map.viewport.zoomRange.upperBound == 13)
        #expect(h.map.viewport.zoom <= 13)
        h.map.show(style: MapHarness.style)
        #expect(h.map.viewport.zoomRange.upperBound == 21)
    }

    @Test func styleChangeDuringAnimationKeepsTheNewRange() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let map = h.map, d = h.delegate
        map.zoom(by: 1, animated: true)
        var low = MapHarness.style
        low.maxZoom = 8
        map.show(style: low)
        h.settle()
        #expect(map.viewport.zoomRange.upperBound == 11)
        #expect(map.viewport.zoom <= 11)
        let told = MainLoop.run(until: { d.events.last == .viewport(map.viewport) })
        #expect(told, "clamping the zoom is a viewport change the delegate hears about")
        map.show(style: MapHarness.style)
    }

    @Test func tickCallbackGetsIncreasingFrameTimesUntilItStops() throws {
        guard let h = MapHarness.shared else { return }
        final class Times { var values: [Double] = [] }
        let times = Times()
        h.map.widget.addTickCallback { t in
            times.values.append(t)
            return times.values.count < 3
        }
        let ok = MainLoop.run(until: { times.values.count >= 3 })
        #expect(ok)
        h.waitForFrame()
        h.waitForFrame()
        #expect(times.values.count == 3)
        #expect(zip(times.values, times.values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func hidingMidAnimationLandsItAndStillNotifies() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let map = h.map, d = h.delegate
        map.zoom(by: 1, animated: true)
        #expect(map.isAnimating)
        map.widget.setVisible(false)
        #expect(!map.isAnimating)
        #expect(abs(map.viewport.zoom - 13) < 1e-9)
        let told = MainLoop.run(until: { d.events.last == .viewport(map.viewport) })
        #expect(told)
        map.widget.setVisible(true)
        let shown = MainLoop.run(until: { map.widget.isMapped })
        #expect(shown)
        h.waitForFrame()
        // Animations work again once back on screen.
        map.zoom(by: 1, animated: true)
        let landed = MainLoop.run(until: { !map.isAnimating && abs(map.viewport.zoom - 14) < 1e-9 })
        #expect(landed)
    }

    @Test func cursorIsAHandOverPinsAndDefaultElsewhere() throws {
        guard let h = MapHarness.shared else { return }
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let pin = try #require(hitPoint(for: .place(Fake.a), in: h))
        let empty = try #require(emptyPoint(in: h))
        let map = h.map
        h.move(to: pin)
        let overPin = MainLoop.run(until: { map.widget.cursorName == "pointer" })
        #expect(overPin)
        h.move(to: empty)
        let offPin = MainLoop.run(until: { map.widget.cursorName == nil })
        #expect(offPin)
    }

    /// Run once with GDK_SCALE=2 to see HiDPI: the viewport takes the widget's device scale.
    @Test func viewportTakesTheWidgetsScaleFactor() throws {
        guard let h = MapHarness.shared else { return }
        h.waitForFrame()
        #expect(h.map.viewport.scaleFactor == Double(h.map.widget.scaleFactor))
        #expect(h.map.lastScene?.viewport.scaleFactor == Double(h.map.widget.scaleFactor))
    }

    /// A MapWidget outside any window, sized by one offscreen frame.
    func offscreenMap(center: Coordinate, zoom: Double) throws -> MapWidget {
        let map = MapWidget(renderer: .init(categories: []), tiles: FakeTiles(), style: MapHarness.style)
        map.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
        map.drawFrame(on: Canvas(surface: try Surface(width: 16, height: 16)), width: 800, height: 600)
        return map
    }

    @Test func touchpadScrollZoomsFractionallyAboutThePointer() throws {
        guard MapHarness.shared != nil else { return }
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
        guard MapHarness.shared != nil else { return }
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

    @Test func zoomByKeepsTheCentre() throws {
        guard MapHarness.shared != nil else { return }
        let map = try offscreenMap(center: Fake.b.coordinate, zoom: 12)
        map.zoom(by: 2, animated: true) // not on screen: lands at once
        #expect(abs(map.viewport.zoom - 14) < 1e-9)
        #expect(map.viewport.screenPoint(for: Fake.b.coordinate).distance(to: PixelPoint(x: 400, y: 300)) < 1e-6)
        map.zoom(by: -100, animated: false)
        #expect(map.viewport.zoom == map.viewport.zoomRange.lowerBound)
    }

    /// Writes a screenshot when PINMAP_SCREENSHOT names a file (for looking at, not asserting).
    @Test func screenshotWhenAsked() throws {
        guard let h = MapHarness.shared, let path = ProcessInfo.processInfo.environment["PINMAP_SCREENSHOT"] else { return }
        h.reset(center: Fake.a.coordinate, zoom: 14)
        h.map.select(placeID: "a")
        h.waitForFrame()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        p.arguments = ["-window", "root", path]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }
}
