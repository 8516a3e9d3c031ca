import Foundation
import MapCore
import Testing
@testable import Location

/// Issue 27's hostile GPX files for --simulate-location, each by name.
@Suite struct HostileGPXTests {
    static func track(points: Int, timed: Bool = true) -> String {
        var out = #"<gpx version="1.1"><trk><trkseg>"#
        for i in 0..<points {
            let lat = 60 + Double(i % 1000) / 10_000
            out += #"<trkpt lat="\#(lat)" lon="24.9">"#
            if timed { out += "<time>2024-05-01T\(String(format: "%02d:%02d:%02d", i / 3600 % 24, i / 60 % 60, i % 60))Z</time>" }
            out += "</trkpt>"
        }
        return out + "</trkseg></trk></gpx>"
    }

    @Test func timesAreReadAsTheInstantsTheySay() throws {
        let reference = ISO8601DateFormatter()
        for text in ["2024-05-01T12:00:00Z", "1999-12-31T23:59:59Z", "2024-02-29T00:00:01Z", "1970-01-01T00:00:00Z"] {
            #expect(GPXTime.parse(text) == reference.date(from: text), "\(text)")
        }
        #expect(GPXTime.parse("2024-05-01T12:00:00.250Z") == reference.date(from: "2024-05-01T12:00:00Z")!.addingTimeInterval(0.25))
        #expect(GPXTime.parse("2024-05-01T14:30:00+02:30") == reference.date(from: "2024-05-01T12:00:00Z"))
        #expect(GPXTime.parse("2024-05-01T09:00:00-03:00") == reference.date(from: "2024-05-01T12:00:00Z"))
        for bad in ["", "2024-05-01", "2024-13-01T00:00:00Z", "2024-05-01T12:00:00", "2024-05-01T12:00:00Zx", "2024-05-01T12:00:00."] {
            #expect(GPXTime.parse(bad) == nil, "\(bad)")
        }
    }

    /// 100,000 timed points: two ISO8601DateFormatters per point made the window 13 s late.
    @Test func hundredThousandTimedPointsAreAllReadWithTheirTimes() throws {
        let track = try GPXTrack.parse(Data(Self.track(points: 100_000).utf8), path: "big.gpx")
        #expect(track.points.count == 100_000)
        #expect(track.points.allSatisfy { $0.time != nil })
        #expect(track.points[1].time!.timeIntervalSince(track.points[0].time!) == 1)
    }

    @Test func moreThanTheCapOfPointsIsRefusedByName() {
        let gpx = Self.track(points: Limits.gpxPoints + 1, timed: false)
        #expect { try GPXTrack.parse(Data(gpx.utf8), path: "huge.gpx") } throws: { error in
            (error as? GPXError)?.reason == "has more than \(Limits.gpxPoints) points, more than a track to replay"
        }
    }

    @Test func aValidOneLineGPXOver10MBSaysItIsTooLarge() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-gpx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("long.gpx")
        let name = String(repeating: "n", count: Limits.gpxFileBytes)
        try Data((#"<gpx><trk><name>\#(name)</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg></trk></gpx>"#).utf8)
            .write(to: file)
        #expect { try GPXTrack.load(path: file.path) } throws: { error in
            let reason = (error as? GPXError)?.reason ?? ""
            return reason.hasPrefix("too large (") && !reason.contains("well-formed")
        }
    }

    /// fuzz-gpx's first find: an attribute name with a byte that is not UTF-8 trapped inside FoundationXML.
    @Test func bytesThatAreNotUTF8AreRefusedBeforeTheXMLParser() {
        var bytes = Array(#"<gpx><rte><rtept laX="60.1" lon="24.9"/><rtept lat="60.2" lon="24.9"/></rte></gpx>"#.utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "X"))!] = 0xF4
        #expect { try GPXTrack.parse(Data(bytes), path: "bad.gpx") } throws: { error in
            (error as? GPXError)?.reason == "is not UTF-8 text (a GPX file is read as UTF-8)"
        }
    }

    /// fuzz-gpx's second find: `<?bUT?>` (a processing instruction without data) crashed inside FoundationXML.
    @Test func processingInstructionsOtherThanTheDeclarationAreRefused() throws {
        for gpx in [#"<?bUT?><gpx/>"#, #"<gpx><?x?><rte/></gpx>"#, #"<?xml-stylesheet href="a"?><gpx/>"#] {
            #expect(throws: GPXError.self) { try GPXTrack.parse(Data(gpx.utf8), path: "pi.gpx") }
        }
        let declared = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx><rte><rtept lat=\"1\" lon=\"1\"/><rtept lat=\"2\" lon=\"2\"/></rte></gpx>"
        #expect(try GPXTrack.parse(Data(declared.utf8), path: "ok.gpx").points.count == 2)
    }

    @Test func billionLaughsSaysEntityDeclarationsAreNotAllowed() {
        var gpx = #"<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol "lol">"#
        for level in 1...9 { gpx += #"<!ENTITY lol\#(level) "\#(String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10))">"# }
        gpx += #"]><gpx><trk><name>&lol9;</name></trk></gpx>"#
        #expect { try GPXTrack.parse(Data(gpx.utf8), path: "lol.gpx") } throws: { error in
            (error as? GPXError)?.reason == "entity declarations are not allowed"
        }
    }
}
