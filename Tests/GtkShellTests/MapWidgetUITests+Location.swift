import AppCore
import Foundation
import GtkInterop
import Location
import MapCore
import Testing
@testable import GtkShell

/// The simulated source drives a real store and the harness's MapWidget: follow mode keeps the moving dot
/// centred, and a drag with the mouse (xdotool) stops following.
extension MapWidgetUITests {
    @Test func followModeKeepsTheWalkingDotCentredAndAPanStopsIt() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        let walk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/walk.gpx").standardized
        let track = try GPXTrack.load(path: walk.path)
        h.reset(center: track.points[0].coordinate, zoom: 16)
        let timer = StepTimer(), clock = StepClock()
        let source = SimulatedLocationSource(track: track, speed: 1, timer: timer, now: { clock.now })
        let store = MapStore(service: NoLocationPlaces(), mapView: h.map, indexBuilder: NoIndex(), poster: NoPoster(),
                             settingsFile: nil)
        store.attach(locationSource: source)
        defer { source.stop(); h.map.onUserPan = nil; h.map.show(location: nil); h.waitForFrame() }
        let middle = PixelPoint(x: h.map.viewport.size.width / 2, y: h.map.viewport.size.height / 2)

        store.locationButtonPressed()
        store.locationButtonPressed()
        #expect(store.location.mode == .following)
        var seen: [Coordinate] = []
        for _ in 0..<6 {
            clock.now += 20
            timer.tick?()
            h.settle()
            let dot = try #require(h.map.lastScene?.location?.update.coordinate)
            seen.append(dot)
            #expect(h.map.viewport.screenPoint(for: dot).distance(to: middle) < 1, "the dot stays in the middle")
        }
        #expect(Set(seen).count == seen.count, "the dot moved along the track")
        #expect(seen.first!.distance(to: seen.last!) > 50)

        // A drag with the mouse: following stops, and the next position no longer moves the map.
        let start = PixelPoint(x: middle.x - 150, y: middle.y + 120)
        var args = ["mousemove", "--window", h.xWindow] + h.xy(start) + ["mousedown", "1"]
        for i in 1...5 { args += ["sleep", "0.02", "mousemove", "--window", h.xWindow] + h.xy(PixelPoint(x: start.x + Double(i) * 30, y: start.y)) }
        XDo.run(args)
        let stopped = MainLoop.run(until: { store.location.mode == .free })
        XDo.run(["mouseup", "1"])
        h.settle()
        #expect(stopped, "a pan stops following")
        let centre = h.map.viewport.center
        clock.now += 20
        timer.tick?()
        h.waitForFrame()
        #expect(h.map.viewport.center == centre)
        let dot = try #require(h.map.lastScene?.location?.update.coordinate)
        #expect(h.map.viewport.screenPoint(for: dot).distance(to: middle) > 20)
    }
}

@MainActor
private final class StepTimer: RepeatingTimer {
    var tick: (@MainActor () -> Void)?
    func start(interval: Double, _ tick: @escaping @MainActor () -> Void) { self.tick = tick }
    func cancel() { tick = nil }
}

private final class StepClock: @unchecked Sendable { var now = Date() }

private struct NoLocationPlaces: MapService {
    let defaultStyle = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    var styles: [MapStyle] { [defaultStyle] }
    var categories: [PlaceCategory] { [] }
    func places(in bounds: GeoBounds?) async throws -> [Place] { [] }
}
