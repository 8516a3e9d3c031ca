import Foundation
import MapCore

/// The properties a writer puts beside a feature's name and category: the known details under the keys the
/// readers take them from (address, opening_hours, website, phone, cuisine), then the rest in file order.
/// A key that a writer already uses for the feature itself (`reserved`: name, category…) and a repeated key
/// are left out, so no format gets a key twice.
enum ExportRecord {
    /// Keys every writer keeps for the feature itself (its name, its category, its id), the same in every format so
    /// that a round trip between any two gives the same properties.
    static let reservedKeys: Set<String> = ["name", "category", "id"]

    static func properties(of details: PlaceDetails, reserved: Set<String> = reservedKeys) -> [PlaceProperty] {
        var result: [PlaceProperty] = []
        var seen = reserved
        func add(_ key: String, _ value: String?) {
            guard let value, seen.insert(key).inserted else { return }
            result.append(PlaceProperty(key: key, value: value))
        }
        add("address", details.address)
        add("opening_hours", details.openingHours)
        add("website", details.website)
        add("phone", details.phone)
        add("cuisine", details.cuisine)
        for property in details.extra { add(property.key, property.value) }
        return result
    }

    /// A coordinate number as plain decimals (no exponent, which some readers refuse), shortest that reads back.
    static func number(_ value: Double) -> String {
        let shortest = value.description
        guard shortest.contains("e") else { return shortest }
        // Below 1e-4 degrees (11 m) Swift switches to exponents; nine decimals is 0.1 mm.
        var fixed = String(format: "%.9f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed == "-0" ? "0" : fixed
    }
}
