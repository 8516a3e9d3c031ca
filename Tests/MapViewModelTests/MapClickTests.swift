import MapCore
import MapViewModel
import Testing

/// A map view's hits, as a table: what lies at each point (no toolkit, no drawing).
@MainActor
struct FakeHits: ClickHitSource {
    var dropped: [PixelPoint: DroppedMarkerPart] = [:]
    var items: [PixelPoint: MapItem] = [:]
    var shapes: [PixelPoint: PlaceShape] = [:]
    func droppedMarkerPart(at point: PixelPoint) -> DroppedMarkerPart? { dropped[point] }
    func item(at point: PixelPoint) -> MapItem? { items[point] }
    func shape(at point: PixelPoint) -> PlaceShape? { shapes[point] }
}

/// Every outcome of a click, decided by `MapClick` from a fake hit source.
@MainActor @Suite struct MapClickTests {
    /// Tiles up to 16, so the map zooms to 19.
    let style = MapStyle(id: "s", name: "S", urlTemplate: "", attribution: "", maxZoom: 16)
    static let cafe = Place(id: "a", categoryID: "cafe", title: "Cafe", coordinate: Coordinate(clampingLatitude: 60.1705, wrappingLongitude: 24.9522))
    static let shop = Place(id: "b", categoryID: "shop", title: "Shop", coordinate: Coordinate(clampingLatitude: 60.1685, wrappingLongitude: 24.9410))
    static let walk = PlaceShape(id: "w", categoryID: "walk", title: "Walk",
                                 geometry: .lines([[Coordinate(clampingLatitude: 60, wrappingLongitude: 24),
                                                    Coordinate(clampingLatitude: 60, wrappingLongitude: 25)]]))
    static func cluster(expansionZoom: Double, members: [Place] = [cafe, shop]) -> ClusterSummary {
        let coords = members.map(\.coordinate)
        let centre = Coordinate(clampingLatitude: coords.map(\.latitude).reduce(0, +) / Double(coords.count),
                                wrappingLongitude: coords.map(\.longitude).reduce(0, +) / Double(coords.count))
        return ClusterSummary(id: 7, count: members.count, center: centre, bounds: GeoBounds(containing: coords)!,
                              expansionZoom: expansionZoom, categoryCounts: [.init(categoryID: "cafe", count: members.count)])
    }
    var view: Viewport { Viewport(center: Self.cafe.coordinate, zoom: 11, size: PixelSize(width: 800, height: 600), zoomRange: style.viewZoomRange) }
    let here = PixelPoint(x: 120, y: 80)

    func decide(_ hits: FakeHits, count: Int = 1, doubleClickZooms: Bool = true) -> MapClick {
        MapClick.decide(count: count, at: here, hits: hits, viewport: view, style: style, doubleClickZooms: doubleClickZooms)
    }

    @Test func aPinSelectsItsPlaceAnchoredAtItsTip() {
        let click = decide(FakeHits(items: [here: .place(Self.cafe)]))
        #expect(click == .outcome(.selectPlace(Self.cafe, anchor: view.screenPoint(for: Self.cafe.coordinate))))
    }

    @Test func aClusterThatSplitsZoomsToItsExpansionZoomAboutTheMiddle() {
        let c = Self.cluster(expansionZoom: 13)
        #expect(decide(FakeHits(items: [here: .cluster(c)])) == .outcome(.expandCluster(c, zoom: 13, anchor: PixelPoint(x: 400, y: 300))))
    }

    @Test func aClusterNoZoomSplitsIsListedWithoutZooming() {
        let c = Self.cluster(expansionZoom: 20)
        #expect(decide(FakeHits(items: [here: .cluster(c)])) == .outcome(.stackedCluster(c, anchor: view.screenPoint(for: c.center))))
    }

    @Test func aShapeAloneIsSelectedWhereClicked() {
        #expect(decide(FakeHits(shapes: [here: Self.walk])) == .outcome(.selectShape(Self.walk, anchor: here)))
    }

    @Test func aPinOverAShapeWins() {
        let click = decide(FakeHits(items: [here: .place(Self.shop)], shapes: [here: Self.walk]))
        #expect(click == .outcome(.selectPlace(Self.shop, anchor: view.screenPoint(for: Self.shop.coordinate))))
    }

    @Test func emptyMapClearsTheSelection() {
        #expect(decide(FakeHits()) == .outcome(.clearSelection))
    }

    @Test func theDroppedMarkersCrossClosesItAndItsBodySwallowsTheClick() {
        let overPin = FakeHits(dropped: [here: .close], items: [here: .place(Self.cafe)])
        #expect(decide(overPin) == .closeDroppedMarker, "the marker is drawn above the pins")
        #expect(decide(overPin, count: 2) == .ignored, "only a single click closes it")
        #expect(decide(FakeHits(dropped: [here: .body], shapes: [here: Self.walk])) == .ignored)
    }

    @Test func aDoubleClickZoomsInAboutThePointExceptOnAPin() {
        #expect(decide(FakeHits(), count: 2) == .zoomIn(anchor: here))
        #expect(decide(FakeHits(items: [here: .cluster(Self.cluster(expansionZoom: 13))]), count: 2) == .zoomIn(anchor: here))
        #expect(decide(FakeHits(items: [here: .place(Self.cafe)]), count: 2) == .ignored, "the first click selected it")
    }

    @Test func aDoubleClickIsLeftToAToolkitThatZoomsItself() {
        #expect(decide(FakeHits(), count: 2, doubleClickZooms: false) == .ignored)
        #expect(decide(FakeHits(items: [here: .place(Self.cafe)]), count: 2, doubleClickZooms: false) == .ignored)
    }
}

/// What each outcome tells the owner, and that a splitting cluster is flown to first.
@MainActor @Suite struct MapClickCarryOutTests {
    let style = MapStyle(id: "s", name: "S", urlTemplate: "", attribution: "", maxZoom: 16)

    func map() -> (RecordingMapView, RecordingDelegate) {
        let view = Viewport(center: MapClickTests.cafe.coordinate, zoom: 11, size: PixelSize(width: 800, height: 600), zoomRange: style.viewZoomRange)
        let map = RecordingMapView(viewport: view)
        let owner = RecordingDelegate()
        map.delegate = owner
        return (map, owner)
    }

    @Test func eachOutcomeReachesTheOwnerOnce() {
        let (map, owner) = map()
        let c = MapClickTests.cluster(expansionZoom: 20)
        map.carryOut(.outcome(.selectPlace(MapClickTests.cafe, anchor: .zero)))
        map.carryOut(.outcome(.stackedCluster(c, anchor: .zero)))
        map.carryOut(.outcome(.selectShape(MapClickTests.walk, anchor: PixelPoint(x: 3, y: 4))))
        map.carryOut(.outcome(.clearSelection))
        map.carryOut(.closeDroppedMarker)
        map.carryOut(.ignored)
        #expect(owner.calls == ["place a", "cluster 7", "shape w at 3,4", "clear", "close marker"])
        #expect(map.moves.isEmpty, "none of these moves the map")
    }

    @Test func aClusterThatSplitsIsFlownToThenTold() {
        let (map, owner) = map()
        let c = MapClickTests.cluster(expansionZoom: 13)
        map.carryOut(.outcome(.expandCluster(c, zoom: 13, anchor: PixelPoint(x: 400, y: 300))))
        #expect(map.moves.count == 1)
        #expect(map.moves.first?.animated == true)
        #expect(map.moves.first?.viewport.zoom == 13)
        #expect(map.moves.first.map { $0.viewport.center.distance(to: c.center) < 1 } == true, "within a metre")
        #expect(owner.calls == ["cluster 7"])
    }

    @Test func aDoubleClickZoomsThroughTheViewsOwnAnimation() {
        let (map, owner) = map()
        var zoomedAbout: PixelPoint?
        map.carryOut(.zoomIn(anchor: PixelPoint(x: 5, y: 6))) { zoomedAbout = $0 }
        #expect(zoomedAbout == PixelPoint(x: 5, y: 6))
        #expect(owner.calls.isEmpty)
    }
}

@MainActor
final class RecordingMapView: MapView {
    weak var delegate: (any MapViewDelegate)?
    var viewport: Viewport
    var moves: [(viewport: Viewport, animated: Bool)] = []
    init(viewport: Viewport) { self.viewport = viewport }
    func setViewport(_ viewport: Viewport, animated: Bool) { moves.append((viewport, animated)) }
    func show(style: MapStyle) {}
    func show(places index: any PlaceIndex) {}
    func select(placeID: Place.ID?) {}
    func setOffline(_ offline: Bool) {}
    func show(droppedMarker: DroppedMarker?) {}
}

@MainActor
final class RecordingDelegate: MapViewDelegate {
    var calls: [String] = []
    func mapView(_ map: any MapView, didChangeViewport viewport: Viewport) {}
    func mapView(_ map: any MapView, didSelectPlace place: Place, anchor: PixelPoint) { calls.append("place \(place.id)") }
    func mapView(_ map: any MapView, didSelectCluster cluster: ClusterSummary, anchor: PixelPoint) { calls.append("cluster \(cluster.id)") }
    func mapView(_ map: any MapView, didSelectShape shape: PlaceShape, anchor: PixelPoint) {
        calls.append("shape \(shape.id) at \(Int(anchor.x)),\(Int(anchor.y))")
    }
    func mapViewDidClearSelection(_ map: any MapView) { calls.append("clear") }
    func mapViewDidCloseDroppedMarker(_ map: any MapView) { calls.append("close marker") }
}
