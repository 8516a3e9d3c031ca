import Foundation
import MapCore
import Testing
@testable import MapData

/// GPX 1.0 and 1.1: waypoints as places, tracks and routes as lines.
@Suite("GPXReader")
struct GPXReaderTests {
    /// The issue's case: waypoints as a GPS or an app exports them (GPX 1.1).
    static let waypoints = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="OsmAnd" xmlns="http://www.topografix.com/GPX/1/1"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
      <metadata><name>Favourites</name><time>2024-06-01T10:00:00Z</time></metadata>
      <wpt lat="60.1699" lon="24.9384">
        <ele>12.5</ele>
        <time>2024-06-01T10:15:00Z</time>
        <name>Ekberg</name>
        <cmt>Since 1852</cmt>
        <desc>Bakery &amp; café</desc>
        <link href="https://ekberg.fi"><text>Website</text></link>
        <sym>Restaurant</sym>
        <type>bakery</type>
        <extensions><osmand:icon xmlns:osmand="https://osmand.net">bakery</osmand:icon></extensions>
      </wpt>
      <wpt lat="60.1640" lon="24.9402"><name>Old Market Hall</name><sym>Shopping Center</sym></wpt>
      <wpt lat="60.1720" lon="24.9410"><name>No type</name></wpt>
    </gpx>
    """

    @Test func waypointsArePlacesWithTheirDetailsInFileOrder() throws {
        let sink = try XMLFixture.gpx(Self.waypoints)
        #expect(sink.problems.isEmpty)
        #expect(sink.features.count == 3)
        #expect(sink.features[0].geometry == .point(XMLFixture.coordinate(60.1699, 24.9384)))
        #expect(sink.features[0].properties.map(\.key) == ["ele", "time", "name", "cmt", "desc", "link", "link text", "sym", "type"])
        #expect(sink.property("desc", of: 0) == "Bakery & café")
        #expect(sink.property("link", of: 0) == "https://ekberg.fi")
        #expect(sink.property("link text", of: 0) == "Website")
        #expect(sink.features[0].line == 6)
    }

    @Test func waypointCategoryIsTypeElseSym() throws {
        let sink = try XMLFixture.gpx(Self.waypoints)
        #expect(sink.features.map(\.formatCategory) == ["bakery", "Shopping Center", nil])
    }

    @Test func gpx10WaypointsTracksAndURLs() throws {
        let sink = try XMLFixture.gpx("""
            <?xml version="1.0"?>
            <gpx version="1.0" creator="GPSBabel" xmlns="http://www.topografix.com/GPX/1/0">
              <wpt lat="60.1" lon="24.9"><name>A</name><url>https://a.example</url><urlname>A site</urlname><sym>Flag</sym></wpt>
              <trk><name>Walk</name><trkseg>
                <trkpt lat="60.1" lon="24.9"><ele>1</ele><time>2002-02-27T17:18:33Z</time><speed>1.2</speed></trkpt>
                <trkpt lat="60.2" lon="25.0"/>
              </trkseg></trk>
            </gpx>
            """)
        #expect(sink.features.count == 2)
        #expect(sink.property("url", of: 0) == "https://a.example")
        #expect(sink.property("urlname", of: 0) == "A site")
        #expect(sink.features[0].formatCategory == "Flag")
        #expect(sink.features[1].geometry == .lines([[XMLFixture.coordinate(60.1, 24.9), XMLFixture.coordinate(60.2, 25.0)]]))
        #expect(sink.property("name", of: 1) == "Walk")
    }

    @Test func trackSegmentsArePartsOfOneLine() throws {
        let sink = try XMLFixture.gpx("""
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Two days</name><type>hiking</type>
              <trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg>
              <trkseg><trkpt lat="3" lon="3"/><trkpt lat="4" lon="4"/><trkpt lat="5" lon="5"/></trkseg>
              <trkseg><trkpt lat="6" lon="6"/></trkseg>
            </trk></gpx>
            """)
        guard case .lines(let parts) = sink.features.first?.geometry else { Issue.record("no line"); return }
        // A one-point segment cannot be drawn as a line and is left out.
        #expect(parts.map(\.count) == [2, 3])
        #expect(sink.features[0].formatCategory == "hiking")
    }

    @Test func routeIsALineAndTrackIsALineEach() throws {
        let sink = try XMLFixture.gpx("""
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <rte><name>Route</name><rtept lat="1" lon="1"><name>start</name></rtept><rtept lat="2" lon="2"/></rte>
              <trk><name>Track</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="3"/></trkseg></trk>
            </gpx>
            """)
        #expect(sink.features.map { sink.property("name", of: $0.index) } == ["Route", "Track"])
        #expect(sink.features[0].geometry == .lines([[XMLFixture.coordinate(1, 1), XMLFixture.coordinate(2, 2)]]))
        #expect(sink.features[1].geometry == .lines([[XMLFixture.coordinate(1, 1), XMLFixture.coordinate(2, 3)]]))
    }

    @Test func badPositionsSkipTheirFeatureWithTheLine() throws {
        let sink = try XMLFixture.gpx("""
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="95" lon="24"><name>north of the pole</name></wpt>
            <wpt lon="24"><name>no lat</name></wpt>
            <wpt lat="6O.1" lon="24"/>
            <trk><trkseg><trkpt lat="1" lon="1"/>
            <trkpt lat="x" lon="1"/></trkseg></trk>
            <wpt lat="60" lon="24"><name>fine</name></wpt>
            </gpx>
            """)
        #expect(sink.features.count == 1)
        #expect(sink.features[0].index == 4)
        #expect(sink.problems.map(\.featureIndex) == [0, 1, 2, 3])
        #expect(sink.problems.map(\.line) == [2, 3, 4, 6])
        #expect(sink.problems[0].reason == .invalidCoordinate(.latitudeOutOfRange(95)))
        #expect(sink.problems[1].reason == .malformedCoordinates("line 3: no lat attribute"))
    }

    @Test func notGPXIsRefused() {
        #expect(XMLFixture.message { _ = try XMLFixture.gpx("<kml/>") } == "test.gpx: not valid GPX at line 1: the root element is <kml>, not <gpx>")
        #expect(XMLFixture.message { _ = try XMLFixture.gpx("<!DOCTYPE gpx><gpx/>") } == "test.gpx: refused: line 1: DTDs are not allowed")
    }

    /// A valid GPX on one line, larger than the limit: "too large", not "not well-formed".
    @Test func oneLineGPXOverTheSizeLimitIsTooLarge() {
        var limits = XMLLimits()
        limits.documentBytes = 1 << 20
        let line = "<gpx version=\"1.1\"><trk><trkseg>" + String(repeating: "<trkpt lat=\"60.1\" lon=\"24.9\"/>", count: 50_000) + "</trkseg></trk></gpx>"
        var sink = CollectingSink()
        let message = XMLFixture.message {
            try GPXReader.read(Array(line.utf8), source: "one.gpx", limits: limits, pointCap: 1000, into: &sink)
        }
        #expect(message == "one.gpx: too large: \(line.utf8.count) bytes; the limit is 1 MiB")
        // Under the limit the same line reads (libxml2's own 10 MB lookahead is never reached line by line).
        let fine = XMLFixture.message { var sink = CollectingSink(); try GPXReader.read(Array(line.utf8), source: "one.gpx", into: &sink) }
        #expect(fine == "no error")
    }

    @Test func thinningKeepsAnEvenSampleWithinTheCapAndBothEnds() throws {
        var points = ""
        for i in 0..<10_001 { points += "<trkpt lat=\"\(Double(i) / 1000)\" lon=\"0\"/>" }
        let text = "<gpx version=\"1.1\"><trk><trkseg>\(points)</trkseg></trk></gpx>"
        var sink = CollectingSink()
        try GPXReader.read(Array(text.utf8), source: "t.gpx", limits: .standard, pointCap: 1000, into: &sink)
        guard case .lines(let parts) = sink.features.first?.geometry else { Issue.record("no line"); return }
        #expect(parts[0].count <= 1001)
        #expect(parts[0].count > 500)
        #expect(parts[0].first?.latitude == 0)
        #expect(parts[0].last?.latitude == 10)
        let latitudes = parts[0].map(\.latitude)
        #expect(latitudes == latitudes.sorted())
    }

    /// The issue's case: 10 million track points, generated into a temp file, read with memory bounded by
    /// the thinning cap (the file's own bytes aside).
    @Test func tenMillionTrackPointsAreReadWithBoundedMemory() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("huge.gpx")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        handle.write(Data("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>Long</name><trkseg>\n".utf8))
        let total = 10_000_000
        var chunk = ""
        for i in 0..<total {
            chunk += "<trkpt lat=\"\(60 + Double(i % 100_000) / 1e6)\" lon=\"\(24 + Double(i / 100_000) / 1e4)\"/>\n"
            if chunk.utf8.count > 1 << 20 { handle.write(Data(chunk.utf8)); chunk = "" }
        }
        handle.write(Data((chunk + "</trkseg></trk></gpx>\n").utf8))
        try handle.close()
        let bytes = [UInt8](try Data(contentsOf: url))
        // RSS is the whole test process's, and other suites run beside this one: the smallest growth of up to three
        // reads is the reader's own (one CI run saw 157 MiB while other suites allocated at the same time).
        var grown = Int.max
        for _ in 0..<3 where grown >= 120 << 20 {
            let before = Self.residentBytes()
            var sink = CollectingSink()
            try GPXReader.read(bytes, source: "huge.gpx", into: &sink)
            grown = min(grown, Self.residentBytes() - before)
            guard case .lines(let parts) = sink.features.first?.geometry else { Issue.record("no line"); return }
            #expect(parts[0].count <= PointThinner.standardCap + 1)
            #expect(parts[0].count >= PointThinner.standardCap / 2)
        }
        // The held points are 16 bytes each; libxml2 streams. Far below the 160 MB of every point.
        #expect(grown < 120 << 20, "grew \(grown >> 20) MiB")
    }

    /// This process's resident set size now, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
