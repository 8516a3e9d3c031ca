import Foundation
import MapCore
import MapData

/// The app's path from a places file to usable places, as the benchmark times it.
enum BenchPlaceLoader {
    static let categories = ["pharmacy", "cafe", "restaurant", "fast_food", "supermarket", "convenience", "shop", "hotel",
                             "bank", "atm", "museum"]
        .map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }

    /// Loads `file` (any format, sniffed) and returns how many places it gave.
    static func load(_ file: URL) throws -> Int {
        try loaded(file).places.count
    }

    /// Loads `file` (any format, sniffed).
    static func loaded(_ file: URL) throws -> LoadedPlaces {
        try PlaceFileLoader.load(contentsOf: file, catalog: categories)
    }

}
