import Foundation
import MapCore
import Testing
@testable import AppCore

/// Issue 32: a cluster click tells a screen reader what happened, through the map's `announce`, in either map view.
@MainActor
struct ClusterAnnounceTests {
    @Test func aClusterThatZoomsInAnnouncesHowManyPlacesItHolds() async {
        let h = Harness()
        await h.startAndLoad()
        let a = Samples.place("a", "cafe", 60.17, 24.94), s = Samples.place("s", "museum", 60.18, 24.95)
        h.builder.all.last!.completion(.success(FakeIndex(places: [a, s], groups: [8: [a, s]])))
        // Splittable: the map has already flown in on it.
        let splittable = ClusterSummary(id: 8, count: 7, center: a.coordinate,
                                        bounds: GeoBounds(west: 24.94, south: 60.17, east: 24.95, north: 60.18),
                                        expansionZoom: 15, categoryCounts: [])
        h.store.mapView(h.map, didSelectCluster: splittable, anchor: PixelPoint(x: 5, y: 5))
        #expect(h.map.announced.last == "Zoomed in to 7 places")
        #expect(h.store.selection == .none)
    }

    @Test func aClusterThatListsItsPlacesAnnouncesTheList() async {
        let h = Harness()
        await h.startAndLoad()
        let a = Samples.place("a", "cafe", 60.17, 24.94), b = Samples.place("b", "museum", 60.17, 24.94)
        h.builder.all.last!.completion(.success(FakeIndex(places: [a, b], groups: [7: [a, b]])))
        // One spot: no zoom of the style splits it.
        let stacked = ClusterSummary(id: 7, count: 2, center: a.coordinate,
                                     bounds: GeoBounds(west: 24.94, south: 60.17, east: 24.94, north: 60.17),
                                     expansionZoom: 25, categoryCounts: [])
        h.store.mapView(h.map, didSelectCluster: stacked, anchor: PixelPoint(x: 5, y: 5))
        #expect(h.map.announced.last == "2 places here; list opened")
        #expect(h.store.selection == .group([a, b]))
    }
}
