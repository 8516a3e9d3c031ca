import Foundation
import Graphics
import Testing

/// Issue 25: `--render` draws a GeoJSON file's LineString and Polygon under its pins. Run as the real binary.
@Suite(.enabled(if: PinmapBinary.url != nil, "pinmap binary not built"))
struct CLIShapeRenderTests {
    /// A café point, a line west–east through y = 60.170 and a 0.002° square park with a hole, near it.
    static let geoJSON = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9440, 60.1720]},
       "properties": {"name": "Café", "category": "cafe"}},
      {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[24.930, 60.1700], [24.950, 60.1700]]},
       "properties": {"name": "Walk", "category": "walk"}},
      {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": [
         [[24.934, 60.1710], [24.938, 60.1710], [24.938, 60.1730], [24.934, 60.1730], [24.934, 60.1710]],
         [[24.9355, 60.1717], [24.9365, 60.1717], [24.9365, 60.1723], [24.9355, 60.1723], [24.9355, 60.1717]]]},
       "properties": {"name": "Park", "category": "park"}}
    ]}
    """

    func render(_ text: String, named name: String, in dir: URL) throws -> Surface {
        let data = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: data)
        let out = dir.appendingPathComponent(name + ".png")
        let r = try PinmapBinary.run(["--render", out.path, "--size", "400x300", "--style", "offline", "--tile-timeout", "5",
                                      "--center", "60.1715,24.9400", "--zoom", "15", "--data", data.path],
                                     environment: ["XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path,
                                                   "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        return try ImageDecoder.decode(try Data(contentsOf: out))
    }

    /// The pixel of a coordinate in the 400×300 view at zoom 15 around 60.1715, 24.9400.
    func pixel(_ lat: Double, _ lon: Double) -> (Int, Int) {
        func y(_ lat: Double) -> Double { let s = sin(lat * .pi / 180); return (0.5 - 0.25 * log((1 + s) / (1 - s)) / .pi) * 256 * 32768 }
        func x(_ lon: Double) -> Double { (lon / 360 + 0.5) * 256 * 32768 }
        return (Int((200 + x(lon) - x(24.94)).rounded(.down)), Int((150 + y(lat) - y(60.1715)).rounded(.down)))
    }

    @Test func renderDrawsTheLineAndThePolygonButNotInTheHole() throws {
        let dir = try TestData.folder("shapes-render"); defer { try? FileManager.default.removeItem(at: dir) }
        let with = try render(Self.geoJSON, named: "shapes.geojson", in: dir)
        // The same file with its point only: the map underneath.
        let pointOnly = """
        {"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [24.9440, 60.1720]},
         "properties": {"name": "Café", "category": "cafe"}}]}
        """
        let without = try render(pointOnly, named: "point.geojson", in: dir)
        func changed(_ p: (Int, Int)) -> Int { max(0, channelDiff(with.pixel(x: p.0, y: p.1), without.pixel(x: p.0, y: p.1))) }
        #expect(changed(pixel(60.1700, 24.9320)) > 60, "on the line")
        #expect(changed(pixel(60.1712, 24.9345)) > 10, "inside the park")
        #expect(changed(pixel(60.1720, 24.9360)) <= 2, "in the park's hole")
        #expect(changed(pixel(60.1690, 24.9480)) <= 2, "away from both")
    }

    private func channelDiff(_ p: RGBA8, _ q: RGBA8) -> Int {
        max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
    }
}
