import Foundation
import Gazetteer
import MapCore

/// "What's here?" answered offline: where a point lies relative to the nearest gazetteer place.
public enum WhatsHere {
    /// Nearer than this, the point is "in" the place rather than a distance from it.
    public static let withinMetres = 500.0

    /// "2.3 km NE of Espoo", "in Espoo" (within 500 m), "80 km S of Rovaniemi".
    public static func describe(_ point: Coordinate, from place: GazetteerPlace) -> String {
        let metres = point.distance(to: place.coordinate)
        guard metres >= withinMetres else { return "in \(place.name)" }
        return "\(distanceText(metres)) \(direction(from: place.coordinate, to: point)) of \(place.name)"
    }

    /// Whole kilometres from 10 km, tenths below.
    static func distanceText(_ metres: Double) -> String {
        if metres >= 10_000 { return "\(Int((metres / 1000).rounded())) km" }
        let tenths = Int((metres / 100).rounded())
        return "\(tenths / 10).\(tenths % 10) km"
    }

    /// One of the eight compass points, by the initial great-circle bearing from `a` to `b`.
    static func direction(from a: Coordinate, to b: Coordinate) -> String {
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180
        let Δλ = (b.longitude - a.longitude) * .pi / 180
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        let bearing = (atan2(y, x) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        let names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        return names[Int((bearing / 45).rounded()) % 8]
    }
}
