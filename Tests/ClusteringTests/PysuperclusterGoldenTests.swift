import Foundation
import MapCore
import Testing
@testable import Clustering

/// Our own golden fixture (tools/cluster_fixture.py, PyPI pysupercluster 0.7.7): a GeoNames subset and the
/// Helsinki places, per zoom the number of features over the world and every cluster's position and size.
struct PysuperclusterGoldenTests {
    struct Fixture: Decodable {
        struct Dataset: Decodable { let name: String; let points: [[Double]]; let runs: [Run] }
        struct Run: Decodable { let options: Options; let zooms: [Zoom] }
        struct Options: Decodable { let radius: Double; let extent: Double; let minZoom: Int; let maxZoom: Int }
        struct Zoom: Decodable { let zoom: Int; let count: Int; let points: Int; let clusters: [[Double]]? }
        let datasets: [Dataset]
    }

    static func fixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pysupercluster-golden.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test func fixtureHasBothDatasets() throws {
        let names = try Self.fixture().datasets.map(\.name)
        #expect(names.contains("geonames-europe"))
        #expect(names.contains("helsinki"))
    }

    @Test(arguments: ["geonames-europe", "helsinki"])
    func countsPerZoomAndClusterPositionsMatch(dataset name: String) throws {
        let ds = try #require(try Self.fixture().datasets.first(where: { $0.name == name }), "the golden fixture has no dataset \(name)")
        let points = ds.points.enumerated().map { i, p in
            ClusterPoint(coordinate: Coordinate(clampingLatitude: p[1], wrappingLongitude: p[0]), payload: i)
        }
        for run in ds.runs {
            let o = run.options
            let index = try HierarchicalClusterer(points: points, options: ClusterOptions(
                radius: o.radius, extent: o.extent, minZoom: o.minZoom, maxZoom: o.maxZoom))
            for z in run.zooms {
                let got = index.clusters(in: .world, zoom: Double(z.zoom))
                #expect(got.count == z.count, "\(name) r=\(o.radius) zoom \(z.zoom)")
                #expect(TestPoints.total(got) == z.points)
                guard let expected = z.clusters else { continue }
                let mine = got.compactMap { r -> [Double]? in
                    guard case .cluster(let c) = r else { return nil }
                    return [c.center.longitude, c.center.latitude, Double(c.count)]
                }.sorted { ($0[2], $0[0], $0[1]) < ($1[2], $1[0], $1[1]) }
                #expect(mine.count == expected.count, "\(name) zoom \(z.zoom) clusters")
                for (a, b) in zip(mine, expected) {
                    #expect(a[2] == b[2])
                    // Centres agree to float rounding (summation order differs): 1e-7° is about a centimetre.
                    #expect(abs(a[0] - b[0]) < 1e-7 && abs(a[1] - b[1]) < 1e-7, "\(name) zoom \(z.zoom): \(a) vs \(b)")
                }
            }
        }
    }
}
