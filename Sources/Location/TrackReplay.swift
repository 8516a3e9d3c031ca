import Foundation
import MapCore

/// Where a replayed track is at a moment: pure arithmetic over the track, no clock.
/// Times come from the points' `<time>`; a track without usable times (missing, or not increasing) is walked at
/// `walkingSpeed`. At the end the walk starts over.
public struct TrackReplay: Sendable {
    /// Metres per second for an untimed track (an unhurried walk).
    public static let walkingSpeed = 1.4
    /// The accuracy reported for every replayed point, in metres (a phone's GPS in a street).
    public static let accuracy = 12.0

    public let track: GPXTrack
    /// Seconds from the first point to each point, increasing; the last is the track's duration.
    public let offsets: [TimeInterval]

    public init(track: GPXTrack) {
        self.track = track
        let times = track.points.map(\.time)
        let start = times.first ?? nil
        var timed: [TimeInterval]? = nil
        if let start, times.allSatisfy({ $0 != nil }) {
            let fromStart = times.map { $0!.timeIntervalSince(start) }
            if zip(fromStart, fromStart.dropFirst()).allSatisfy({ $0 < $1 }) { timed = fromStart }
        }
        if let timed {
            offsets = timed
        } else {
            var walked: [TimeInterval] = [0]
            for (a, b) in zip(track.points, track.points.dropFirst()) {
                // Repeated points still take a moment, so offsets keep increasing.
                walked.append(walked.last! + max(0.1, a.coordinate.distance(to: b.coordinate) / Self.walkingSpeed))
            }
            offsets = walked
        }
    }

    public var duration: TimeInterval { offsets.last ?? 0 }

    /// The position `elapsed` seconds of track time after the start (looping), heading towards the next point.
    public func update(at elapsed: TimeInterval, timestamp: Date) -> LocationUpdate {
        let points = track.points
        let t = duration > 0 ? elapsed.truncatingRemainder(dividingBy: duration) : 0
        // The segment holding `t`: the last offset at or before it.
        var low = 0, high = offsets.count - 1
        while low + 1 < high {
            let mid = (low + high) / 2
            if offsets[mid] <= t { low = mid } else { high = mid }
        }
        let a = points[low].coordinate, b = points[min(low + 1, points.count - 1)].coordinate
        let span = offsets[min(low + 1, offsets.count - 1)] - offsets[low]
        let f = span > 0 ? min(1, max(0, (t - offsets[low]) / span)) : 0
        let here = Coordinate(clampingLatitude: a.latitude + (b.latitude - a.latitude) * f,
                              wrappingLongitude: a.longitude + (b.longitude - a.longitude) * f)
        let heading = a == b ? nil : Self.bearing(from: a, to: b)
        return LocationUpdate(coordinate: here, accuracy: Self.accuracy, heading: heading, timestamp: timestamp)
    }

    /// Initial great-circle bearing in degrees clockwise from north.
    static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180
        let dl = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dl) * cos(p2)
        let x = cos(p1) * sin(p2) - sin(p1) * cos(p2) * cos(dl)
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
