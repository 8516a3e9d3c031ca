import Foundation

/// Reference vectors written by tools/tile_vectors.py from mercantile.
struct TileVectors: Decodable {
    struct TileCase: Decodable, CustomStringConvertible {
        let name: String
        let lon: Double, lat: Double
        let z: Int, x: Int, y: Int
        let quadkey: String
        /// west, south, east, north
        let bounds: [Double]
        var description: String { "\(name) z\(z)" }
    }

    struct XYCase: Decodable, CustomStringConvertible {
        let name: String
        let lon: Double, lat: Double
        let x: Double, y: Double
        let clamped: Bool
        var description: String { name }
    }

    let generator: String
    let tiles: [TileCase]
    let corners: [TileCase]
    let xy: [XYCase]

    /// Loaded once from the test bundle's Fixtures folder.
    static let shared: TileVectors = {
        guard let url = Bundle.module.url(forResource: "tile_vectors", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let vectors = try? JSONDecoder().decode(TileVectors.self, from: data) else {
            // A missing fixture is a broken checkout, not a skip: the file is committed.
            return TileVectors(generator: "missing", tiles: [], corners: [], xy: [])
        }
        return vectors
    }()
}
