import Foundation
import MapCore

/// Reads an RFC 7946 FeatureCollection of Point features into places.
///
/// A feature needs Point geometry, a `name` (or `title`) property and a `category` property.
/// - A missing or unknown category keeps the place under "other" and reports it.
/// - Every other bad feature (no/null/non-Point geometry, bad coordinates, no name) is skipped and reported.
/// - Duplicate ids: the first feature with an id wins; later ones are skipped and reported, because ids
///   must stay stable across reloads (a renamed copy would not be the same place).
/// - The id comes from the feature's `id` member, else `properties.id`, else "feature/INDEX".
/// Whole-file failures (missing, unreadable, not JSON, not a FeatureCollection) throw `GeoJSONLoadError`.
public struct GeoJSONLoader: Sendable {
    /// Categories a place may have; anything else goes to "other".
    public let knownCategoryIDs: Set<PlaceCategory.ID>
    /// The feature property that names the category (a remote table may call it something else).
    public let categoryProperty: String

    public init(categories: [PlaceCategory], categoryProperty: String = "category") {
        knownCategoryIDs = Set(categories.map(\.id)).union([PlaceCategory.otherID])
        self.categoryProperty = categoryProperty
    }

    /// The largest places file read: a million places is about 330 MB, and loading peaks near 3× the file.
    public static let maxFileBytes = 512 << 20

    /// Loads a file. - Complexity: O(file size).
    public func load(contentsOf url: URL) throws(GeoJSONLoadError) -> LoadedPlaces {
        let path = url.path
        let bytes: [UInt8]
        // Read straight into the array: a Data and its copy were both alive at the start (2× the file).
        do { bytes = try RegularFile.readBytes(atPath: path, limit: Self.maxFileBytes) } catch {
            switch error {
            case .notFound: throw .fileNotFound(path: path)
            case .tooLarge(let bytes, let limit): throw .tooLarge(path: path, bytes: bytes, limit: limit)
            default: throw .unreadable(path: path, reason: error.description)
            }
        }
        return try load(bytes: bytes, source: path)
    }

    /// Loads in-memory GeoJSON; `source` names it in messages. Total: any bytes give places or a thrown error.
    public func load(data: Data, source: String) throws(GeoJSONLoadError) -> LoadedPlaces {
        try load(bytes: [UInt8](data), source: source)
    }

    /// Features are decoded while the file is parsed, so the JSON tree of the whole file never exists.
    private func load(bytes: [UInt8], source: String) throws(GeoJSONLoadError) -> LoadedPlaces {
        if let encoding = TextEncodingSniffer.wideEncoding(of: bytes) {
            throw .notUTF8(path: source, detail: "it looks like \(encoding)")
        }
        var collector = FeatureCollector(loader: self)
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, streamingArrayAt: "features") { _, value in collector.add(value); return true }
        } catch {
            throw .notJSON(path: source, detail: error.description)
        }
        try Self.checkShape(of: root, source: source)
        return collector.result(source: source, topLevel: root.objectValue)
    }

    /// Throws unless `root` is a FeatureCollection with a `features` array.
    private static func checkShape(of root: JSONValue, source: String) throws(GeoJSONLoadError) {
        guard let object = root.objectValue else { throw .notAFeatureCollection(path: source, found: root.kindName) }
        guard let type = object["type"]?.stringValue else {
            throw .notAFeatureCollection(path: source, found: "an object without a \"type\"")
        }
        guard type == "FeatureCollection" else { throw .notAFeatureCollection(path: source, found: "type \"\(type)\"") }
        guard let features = object["features"] else {
            throw .notAFeatureCollection(path: source, found: "a FeatureCollection without \"features\"")
        }
        guard features.arrayValue != nil else {
            throw .notAFeatureCollection(path: source, found: "\"features\" as \(features.kindName), not an array")
        }
    }
}
