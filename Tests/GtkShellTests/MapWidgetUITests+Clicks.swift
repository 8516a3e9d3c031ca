import Foundation
import Graphics
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Clicks on pins, clusters and empty map (on release), and double clicks.
extension MapWidgetUITests {
    @Test func clickOnAPinSelectsIt() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 15)
        let target = try #require(hitPoint(for: .place(Fake.a), in: h))
        h.click(at: target)
        let d = h.delegate
        let selected = MainLoop.run(until: { !d.selections.isEmpty })
        #expect(selected)
        #expect(h.map.selectedPlaceID == "a")
        guard case .place(let id, let anchor)? = d.selections.first else { Issue.record("no place selection: \(d.selections)"); return }
        #expect(id == "a")
        #expect(close(anchor, h.map.viewport.screenPoint(for: Fake.a.coordinate)), "anchor is the pin's tip")
    }

    /// Issue 12: the store owns the selection. A click only tells the owner; an owner that does not select
    /// leaves the pin unhighlighted.
    @Test func aClickHighlightsOnlyWhatTheOwnerSelects() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 15)
        h.delegate.echoesSelection = false
        defer { h.delegate.echoesSelection = true }
        let target = try #require(hitPoint(for: .place(Fake.a), in: h))
        h.click(at: target)
        let d = h.delegate
        let told = MainLoop.run(until: { !d.selections.isEmpty })
        #expect(told)
        h.waitForFrame()
        #expect(h.map.selectedPlaceID == nil)
        #expect(h.map.lastScene?.selectedPlaceID == nil)
    }

    @Test func clickOnEmptyMapDeselects() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 15)
        h.map.select(placeID: "a")
        h.waitForFrame()
        let empty = try #require(emptyPoint(in: h, near: PixelPoint(x: 60, y: 560)))
        h.click(at: empty)
        let d = h.delegate
        let cleared = MainLoop.run(until: { d.selections == [.cleared] })
        #expect(cleared)
        #expect(h.map.selectedPlaceID == nil)
    }

    @Test func clickOnAClusterZoomsToItsExpansion() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        let cluster = Fake.cluster(Fake.abClusterID, [Fake.a, Fake.b], expansionZoom: Fake.splitZoom)
        h.reset(center: cluster.center, zoom: 11)
        #expect(h.map.drawnItems.contains { $0.id == "c:1" })
        let target = try #require(hitPoint(for: .cluster(cluster), in: h))
        h.click(at: target)
        let d = h.delegate, map = h.map
        let reported = MainLoop.run(until: { d.selections.contains { if case .cluster(1, _) = $0 { true } else { false } } })
        #expect(reported)
        h.settle()
        #expect(abs(map.viewport.zoom - Fake.splitZoom) < 1e-6)
        #expect(close(map.viewport.screenPoint(for: cluster.center), PixelPoint(x: 400, y: 300)))
        #expect(map.drawnItems.contains { $0.id == "p:a" } && map.drawnItems.contains { $0.id == "p:b" })
    }

    @Test func clickOnAStackedClusterReportsItWithoutZooming() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.d.coordinate, zoom: 16)
        let stacked = try #require(h.map.drawnItems.first { $0.id == "c:2" })
        let target = try #require(hitPoint(for: stacked, in: h))
        h.click(at: target)
        let d = h.delegate
        let reported = MainLoop.run(until: { !d.selections.isEmpty })
        #expect(reported)
        h.settle()
        #expect(d.selections.count == 1)
        if case .cluster(let id, _)? = d.selections.first { #expect(id == Fake.stackedClusterID) } else { Issue.record("\(d.selections)") }
        #expect(h.map.viewport.zoom == 16)
    }

    @Test func doubleClickZoomsInAroundThePoint() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.c.coordinate, zoom: 12)
        let p = try #require(emptyPoint(in: h, near: PixelPoint(x: 520, y: 140)))
        let under = h.map.viewport.coordinate(at: p)
        h.doubleClick(at: p)
        let map = h.map
        let zoomedIn = MainLoop.run(until: { abs(map.viewport.zoom - 13) < 1e-6 && !map.isAnimating })
        #expect(zoomedIn, "zoom \(map.viewport.zoom), events \(h.delegate.selections)")
        #expect(close(map.viewport.screenPoint(for: under), p))
    }
}
