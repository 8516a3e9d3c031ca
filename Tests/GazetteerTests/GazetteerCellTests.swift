import Foundation
@testable import Gazetteer
import MapCore
import Testing

/// The nearest distance to a cell bounds the distance to every place in it (or a long scan would pass over a place
/// that ranks), and is not far below it (or the scan would pass over nothing).
@Suite struct GazetteerCellTests {
    /// Views near cell edges, the antimeridian and the poles, and ordinary ones.
    static let views: [Coordinate] = [
        BundledGazetteer.helsinki, BundledGazetteer.at(0, -150), BundledGazetteer.at(-80, 0), BundledGazetteer.at(89.9, 45),
        BundledGazetteer.at(-89.9, -170), BundledGazetteer.at(10, 179.99), BundledGazetteer.at(-10, -179.99),
        BundledGazetteer.at(60, 20), BundledGazetteer.at(35.7, 139.7), BundledGazetteer.at(-33.9, 151.2),
    ]

    private func unit(_ g: inout SplitMix) -> Double { Double(g.next() >> 11) / Double(UInt64(1) << 53) }

    @Test func nearestDistanceNeverExceedsAPlaceInTheCell() {
        var generator = SplitMix(seed: 28)
        for view in Self.views {
            for cell in 0..<GazetteerCell.count {
                let bound = GazetteerCell.nearestMetres(from: view, cell: cell)
                let south = Double(cell / GazetteerCell.columns) * 10 - 90, west = Double(cell % GazetteerCell.columns) * 10 - 180
                // The corners and edges, then random points inside.
                var points = [(0.0, 0.0), (0, 1), (1, 0), (1, 1), (0.5, 0), (0.5, 1), (0, 0.5), (1, 0.5)]
                for _ in 0..<20 { points.append((unit(&generator), unit(&generator))) }
                for (a, b) in points {
                    let place = BundledGazetteer.at(south + 10 * a, west + 10 * b)
                    #expect(GazetteerCell.index(place) == cell || a == 1 || b == 1)
                    #expect(bound <= view.distance(to: place), "cell \(cell) from \(view): \(bound) > \(view.distance(to: place))")
                }
            }
        }
    }

    @Test func nearestDistanceIsTight() {
        // Helsinki (60.17 N, 24.94 E) lies in the cell 60–70 N, 20–30 E; the cell south of it is 19 km away.
        let helsinki = BundledGazetteer.helsinki
        let own = GazetteerCell.index(helsinki)
        #expect(GazetteerCell.nearestMetres(from: helsinki, cell: own) == 0)
        let south = own - GazetteerCell.columns
        #expect(abs(GazetteerCell.nearestMetres(from: helsinki, cell: south) - helsinki.distance(to: BundledGazetteer.at(60, 24.94))) < 2)
        // Across the antimeridian: 179.99 E is 0.02° from 179.99 W, in the next cell round the world.
        let east = BundledGazetteer.at(0, 179.99), west = GazetteerCell.index(BundledGazetteer.at(0, -179.99))
        #expect(GazetteerCell.nearestMetres(from: east, cell: west) < 1200)
    }

    @Test func populationClassBoundsThePopulation() {
        for population in [0, 1, 9, 10, 11, 999, 1000, 1001, 244_000, 9_999_999, Int(UInt32.max)] {
            let c = GazetteerTable.reachClass(population)
            #expect(c < 64)
            #expect(log10(Double(max(population, 1))) <= Double(c) / 6 + 1e-12, "\(population) class \(c)")
        }
    }
}
