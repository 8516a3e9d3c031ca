import Foundation
import MapCore
import Testing
@testable import Location

struct GPXTrackTests {
    static var walkPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/walk.gpx").standardized.path
    }

    @Test func theBundledWalkIsAShortTimedWalkThroughCentralHelsinki() throws {
        let track = try GPXTrack.load(path: Self.walkPath)
        #expect(track.points.count >= 30)
        var length = 0.0
        for (a, b) in zip(track.points, track.points.dropFirst()) { length += a.coordinate.distance(to: b.coordinate) }
        #expect((1000...2000).contains(length))
        let box = (lat: 60.160...60.180, lon: 24.930...24.960)
        #expect(track.points.allSatisfy { box.lat.contains($0.coordinate.latitude) && box.lon.contains($0.coordinate.longitude) })
        #expect(track.points.allSatisfy { $0.time != nil })
    }

    @Test func routePointsAreUsedWhenThereIsNoTrack() throws {
        let gpx = #"<gpx><rte><rtept lat="60.1" lon="24.9"/><rtept lat="60.2" lon="24.9"/></rte></gpx>"#
        let track = try GPXTrack.parse(Data(gpx.utf8), path: "r.gpx")
        #expect(track.points.count == 2)
    }

    @Test(arguments: [
        ("not xml at all <", "not well-formed XML at line"),
        (#"<kml><Placemark/></kml>"#, "not a GPX file"),
        (#"<gpx><trk><trkseg><trkpt lat="60.1" lon="24.9"/></trkseg></trk></gpx>"#, "has 1 track point; at least 2"),
        (#"<gpx><trk><trkseg><trkpt lat="60.1" lon="24.9"/><trkpt lat="95" lon="24.9"/></trkseg></trk></gpx>"#, "point 1 (<trkpt>): latitude"),
        (#"<gpx><trk><trkseg><trkpt lat="x" lon="24.9"/></trkseg></trk></gpx>"#, "point 0 (<trkpt>): missing or non-numeric lat/lon"),
    ])
    func badGPXNamesTheFileAndTheReason(gpx: String, reason: String) {
        #expect { try GPXTrack.parse(Data(gpx.utf8), path: "bad.gpx") } throws: { error in
            let e = error as? GPXError
            return e?.path == "bad.gpx" && e?.description.hasPrefix("bad.gpx: ") == true && (e?.reason.contains(reason) ?? false)
        }
    }

    @Test func aMissingFileIsAnErrorNotACrash() {
        #expect(throws: GPXError.self) { try GPXTrack.load(path: "/nonexistent/walk.gpx") }
    }

    @Test func aDirectoryIsRefusedByName() {
        #expect { try GPXTrack.load(path: "/tmp") } throws: { ($0 as? GPXError)?.reason.contains("directory") == true }
    }
}
