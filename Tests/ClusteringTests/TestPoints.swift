import Foundation
import MapCore
@testable import Clustering

/// Deterministic inputs for tests (a fixed LCG, so failures reproduce).
enum TestPoints {
    struct LCG {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func uniform(_ n: Int, seed: UInt64 = 7, lon: ClosedRange<Double> = -180...180,
                        lat: ClosedRange<Double> = -80...80) -> [ClusterPoint<Int>] {
        var g = LCG(state: seed)
        return (0..<n).map { i in
            let x = lon.lowerBound + g.next() * (lon.upperBound - lon.lowerBound)
            let y = lat.lowerBound + g.next() * (lat.upperBound - lat.lowerBound)
            return ClusterPoint(coordinate: Coordinate(clampingLatitude: y, wrappingLongitude: x), payload: i)
        }
    }

    static func point(_ lat: Double, _ lon: Double, _ payload: Int) -> ClusterPoint<Int> {
        ClusterPoint(coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon), payload: payload)
    }

    /// Total points represented by a query result.
    static func total<P>(_ r: [ClusterResult<P>]) -> Int { r.reduce(0) { $0 + $1.count } }

    /// Every input index under a result list, expanding clusters to their leaves.
    static func leafPayloads(_ index: HierarchicalClusterer<Int>, _ results: [ClusterResult<Int>]) throws -> [Int] {
        var out: [Int] = []
        for r in results {
            switch r {
            case .single(let p): out.append(p.payload)
            case .cluster(let c): out += try index.leaves(of: c.id, limit: Int.max, offset: 0).map(\.payload)
            }
        }
        return out
    }
}
