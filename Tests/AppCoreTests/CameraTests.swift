@testable import AppCore
import MapCore
import Testing

/// The store's camera: the one viewport the app holds (what the map reported) and the app's outstanding request.
@MainActor
@Suite struct CameraTests {
    static let tampere = Coordinate(clampingLatitude: 61.4981, wrappingLongitude: 23.7610)

    @Test func aFlightIsUnderWayUntilTheMapReportsArriving() async {
        let h = Harness()
        await h.startAndLoad()
        let before = h.store.viewport
        h.store.flyTo(Self.tampere, zoom: 12)
        #expect(h.store.camera.isMoving)
        #expect(h.store.camera.requested?.center == Self.tampere)
        #expect(h.store.viewport == before, "the store holds what the map reported, not what it asked for")
        // The map reports a frame on the way, then its landing (the fake map lands at once).
        var halfway = before
        halfway.setCenter(Coordinate(clampingLatitude: 61, wrappingLongitude: 24.3))
        h.store.viewportChanged(halfway)
        #expect(h.store.camera.isMoving)
        h.store.viewportChanged(h.map.viewport)
        #expect(!h.store.camera.isMoving)
        #expect(h.store.viewport == h.map.viewport)
    }

    @Test func aZoomTheMapClampsStillArrivesAndAHandPanAbandonsARequest() async {
        let h = Harness()
        await h.startAndLoad()
        var clamped = h.store.viewport
        clamped.setZoomRange(0...15)
        h.store.viewportChanged(clamped)
        h.store.flyTo(Self.tampere, zoom: 19)
        #expect(h.store.camera.isMoving)
        var landed = h.map.viewport
        landed.setZoomRange(0...15)
        h.store.viewportChanged(landed)
        #expect(!h.store.camera.isMoving, "the map's range caps the zoom asked for")

        h.store.flyTo(Self.tampere, zoom: 10)
        #expect(h.store.camera.isMoving)
        h.store.userPanned()
        #expect(!h.store.camera.isMoving)
    }

    @Test func aStillMoveIsNotLeftOutstanding() async throws {
        let h = Harness()
        await h.startAndLoad()
        let m1 = try #require(Samples.places.first { $0.id == "m1" })
        var far = h.store.viewport
        far.setCenter(Self.tampere)
        h.map.setViewport(far, animated: false)
        h.store.viewportChanged(far)
        h.store.revealPlace(m1)
        #expect(!h.store.camera.isMoving)
        #expect(h.store.viewport == h.map.viewport)
    }

    /// The map reports its own motion (a glide, an animation): the camera counts as moving and the debug dump as busy
    /// ("map") with no view to ask; when the map stops, a request it could not reach exactly is over too.
    @Test func theMapsOwnMotionMovesTheCameraAndItsEndSettlesARequest() async {
        let h = Harness()
        await h.startAndLoad()
        #expect(!h.store.busyReasons.contains("map"))
        h.store.mapView(h.map, didChangeMotion: true)
        #expect(h.store.camera.isMoving)
        #expect(h.store.busyReasons.contains("map"))
        h.store.mapView(h.map, didChangeMotion: false)
        #expect(!h.store.camera.isMoving)
        #expect(!h.store.busyReasons.contains("map"))

        // A flight to a spot the map stops short of (the fake map never reports arriving): over once it stops.
        h.store.flyTo(Self.tampere, zoom: 12)
        h.store.mapView(h.map, didChangeMotion: true)
        #expect(h.store.busyReasons.contains("map"))
        h.store.mapView(h.map, didChangeMotion: false)
        #expect(h.store.camera.requested == nil)
        #expect(!h.store.busyReasons.contains("map"))
    }
}
