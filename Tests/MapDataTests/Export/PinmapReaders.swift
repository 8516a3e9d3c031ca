import Foundation
import MapCore
import Testing
@testable import MapData

/// Reads an exported file back with Pinmap's own readers, as `ExportedFeature`s (name, category, position, properties).
enum PinmapReaders {
    struct CollectingSink: FeatureSink {
        var features: [SourceFeature] = []
        var problems: [LoadProblem] = []
        mutating func add(_ feature: SourceFeature) { features.append(feature) }
        mutating func skip(_ problem: LoadProblem) { problems.append(problem) }
    }

    struct NoReader: Error, CustomStringConvertible { let description: String }

    /// The points of the file; GeoJSON through GeoJSONLoader with `categories` known, KML and GPX through their readers
    /// (until FeatureAssembler arrives, a feature's title is its `name` and its category the format's own).
    static func read(_ bytes: [UInt8], as format: ExportFormat, categories: [PlaceCategory.ID]) throws -> [ExportedFeature] {
        var sink = CollectingSink()
        switch format {
        case .geojson:
            let catalog = categories.map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }
            let loaded = try GeoJSONLoader(categories: catalog).load(data: Data(bytes), source: "export.geojson")
            #expect(loaded.report.problems.isEmpty, "\(loaded.report.problems)")
            return loaded.places.map(ExportedFeature.expected)
        case .kml: try KMLReader.read(bytes, source: "export.kml", into: &sink)
        case .gpx: try GPXReader.read(bytes, source: "export.gpx", into: &sink)
        case .csv:
            let catalog = categories.map { PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0, green: 0, blue: 0)) }
            let loaded = try PlaceFileLoader.load(bytes: bytes, name: "export.csv", catalog: catalog)
            #expect(loaded.report.problems.isEmpty, "\(loaded.report.problems)")
            return loaded.places.map(ExportedFeature.expected)
        }
        #expect(sink.problems.isEmpty, "\(sink.problems)")
        return sink.features.compactMap { feature in
            guard case .point(let c) = feature.geometry else { return nil }
            let own: Set<String> = format == .gpx ? ["name", "type"] : ["name"]
            return ExportedFeature(title: feature.properties.first { $0.key == "name" }?.value ?? "",
                                   category: feature.formatCategory ?? "", latitude: c.latitude, longitude: c.longitude,
                                   properties: feature.properties.filter { !own.contains($0.key) })
        }
    }

    /// A place made from what was read, to be exported again.
    static func place(_ feature: ExportedFeature, index: Int) -> Place {
        Place(id: "read/\(index)", categoryID: feature.category, title: feature.title,
              coordinate: try! Coordinate(latitude: feature.latitude!, longitude: feature.longitude!),
              details: PlaceDetails(extra: feature.properties))
    }
}
