import MapCore
import MapViewModel
import Testing

/// The click model lives in MapViewModel; its tests stay here beside the shared FakePlaceIndex.
@Suite struct ClickOutcomeTests {
    typealias Fake = FakePlaceIndex
    /// Tiles up to 16, so the map zooms to 19.
    let style = MapStyle(id: "s", name: "S", urlTemplate: "", attribution: "", maxZoom: 16)
    var view: Viewport { Viewport(center: Fake.a.coordinate, zoom: 11, size: PixelSize(width: 800, height: 600), zoomRange: style.viewZoomRange) }

    @Test func emptyMapClears() {
        #expect(ClickOutcome.decide(hit: nil, viewport: view, style: style) == .clearSelection)
    }

    @Test func placeSelectsWithItsTipAsAnchor() {
        let outcome = ClickOutcome.decide(hit: .place(Fake.b), viewport: view, style: style)
        #expect(outcome == .selectPlace(Fake.b, anchor: view.screenPoint(for: Fake.b.coordinate)))
    }

    @Test func clusterZoomsToItsExpansionZoom() {
        let c = Fake.cluster(1, [Fake.a, Fake.b], expansionZoom: 13)
        #expect(ClickOutcome.decide(hit: .cluster(c), viewport: view, style: style) == .expandCluster(c, zoom: 13, anchor: PixelPoint(x: 400, y: 300)))
    }

    @Test func clusterAlwaysZoomsInAtLeastOneLevel() {
        let c = Fake.cluster(1, [Fake.a, Fake.b], expansionZoom: 9)
        guard case .expandCluster(_, let zoom, _) = ClickOutcome.decide(hit: .cluster(c), viewport: view, style: style) else {
            Issue.record("expected a zoom"); return
        }
        #expect(zoom == 12)
    }

    @Test func clusterBeyondMaxZoomIsReportedWithoutZoom() {
        let c = Fake.cluster(2, [Fake.a, Fake.b], expansionZoom: 20)
        #expect(ClickOutcome.decide(hit: .cluster(c), viewport: view, style: style) == .stackedCluster(c, anchor: view.screenPoint(for: c.center)))
    }

    @Test func membersOnOneCoordinateAreReportedWithoutZoom() {
        let c = Fake.cluster(2, [Fake.d, Fake.e], expansionZoom: 12)
        #expect(ClickOutcome.decide(hit: .cluster(c), viewport: view, style: style) == .stackedCluster(c, anchor: view.screenPoint(for: c.center)))
    }

    @Test func placesAFewMetresApartThatNeverSplitAreReportedWithoutZoom() {
        let near = FakePlaceIndex.place("n", Fake.a.coordinate.latitude + 2 / 111_320, Fake.a.coordinate.longitude)
        let c = Fake.cluster(3, [Fake.a, near], expansionZoom: .infinity)
        #expect(ClickOutcome.decide(hit: .cluster(c), viewport: view, style: style) == .stackedCluster(c, anchor: view.screenPoint(for: c.center)))
    }
}

/// A line or an area under the click selects it only when no pin or cluster is there (they are drawn on top).
@Suite struct ClickOutcomeShapeTests {
    let style = MapStyle(id: "s", name: "S", urlTemplate: "", attribution: "", maxZoom: 16)
    var view: Viewport { Viewport(center: FakePlaceIndex.a.coordinate, zoom: 11, size: PixelSize(width: 800, height: 600)) }
    let walk = PlaceShape(id: "w", categoryID: "walk", title: "Walk",
                          geometry: .lines([[Coordinate(clampingLatitude: 60, wrappingLongitude: 24),
                                             Coordinate(clampingLatitude: 60, wrappingLongitude: 25)]]))

    @Test func aShapeAloneIsSelectedAtThePointClicked() {
        let point = PixelPoint(x: 120, y: 80)
        #expect(ClickOutcome.decide(hit: nil, shape: walk, at: point, viewport: view, style: style) == .selectShape(walk, anchor: point))
    }

    @Test func aPinOverTheShapeWins() {
        let outcome = ClickOutcome.decide(hit: .place(FakePlaceIndex.b), shape: walk, at: PixelPoint(x: 1, y: 1), viewport: view, style: style)
        #expect(outcome == .selectPlace(FakePlaceIndex.b, anchor: view.screenPoint(for: FakePlaceIndex.b.coordinate)))
    }

    @Test func neitherClears() {
        #expect(ClickOutcome.decide(hit: nil, shape: nil, at: .zero, viewport: view, style: style) == .clearSelection)
    }
}
