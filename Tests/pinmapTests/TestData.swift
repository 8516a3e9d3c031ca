import Foundation

/// A small places file with known positions, written to a temp folder per test.
enum TestData {
    static let cafe = (title: "Test Café", lat: 60.17, lon: 24.94)

    static let geoJSON = """
    {"type": "FeatureCollection", "features": [
     {"type": "Feature", "id": "node/1", "geometry": {"type": "Point", "coordinates": [24.94, 60.17]},
      "properties": {"id": "node/1", "name": "Test Café", "category": "cafe", "address": "Testikatu 1, Helsinki",
                     "opening_hours": "Mo-Fr 08:00-18:00"}},
     {"type": "Feature", "id": "node/2", "geometry": {"type": "Point", "coordinates": [24.9445, 60.1715]},
      "properties": {"id": "node/2", "name": "Test Pharmacy", "category": "pharmacy"}},
     {"type": "Feature", "id": "node/3", "geometry": {"type": "Point", "coordinates": [24.9355, 60.1688]},
      "properties": {"id": "node/3", "name": "Test Museum", "category": "museum"}},
     {"type": "Feature", "id": "node/4", "geometry": {"type": "Point", "coordinates": [24.9450, 60.1683]},
      "properties": {"id": "node/4", "name": "Twin One", "category": "cafe"}},
     {"type": "Feature", "id": "node/5", "geometry": {"type": "Point", "coordinates": [24.9450, 60.1683]},
      "properties": {"id": "node/5", "name": "Twin Two", "category": "restaurant"}}
    ]}
    """

    /// A fresh temp folder.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-e2e-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes the places file into `folder` and returns its path.
    static func writePlaces(in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("places.geojson")
        try Data(geoJSON.utf8).write(to: url)
        return url.path
    }
}
