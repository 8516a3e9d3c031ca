import MapCore
@testable import Search

/// Small hand-made places around central Helsinki.
enum Fixtures {
    static let helsinki = Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)

    static func place(_ id: String, _ title: String, category: String = "shop", lat: Double = 60.17, lon: Double = 24.94,
                      address: String? = nil, cuisine: String? = nil, extra: [String: String] = [:]) -> Place {
        Place(id: id, categoryID: category, title: title, coordinate: Coordinate(clampingLatitude: lat, wrappingLongitude: lon),
              details: PlaceDetails(address: address, cuisine: cuisine,
                                    extra: extra.keys.sorted().map { PlaceProperty(key: $0, value: extra[$0]!) }))
    }

    static let categories: [PlaceCategory] = [
        PlaceCategory(id: "pharmacy", title: "Pharmacies", iconName: "pharmacy", color: RGBColor(red: 0, green: 0.5, blue: 0)),
        PlaceCategory(id: "cafe", title: "Cafés", iconName: "cafe", color: RGBColor(red: 0.5, green: 0.3, blue: 0)),
        PlaceCategory(id: "hotel", title: "Hotels", iconName: "hotel", color: RGBColor(red: 0, green: 0, blue: 0.5)),
        PlaceCategory(id: "fast_food", title: "Fast food", iconName: "fast_food", color: RGBColor(red: 1, green: 0, blue: 0)),
        PlaceCategory(id: "shop", title: "Shops", iconName: "shop", color: RGBColor(red: 0.3, green: 0.3, blue: 0.3)),
    ]

    static func index(_ places: [Place]) -> SearchIndex { SearchIndex(places: places, categories: categories) }
}
