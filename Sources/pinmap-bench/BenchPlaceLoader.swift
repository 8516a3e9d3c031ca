import Foundation
import MapCore
import MapData

/// The app's path from a places file to usable places, as the benchmark times it.
enum BenchPlaceLoader {
    static let categories = ["pharmacy", "cafe", "restaurant", "fast_food", "supermarket", "convenience", "shop", "hotel",
                             "bank", "atm", "museum"]
        .map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }

    /// Loads `file` and returns how many places it gave.
    static func load(_ file: URL) throws -> Int {
        switch file.pathExtension {
        case "geojson": return try GeoJSONLoader(categories: categories).load(contentsOf: file).places.count
        case "kml", "gpx":
            // Until PlaceFileLoader and FeatureAssembler (formats branch) are merged: the reader, and each feature
            // made into a Place as the assembler will, so the figures hold what usable places hold.
            let bytes = try RegularFile.readBytes(atPath: file.path, limit: GeoJSONLoader.maxFileBytes)
            var sink = PlaceMakingSink()
            if file.pathExtension == "kml" {
                try KMLReader.read(bytes, source: file.path, into: &sink)
            } else {
                try GPXReader.read(bytes, source: file.path, into: &sink)
            }
            return sink.places.count
        default: throw Unsupported(description: "no \(file.pathExtension) reader on this branch yet (PlaceFileLoader comes with the formats branch)")
        }
    }

    struct Unsupported: Error, CustomStringConvertible { let description: String }
}

/// Points into places: title from `name`, category from the format (a KML folder, a GPX `type`), the rest as details.
struct PlaceMakingSink: FeatureSink {
    var places: [Place] = []
    var skipped = 0

    mutating func add(_ feature: SourceFeature) {
        guard case .point(let coordinate) = feature.geometry else { return }
        var title = ""
        var extra: [PlaceProperty] = []
        for p in feature.properties {
            if p.key == "name", title.isEmpty { title = p.value } else if p.key != "type" { extra.append(p) }
        }
        places.append(Place(id: feature.id ?? "feature/\(feature.index)", categoryID: feature.formatCategory ?? PlaceCategory.otherID,
                            title: title, coordinate: coordinate, details: PlaceDetails(extra: extra)))
    }

    mutating func skip(_ problem: LoadProblem) { skipped += 1 }
}
