import Foundation
import MapCore
@testable import MapData

/// A fresh folder under the system temp directory, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-mapdata-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to a file in this folder and returns its URL.
    func file(_ name: String, _ text: String) throws -> URL {
        let f = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: f.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: f)
        return f
    }
}

enum Fixture {
    /// The package root, from this file's path (Tests/MapDataTests/TestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let dataDirectory = packageRoot.appendingPathComponent("data", isDirectory: true)

    static let categories = ["pharmacy", "cafe", "restaurant"].map {
        PlaceCategory(id: $0, title: $0.capitalized, iconName: $0, color: RGBColor(red: 0.2, green: 0.3, blue: 0.4))
    }

    static let loader = GeoJSONLoader(categories: categories)

    /// A FeatureCollection around the given feature texts.
    static func collection(_ features: String...) -> String {
        #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
    }

    /// A valid Point feature; pieces can be overridden.
    static func feature(id: String? = "node/1", geometry: String = #"{"type":"Point","coordinates":[24.94,60.17]}"#,
                        properties: String = #""name":"Apteekki","category":"pharmacy""#) -> String {
        let idPart = id.map { #""id":"\#($0)","# } ?? ""
        return #"{"type":"Feature",\#(idPart)"geometry":\#(geometry),"properties":{\#(properties)}}"#
    }

    static func load(_ text: String) throws -> LoadedPlaces {
        try loader.load(data: Data(text.utf8), source: "test.geojson")
    }
}

extension Fixture {
    /// Tests/MapDataTests/PlaceFiles: small files as people keep them (Google Takeout, own categories, CSV).
    static let placeFiles = packageRoot.appendingPathComponent("Tests/MapDataTests/PlaceFiles", isDirectory: true)

    /// Loads text through the one entry point, sniffing its format.
    static func loadAny(_ text: String, name: String = "test", options: PlaceFileOptions = PlaceFileOptions()) throws(PlaceFileError) -> LoadedPlaces {
        try PlaceFileLoader.load(bytes: Array(text.utf8), name: name, catalog: categories, options: options)
    }
}
