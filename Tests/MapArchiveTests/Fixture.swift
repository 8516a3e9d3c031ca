import Foundation
import MapCore

/// The archives tools/archive-fixtures/make.py wrote with the real tools, and its manifest of what it wrote.
enum Fixture {
    struct Manifest: Decodable {
        struct RasterTile: Decodable { var rgb: [Int]; var png: String }
        struct Raster: Decodable {
            var name: String; var mbtiles_name: String; var attribution: String; var minzoom: Int; var maxzoom: Int
            var tiles: [String: RasterTile]
        }
        struct Vector: Decodable {
            var name: String; var attribution: String; var minzoom: Int; var maxzoom: Int
            var layers: [String]; var tiles: [String: String]
        }
        var raster: Raster
        var vector: Vector
    }

    static func path(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw ArchiveFixtureMissing(name: name)
        }
        return url.path
    }

    static func manifest() throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: path("manifest.json"))))
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// "z/x/y" → TileID.
    static func tile(_ key: String) -> TileID {
        let p = key.split(separator: "/").map { Int($0)! }
        return TileID(z: p[0], x: p[1], y: p[2])
    }

    static func decode(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64)!) }
}

struct ArchiveFixtureMissing: Error, CustomStringConvertible {
    var name: String
    var description: String { "fixture \(name) is missing: run tools/archive-fixtures/make.py" }
}
