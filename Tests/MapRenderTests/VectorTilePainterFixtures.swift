import Foundation
import Graphics
import MapCore
import VectorTiles

/// Vector tiles and styles for painter tests, built with the model's initializers (no decoder involved).
enum VectorTilePainterFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let bundledStyle = packageRoot.appendingPathComponent("data/styles/protomaps.json")

    typealias Point = (Int32, Int32)

    static func polygon(_ rings: [[Point]], _ properties: [(String, VectorValue)] = []) -> VectorFeature {
        feature(.polygon, rings, properties)
    }

    static func line(_ parts: [[Point]], _ properties: [(String, VectorValue)] = []) -> VectorFeature {
        feature(.lineString, parts, properties)
    }

    static func point(_ p: Point, _ properties: [(String, VectorValue)] = []) -> VectorFeature {
        feature(.point, [[p]], properties)
    }

    static func feature(_ type: VectorGeometryType, _ parts: [[Point]], _ properties: [(String, VectorValue)]) -> VectorFeature {
        var g = VectorGeometry()
        for part in parts {
            g.partStarts.append(g.points.count)
            g.points += part.map { VectorPoint(x: $0.0, y: $0.1) }
        }
        return VectorFeature(type: type, properties: properties.map { (key: $0.0, value: $0.1) }, geometry: g)
    }

    /// An axis-aligned rectangle ring (clockwise in the y-down grid: an exterior ring).
    static func box(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) -> [Point] { [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] }

    static func style(_ json: String, palette: String? = nil) throws -> VectorStyle {
        let s = try VectorStyle(data: Data(json.utf8), file: "test.json", palette: palette)
        guard s.problems.isEmpty else { throw StyleError(file: "test.json", reason: "\(s.problems)") }
        return s
    }

    /// A made-up z14 city tile in the Protomaps schema: sea to the south, land with a park, a river, a street grid
    /// with a highway and a major road, blocks of buildings, a border, and places.
    static func city() -> VectorTile {
        let e: Int32 = 4096
        var roads: [VectorFeature] = [], buildings: [VectorFeature] = []
        for i in 1..<7 {
            let c = Int32(i) * 512
            roads.append(line([[(-64, c), (e + 64, c)]], [("kind", .string("minor_road")), ("name", .string("Katu \(i)"))]))
            roads.append(line([[(c, -64), (c, 3100)]], [("kind", .string("minor_road")), ("name", .string("Tie \(i)"))]))
        }
        roads.append(line([[(-64, 1900), (1500, 1750), (2600, 2200), (e + 64, 2000)]], [("kind", .string("major_road")), ("name", .string("Mannerheimintie"))]))
        roads.append(line([[(300, -64), (900, 1400), (1300, 3000)]], [("kind", .string("highway")), ("name", .string("Länsiväylä"))]))
        roads.append(line([[(2100, 2600), (2500, 2650), (2900, 2900)]], [("kind", .string("path"))]))
        for bx in 0..<8 {
            for by in 0..<6 {
                let x = Int32(bx) * 512 + 90, y = Int32(by) * 512 + 90
                guard !(bx >= 5 && by <= 2) else { continue }
                buildings.append(polygon([box(x, y, x + 150, y + 140)], [("kind", .string("building"))]))
                buildings.append(polygon([box(x + 200, y + 40, x + 330, y + 300)], [("kind", .string("building"))]))
            }
        }
        return VectorTile(layers: [
            VectorLayer(name: "earth", features: [polygon([box(-64, -64, e + 64, 3200)], [("kind", .string("earth"))])]),
            VectorLayer(name: "landuse", features: [
                polygon([box(2600, 100, 3900, 1500), box(3000, 500, 3300, 800).reversed()], [("kind", .string("park")), ("name", .string("Kaivopuisto"))]),
            ]),
            VectorLayer(name: "water", features: [
                polygon([box(-64, 3200, e + 64, e + 64)], [("kind", .string("ocean")), ("name", .string("Suomenlahti"))]),
                line([[(1900, -64), (2000, 800), (2300, 1600), (2200, 3200)]], [("kind", .string("river")), ("name", .string("Vantaanjoki"))]),
            ]),
            VectorLayer(name: "buildings", features: buildings),
            VectorLayer(name: "roads", features: roads),
            VectorLayer(name: "boundaries", features: [line([[(3700, -64), (3800, 3200)]], [("kind", .string("country"))])]),
            VectorLayer(name: "places", features: [
                point((1200, 1200), [("kind", .string("locality")), ("name", .string("Helsinki")), ("population_rank", .int(12))]),
                point((3000, 2400), [("kind", .string("neighbourhood")), ("name", .string("Punavuori"))]),
            ]),
        ])
    }
}
