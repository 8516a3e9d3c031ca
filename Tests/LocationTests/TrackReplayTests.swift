import Foundation
import MapCore
import Testing
@testable import Location

struct TrackReplayTests {
    static func point(_ lat: Double, _ lon: Double, _ t: Double?) -> GPXTrack.Point {
        GPXTrack.Point(coordinate: try! Coordinate(latitude: lat, longitude: lon), time: t.map { Date(timeIntervalSince1970: $0) })
    }

    @Test func interpolatesBetweenTimedPointsAndHeadsTowardTheNext() {
        let replay = TrackReplay(track: GPXTrack(points: [Self.point(60, 25, 0), Self.point(60.001, 25, 10), Self.point(60.001, 25.002, 20)]))
        #expect(replay.duration == 20)
        let mid = replay.update(at: 5, timestamp: Date())
        #expect(abs(mid.coordinate.latitude - 60.0005) < 1e-9)
        #expect(abs(mid.heading! - 0) < 0.01, "northward")
        let east = replay.update(at: 15, timestamp: Date())
        #expect(abs(east.heading! - 90) < 0.1, "eastward")
        #expect(east.accuracy == TrackReplay.accuracy)
    }

    @Test func loopsAfterTheEnd() {
        let replay = TrackReplay(track: GPXTrack(points: [Self.point(60, 25, 0), Self.point(60.001, 25, 10)]))
        #expect(replay.update(at: 12, timestamp: Date()).coordinate == replay.update(at: 2, timestamp: Date()).coordinate)
    }

    @Test func untimedOrBackwardTracksAreWalkedAtWalkingPace() {
        let untimed = TrackReplay(track: GPXTrack(points: [Self.point(60, 25, nil), Self.point(60.001, 25, nil)]))
        let metres = Self.point(60, 25, nil).coordinate.distance(to: Self.point(60.001, 25, nil).coordinate)
        #expect(abs(untimed.duration - metres / TrackReplay.walkingSpeed) < 1e-6)
        let backwards = TrackReplay(track: GPXTrack(points: [Self.point(60, 25, 100), Self.point(60.001, 25, 50)]))
        #expect(abs(backwards.duration - untimed.duration) < 1e-6)
    }

    @Test func repeatedPointsHaveNoHeading() {
        let replay = TrackReplay(track: GPXTrack(points: [Self.point(60, 25, nil), Self.point(60, 25, nil), Self.point(60.001, 25, nil)]))
        #expect(replay.update(at: 0.05, timestamp: Date()).heading == nil)
    }
}

@MainActor
struct SimulatedLocationSourceTests {
    final class ManualTimer: RepeatingTimer {
        var tick: (@MainActor () -> Void)?
        func start(interval: Double, _ tick: @escaping @MainActor () -> Void) { self.tick = tick }
        func cancel() { tick = nil }
    }

    final class Clock: @unchecked Sendable { var now = Date(timeIntervalSince1970: 1000) }

    @Test func startsRunsAtItsSpeedAndStops() throws {
        let track = GPXTrack(points: [TrackReplayTests.point(60, 25, 0), TrackReplayTests.point(60.01, 25, 100)])
        let timer = ManualTimer(), clock = Clock()
        let source = SimulatedLocationSource(track: track, speed: 10, timer: timer, now: { clock.now })
        var events: [LocationEvent] = []
        source.onEvent = { events.append($0) }
        source.start()
        source.start()
        #expect(events.prefix(2) == [.state(.starting), .state(.running)])
        #expect(events.count == 3, "a second start does nothing")
        clock.now += 5
        timer.tick?()
        guard case .update(let u) = events.last else { Issue.record("no update"); return }
        #expect(abs(u.coordinate.latitude - 60.005) < 1e-9, "5 s at 10× is half of the 100 s track")
        #expect(u.timestamp == clock.now)
        source.stop()
        #expect(source.state == .off && timer.tick == nil)
    }
}
