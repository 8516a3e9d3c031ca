import Foundation
import MapCore
@testable import MapData

/// A feature as a test reads it back from an exported file, independently of Pinmap's loaders: name, category,
/// position (points only) and properties. Used to check what each writer wrote.
struct ExportedFeature: Equatable, CustomStringConvertible {
    var title: String
    var category: String
    var latitude: Double?
    var longitude: Double?
    var properties: [PlaceProperty]

    /// What a writer should have written for `place`.
    static func expected(_ place: Place) -> ExportedFeature {
        ExportedFeature(title: place.title, category: place.categoryID, latitude: place.coordinate.latitude,
                        longitude: place.coordinate.longitude, properties: ExportRecord.properties(of: place.details))
    }

    /// Properties in key order, for formats that do not keep a feature's own order (CSV columns, GPX elements).
    var sortingProperties: ExportedFeature {
        var copy = self
        copy.properties.sort { ($0.key, $0.value) < ($1.key, $1.value) }
        return copy
    }

    /// Every text field as XML 1.0 can carry it.
    var asXMLReadsIt: ExportedFeature {
        var copy = self
        copy.title = XMLText.readBack(title)
        copy.category = XMLText.readBack(category)
        copy.properties = properties.map { PlaceProperty(key: XMLText.readBack($0.key), value: XMLText.readBack($0.value)) }
        return copy
    }

    var description: String {
        "\(title.debugDescription) [\(category.debugDescription)] \(latitude.map { "\($0)" } ?? "-"),\(longitude.map { "\($0)" } ?? "-") "
            + properties.map { "\($0.key.debugDescription)=\($0.value.prefix(40).debugDescription)" }.joined(separator: " ")
    }
}
