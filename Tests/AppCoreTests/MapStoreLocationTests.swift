import AppCore
import Foundation
import MapCore
import Testing

/// The store owns the location: the button's presses, follow mode, pans, failures, and never asking twice.
@MainActor
@Suite struct MapStoreLocationTests {
    final class Map: MapView, LocationDisplaying {
        weak var delegate: (any MapViewDelegate)?
        var viewport = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 0), zoom: 12,
                                size: PixelSize(width: 800, height: 600))
        var moves: [(Coordinate, Bool)] = []
        var shown: [LocationDisplay?] = []
        var onUserPan: (@MainActor () -> Void)?
        func setViewport(_ v: Viewport, animated: Bool) { viewport = v; moves.append((v.center, animated)) }
        func show(style: MapStyle) {}
        func show(places index: any PlaceIndex) {}
        func select(placeID: Place.ID?) {}
        func setOffline(_ offline: Bool) {}
        func show(droppedMarker: DroppedMarker?) {}
        func show(location: LocationDisplay?) { shown.append(location) }
    }

    final class Source: LocationSource {
        var state: LocationState = .off
        var onEvent: (@MainActor (LocationEvent) -> Void)?
        var starts = 0
        func start() { starts += 1; send(.starting) }
        func stop() { send(.off) }
        func send(_ s: LocationState) { state = s; onEvent?(.state(s)) }
        func send(_ lat: Double, _ lon: Double, accuracy: Double = 20, age: TimeInterval = 0) {
            onEvent?(.update(LocationUpdate(coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
                                            accuracy: accuracy, timestamp: Date().addingTimeInterval(-age))))
        }
    }

    let map = Map()
    let source = Source()
    let store: MapStore

    init() {
        store = MapStore(service: FakeService(), mapView: map, indexBuilder: ManualIndexBuilder(), poster: ManualPoster(),
                         settingsFile: nil)
        store.attach(locationSource: source)
    }

    @Test func firstPressStartsAndCentresOnTheFirstPositionThenTheSecondFollows() {
        store.locationButtonPressed()
        #expect(source.starts == 1)
        source.send(.running)
        source.send(60.17, 24.94)
        #expect(map.moves.last?.1 == true, "the first centring flies")
        #expect(map.moves.last?.0 == Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94))
        #expect(map.viewport.zoom >= MapStore.searchZoom)
        #expect(map.shown.last??.update.coordinate.latitude == 60.17)
        source.send(60.171, 24.94)
        #expect(map.moves.count == 1, "centring is once; not following yet")
        store.locationButtonPressed()
        #expect(store.location.mode == .following)
        source.send(60.172, 24.941)
        #expect(map.moves.last?.0 == Coordinate(clampingLatitude: 60.172, wrappingLongitude: 24.941))
        #expect(map.moves.last?.1 == false, "following jumps with the dot, no animation to fight")
        #expect(source.starts == 1)
    }

    @Test func aPanStopsFollowing() {
        store.locationButtonPressed()
        source.send(.running)
        source.send(60.17, 24.94)
        store.locationButtonPressed()
        #expect(store.location.mode == .following)
        map.onUserPan?()
        #expect(store.location.mode == .free)
        let moves = map.moves.count
        source.send(60.18, 24.95)
        #expect(map.moves.count == moves)
    }

    @Test func deniedIsExplainedAndNeverAskedAgain() {
        var changes: [StoreChange] = []
        store.observe { changes.append($0) }
        store.locationButtonPressed()
        source.send(.denied(reason: "Location access was denied."))
        #expect(store.banner == "Location access was denied.")
        #expect(store.locationTooltip == "Location access was denied.")
        #expect(changes.contains { $0.contains(.location) })
        store.locationButtonPressed()
        store.locationButtonPressed()
        #expect(source.starts == 1, "asked once, not again")
    }

    @Test func unavailableIsExplainedAndAPressTriesAgain() {
        store.locationButtonPressed()
        source.send(.unavailable(reason: "No location service: GeoClue is not installed or not running (package geoclue-2.0)."))
        #expect(store.locationTooltip.contains("GeoClue is not installed"))
        #expect(store.banner?.contains("GeoClue") == true)
        store.locationButtonPressed()
        #expect(source.starts == 2)
    }

    @Test func aStalePositionIsDrawnGreyAndSaidSo() {
        store.locationButtonPressed()
        source.send(.running)
        source.send(60.17, 24.94, age: 600)
        #expect(map.shown.last??.isStale == true)
        #expect(store.locationTooltip.contains("last known location (10 min old)"))
    }

    @Test func noSourceSaysSo() {
        let bare = MapStore(service: FakeService(), mapView: Map(), indexBuilder: ManualIndexBuilder(), poster: ManualPoster(),
                            settingsFile: nil)
        bare.locationButtonPressed()
        #expect(bare.banner?.contains("No location source") == true)
        #expect(bare.locationTooltip == "No location source")
    }
}
