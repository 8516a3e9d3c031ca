import Foundation
import GtkInterop
import MapCore
import Testing
@testable import ShumateMap

/// What the app relies on from any `MapView`, run against the test fake, the Cairo `MapWidget` and the
/// libshumate `ShumateMapView` alike. The widgets need a display: run under `xvfb-run -a`.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil || ProcessInfo.processInfo.environment["CI"] == "true",
                            "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct MapViewContractTests {
    func subject(_ implementation: Implementation) throws -> any ContractSubject {
        try #require(implementation.subject, "\(implementation) could not start (no GTK on this display?)")
    }

    /// Puts the map at a known place and forgets what the delegate heard.
    func reset(_ s: any ContractSubject, center: Coordinate = SmallIndex.a.coordinate, zoom: Double = 14) {
        s.mapView.show(style: ShumateHarness.style)
        s.mapView.show(places: SmallIndex())
        s.mapView.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
        s.mapView.select(placeID: nil)
        s.mapView.setOffline(false)
        s.settle()
        s.delegate.events.removeAll()
    }

    func near(_ a: Coordinate, _ b: Coordinate) -> Bool {
        abs(a.latitude - b.latitude) < 1e-7 && abs(a.longitude - b.longitude) < 1e-7
    }

    @Test(arguments: Implementation.allCases)
    func anImmediateMoveRoundTripsAndIsReported(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s)
        let size = s.mapView.viewport.size
        s.mapView.setViewport(Viewport(center: SmallIndex.c.coordinate, zoom: 15.25, size: .zero), animated: false)
        // Read back at once: an immediate move is immediate.
        #expect(near(s.mapView.viewport.center, SmallIndex.c.coordinate))
        #expect(abs(s.mapView.viewport.zoom - 15.25) < 1e-9)
        #expect(s.mapView.viewport.size == size, "the map keeps its own size")
        s.settle()
        guard case .viewport(let told) = s.delegate.events.last else { Issue.record("no didChangeViewport"); return }
        #expect(near(told.center, SmallIndex.c.coordinate) && abs(told.zoom - 15.25) < 1e-9)
    }

    @Test(arguments: Implementation.allCases)
    func anAnimatedMoveArrivesAndIsReported(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s, zoom: 12)
        s.mapView.setViewport(Viewport(center: SmallIndex.b.coordinate, zoom: 14, size: .zero), animated: true)
        let arrived = MainLoop.run(until: { near(s.mapView.viewport.center, SmallIndex.b.coordinate) && abs(s.mapView.viewport.zoom - 14) < 1e-6 },
                                   timeout: .seconds(10))
        s.settle()
        #expect(arrived)
        guard case .viewport(let told) = s.delegate.events.last else { Issue.record("no didChangeViewport"); return }
        #expect(abs(told.zoom - 14) < 1e-6)
    }

    @Test(arguments: Implementation.allCases)
    func placesAreShownAndReplaced(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s)
        #expect(s.shownIDs == ["p:a", "p:b", "p:c", "c:2"])
        s.mapView.show(places: OnlyC())
        s.settle()
        #expect(s.shownIDs == ["p:c"], "a new index replaces what was shown")
        s.mapView.setViewport(Viewport(center: SmallIndex.a.coordinate, zoom: 12, size: .zero), animated: false)
        s.mapView.show(places: SmallIndex())
        s.settle()
        #expect(s.shownIDs == ["p:c", "c:1", "c:2"], "the index is asked at the current zoom")
    }

    @Test(arguments: Implementation.allCases)
    func selectionShowsAndClearsWithoutCallingTheDelegate(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s)
        s.mapView.select(placeID: "b")
        s.settle()
        #expect(s.selectedShown == "b")
        s.mapView.select(placeID: nil)
        s.settle()
        #expect(s.selectedShown == nil)
        #expect(s.delegate.selections.isEmpty, "selecting in code is not a user's click")
    }

    @Test(arguments: Implementation.allCases)
    func theOfflineIndicatorFollowsSetOffline(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s)
        s.mapView.setOffline(true)
        s.settle()
        #expect(s.offlineShown)
        s.mapView.setOffline(false)
        s.settle()
        #expect(!s.offlineShown)
    }

    @Test(arguments: Implementation.allCases)
    func aStyleChangeKeepsTheViewAndTakesTheStylesZoomRange(_ implementation: Implementation) throws {
        let s = try subject(implementation)
        reset(s)
        var other = ShumateHarness.style
        other.id = "contract-other"
        other.maxZoom = 15
        s.mapView.show(style: other)
        s.settle()
        #expect(s.mapView.viewport.zoomRange.upperBound == 18, "overzoom three levels past the style's maxZoom")
        #expect(near(s.mapView.viewport.center, SmallIndex.a.coordinate))
        #expect(abs(s.mapView.viewport.zoom - 14) < 1e-9)
        #expect(s.shownIDs == ["p:a", "p:b", "p:c", "c:2"], "places stay through a style change")
    }
}

/// An index with only place C.
struct OnlyC: PlaceIndex {
    var placeCount: Int { 1 }
    func items(in bounds: GeoBounds, zoom: Double) -> [MapItem] { bounds.contains(SmallIndex.c.coordinate) ? [.place(SmallIndex.c)] : [] }
    func leaves(ofCluster id: UInt64, limit: Int, offset: Int) -> [Place] { [] }
}
