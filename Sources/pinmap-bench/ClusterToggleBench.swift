import Foundation
import MapCore

/// Placeholder until PlaceClusterIndex lands.
enum ClusterToggleBench {
    static func run(coordinates: [Coordinate], places: Int, runs: Int) throws -> [String: Any] { [:] }
}
