import Foundation
import MapCore
import Testing
@testable import Clustering

/// Conformance with supercluster's own golden tiles (../shared/fixtures/supercluster), a named skip when absent.
struct SuperclusterFixtureTests {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/supercluster")

    static var available: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("places.json").path) }

    /// Names and positions of places.json, skipping the feature without geometry (as supercluster does).
    static func places() throws -> [ClusterPoint<String>] {
        let data = try Data(contentsOf: folder.appendingPathComponent("places.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        return try features.compactMap { f in
            guard let g = f["geometry"] as? [String: Any], let c = g["coordinates"] as? [Double] else { return nil }
            let name = (f["properties"] as? [String: Any])?["name"] as? String ?? ""
            return ClusterPoint(coordinate: try Coordinate(latitude: c[1], longitude: c[0]), payload: name)
        }
    }

    /// A tile feature reduced to what both sides share: position, count and (for points) the name.
    struct Feature: Hashable, Comparable, CustomStringConvertible {
        let x: Int, y: Int, count: Int, name: String
        static func < (a: Feature, b: Feature) -> Bool { (a.x, a.y, a.count, a.name) < (b.x, b.y, b.count, b.name) }
        var description: String { "(\(x),\(y)) n=\(count) \(name)" }
    }

    static func expected(_ file: String) throws -> [Feature] {
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        return try features.map { f in
            let g = try #require((f["geometry"] as? [[Any]])?.first)
            let tags = f["tags"] as? [String: Any] ?? [:]
            let isCluster = tags["cluster"] as? Bool ?? false
            return Feature(x: (g[0] as! NSNumber).intValue, y: (g[1] as! NSNumber).intValue,
                           count: isCluster ? (tags["point_count"] as! NSNumber).intValue : 1,
                           name: isCluster ? "" : (tags["name"] as? String ?? ""))
        }.sorted()
    }

    static func actual(_ index: HierarchicalClusterer<String>) -> [Feature] {
        index.tile(z: 0, x: 0, y: 0).map { f in
            switch f.item {
            case .single(let p): return Feature(x: f.x, y: f.y, count: 1, name: p.payload)
            case .cluster(let c): return Feature(x: f.x, y: f.y, count: c.count, name: "")
            }
        }.sorted()
    }

    @Test(.enabled(if: available, "no ../shared/fixtures/supercluster/places.json next to this checkout")) func tileZ0MatchesSuperclusterWithDefaults() throws {
        let index = try HierarchicalClusterer(points: Self.places(), options: ClusterOptions())
        let expected = try Self.expected("places-z0-0-0.json")
        #expect(expected.count == 39)
        #expect(Self.actual(index) == expected)
    }

    @Test(.enabled(if: available, "no ../shared/fixtures/supercluster/places.json next to this checkout")) func tileZ0MatchesSuperclusterWithMinPoints5() throws {
        let index = try HierarchicalClusterer(points: Self.places(), options: ClusterOptions(minPoints: 5))
        let expected = try Self.expected("places-z0-0-0-min5.json")
        #expect(expected.count == 49)
        #expect(Self.actual(index) == expected)
    }
}
