import Foundation
import GtkInterop
import MapCore
import Testing
@testable import ShumateMap

/// The libshumate map in a real window under Xvfb: viewport, tiles from our provider, markers as widgets,
/// clicks picked from those widgets. Run with `xvfb-run -a swift test --filter ShumateMapTests`.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil || ProcessInfo.processInfo.environment["CI"] == "true",
                            "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct ShumateMapViewUITests {
    func harness() throws -> ShumateHarness { try #require(ShumateHarness.shared, "GTK could not start on this display") }

    @Test func theViewportRoundTripsThroughLibshumate() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 14.5)
        let v = h.map.viewport
        #expect(abs(v.center.latitude - SmallIndex.c.coordinate.latitude) < 1e-9)
        #expect(abs(v.center.longitude - SmallIndex.c.coordinate.longitude) < 1e-9)
        #expect(abs(v.zoom - 14.5) < 1e-9)
        #expect(v.size == PixelSize(width: 800, height: 600))
        #expect(v.zoomRange == ShumateMapView.zoomRange(for: ShumateHarness.style))
    }

    @Test func anImmediateMoveTellsTheDelegateOnceWithTheNewViewport() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 12)
        h.map.setViewport(Viewport(center: SmallIndex.a.coordinate, zoom: 15, size: .zero), animated: false)
        h.settle()
        #expect(h.delegate.viewportChanges == 1, "latitude, longitude and zoom notifications coalesce to one call")
        guard case .viewport(let v) = h.delegate.events.last else { Issue.record("no viewport event"); return }
        #expect(abs(v.zoom - 15) < 1e-9)
        #expect(v == h.map.viewport)
    }

    @Test func anAnimatedMoveArrivesAndReportsOnTheWay() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 12)
        h.map.setViewport(Viewport(center: SmallIndex.a.coordinate, zoom: 14, size: .zero), animated: true)
        let map = h.map
        let arrived = MainLoop.run(until: { abs(map.viewport.zoom - 14) < 1e-6 && abs(map.viewport.center.longitude - SmallIndex.a.coordinate.longitude) < 1e-6 },
                                   timeout: .seconds(10))
        h.settle()
        #expect(arrived)
        #expect(h.delegate.viewportChanges >= 1)
    }

    @Test func tilesComeFromOurProviderNeverFromLibshumatesDownloader() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 13)
        let map = h.map
        let reached1 = MainLoop.run(until: { map.feed.statistics.completed > 0 }, timeout: .seconds(10))
        #expect(reached1)
        #expect(h.tiles.requestedScales.isEmpty == false, "the map asked our TileProvider")
    }

    @Test func markersAreTheIndexsItemsAroundTheView() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        #expect(h.map.shownItemIDs == ["p:a", "p:b", "p:c", "c:2"])
        #expect(h.map.markerCount == 4)
        h.reset(center: SmallIndex.a.coordinate, zoom: 12)
        #expect(h.map.shownItemIDs == ["p:c", "c:1", "c:2"], "below the split zoom A and B are one bubble")
        #expect(h.map.markerCount == 3)
    }

    @Test func aSmallPanKeepsEveryMarkerWidget() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        let before = h.map.markerChurn
        h.map.pan(by: PixelPoint(x: 5, y: 3))
        h.settle()
        #expect(h.map.markerChurn.added == before.added && h.map.markerChurn.removed == before.removed)
        #expect(h.map.markerCount == 4)
    }

    @Test func aNewIndexKeepsTheMarkersThatStay() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        let before = h.map.markerChurn
        // A category toggled off: C goes, A, B and the stacked pair stay with their widgets.
        h.map.show(places: WithoutC())
        h.settle()
        #expect(h.map.shownItemIDs == ["p:a", "p:b", "c:2"])
        #expect(h.map.markerChurn.added == before.added && h.map.markerChurn.removed == before.removed + 1)
        h.map.show(places: SmallIndex())
        h.settle()
        #expect(h.map.markerChurn.added == before.added + 1)
    }

    @Test func clickingAPinSelectsItWithItsTipAsAnchor() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 15)
        let tip = h.map.viewport.screenPoint(for: SmallIndex.a.coordinate)
        // The pin's head is above its tip.
        let head = PixelPoint(x: tip.x, y: tip.y - h.map.pinHeadOffset)
        #expect(h.map.item(at: head)?.id == "p:a", "GTK picks the marker's widget")
        h.map.clicked(count: 1, at: head)
        h.settle()
        #expect(h.delegate.selections == [.place("a", tip)])
        #expect(h.map.selectedPlaceID == "a")
        #expect(h.map.item(at: head)?.id == "p:a", "the selected pin above still picks as the place")
    }

    /// Issue 16: the end-to-end scenario's second click on a pin, just after Escape closed its popover, did
    /// nothing about one run in three: the pin, hidden under the selected one, was shown again but not laid
    /// out before the click came, so GTK picked the bare map.
    @Test func aPinShownAgainAsItsSelectionEndsTakesAClickBeforeTheNextFrame() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 15)
        let tip = h.map.viewport.screenPoint(for: SmallIndex.a.coordinate)
        let head = PixelPoint(x: tip.x, y: tip.y - h.map.pinHeadOffset)
        h.map.select(placeID: "a")
        h.settle()
        h.map.select(placeID: nil)
        #expect(h.map.item(at: head)?.id == "p:a", "no frame has run since the selection ended")
        h.settle()
        #expect(h.map.item(at: head)?.id == "p:a")
    }

    @Test func clickingEmptyMapClearsTheSelection() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 15)
        h.map.select(placeID: "a")
        let empty = PixelPoint(x: 20, y: 580)
        #expect(h.map.item(at: empty) == nil)
        h.map.clicked(count: 1, at: empty)
        #expect(h.delegate.selections == [.cleared])
        #expect(h.map.selectedPlaceID == nil)
    }

    @Test func clickingAClusterZoomsToItsExpansion() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 12)
        let bubble = SmallIndex.cluster(1, [SmallIndex.a, SmallIndex.b], expansionZoom: SmallIndex.splitZoom)
        let at = h.map.viewport.screenPoint(for: bubble.center)
        #expect(h.map.item(at: at)?.id == "c:1")
        h.map.clicked(count: 1, at: at)
        let map = h.map
        let reached2 = MainLoop.run(until: { abs(map.viewport.zoom - SmallIndex.splitZoom) < 1e-6 }, timeout: .seconds(10))
        #expect(reached2)
        #expect(h.delegate.selections == [.cluster(1, PixelPoint(x: 400, y: 300))])
    }

    @Test func clickingAStackedGroupAsksForItsListWithoutZooming() throws {
        let h = try harness()
        h.reset(center: SmallIndex.d.coordinate, zoom: 15)
        let at = h.map.viewport.screenPoint(for: SmallIndex.d.coordinate)
        h.map.clicked(count: 1, at: at)
        h.settle()
        #expect(h.delegate.selections == [.cluster(2, at)])
        #expect(abs(h.map.viewport.zoom - 15) < 1e-9)
    }

    @Test func theOfflineBadgeFollowsSetOfflineAndTheProvider() throws {
        let h = try harness()
        h.map.setOffline(true)
        #expect(h.map.tree.offlineBadge.isVisible)
        h.map.setOffline(false)
        #expect(!h.map.tree.offlineBadge.isVisible)
        h.tiles.offline = true
        h.tiles.onChange?()
        #expect(h.map.isOffline)
        h.tiles.offline = false
        h.tiles.onChange?()
        #expect(!h.map.isOffline)
    }

    @Test func aNewStyleKeepsTheViewAndItsZoomLimits() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        var other = ShumateHarness.style
        other.id = "other"
        other.maxZoom = 16
        h.map.show(style: other)
        h.settle()
        #expect(h.map.viewport.zoomRange == 0...19)
        #expect(abs(h.map.viewport.zoom - 14) < 1e-9)
        #expect(h.map.tree.markerLayersOnTop, "the new source's tile layer must not cover the markers")
        h.map.show(style: ShumateHarness.style)
        h.settle()
    }

    @Test func arrowKeysPanAndPlusZooms() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        let before = h.map.viewport
        #expect(h.map.keyPressed(KeyPress(keyval: KeySym.left)))
        h.settle()
        let after = h.map.viewport
        #expect(after.center.longitude < before.center.longitude, "Left shows what lies west")
        #expect(h.map.keyPressed(KeyPress(keyval: KeySym.plus)))
        let map = h.map
        let reached3 = MainLoop.run(until: { abs(map.viewport.zoom - 15) < 1e-6 }, timeout: .seconds(10))
        #expect(reached3)
    }
}

/// SmallIndex without place C (as if its category were unticked).
struct WithoutC: PlaceIndex {
    var placeCount: Int { 4 }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] { SmallIndex().items(in: bounds, zoom: zoom).filter { $0.id != "p:c" } }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { SmallIndex().leaves(ofCluster: id, limit: limit, offset: offset) }
}
