import Foundation
import Gazetteer
import MapCore

/// The bundled data/gazetteer.bin, opened once for all tests.
enum BundledGazetteer {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/gazetteer.bin").path
    static let shared = Gazetteer(path: path)

    static func at(_ lat: Double, _ lon: Double) -> Coordinate { Coordinate(clampingLatitude: lat, wrappingLongitude: lon) }
    static let helsinki = at(60.17, 24.94)
}
