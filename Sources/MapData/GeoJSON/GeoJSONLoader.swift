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

    public init(categories: [PlaceCategory]) {
        knownCategoryIDs = Set(categories.map(\.id)).union([PlaceCategory.otherID])
    }

    /// Loads a file. - Complexity: O(file size).
    public func load(contentsOf url: URL) throws(GeoJSONLoadError) -> LoadedPlaces {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .fileNotFound(path: path) }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: Self.describe(error))
        }
        return try load(data: data, source: path)
    }

    /// Loads in-memory GeoJSON; `source` names it in messages.
    public func load(data: Data, source: String) throws(GeoJSONLoadError) -> LoadedPlaces {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw .notJSON(path: source, detail: error.description)
        }
        let features = try Self.features(of: root, source: source)
        return decode(features, source: source)
    }

    /// The `features` array of a FeatureCollection, or why there is none.
    private static func features(of root: JSONValue, source: String) throws(GeoJSONLoadError) -> [JSONValue] {
        guard let object = root.objectValue else { throw .notAFeatureCollection(path: source, found: root.kindName) }
        guard let type = object["type"]?.stringValue else {
            throw .notAFeatureCollection(path: source, found: "an object without a \"type\"")
        }
        guard type == "FeatureCollection" else { throw .notAFeatureCollection(path: source, found: "type \"\(type)\"") }
        guard let features = object["features"] else {
            throw .notAFeatureCollection(path: source, found: "a FeatureCollection without \"features\"")
        }
        guard let array = features.arrayValue else {
            throw .notAFeatureCollection(path: source, found: "\"features\" as \(features.kindName), not an array")
        }
        return array
    }

    private func decode(_ features: [JSONValue], source: String) -> LoadedPlaces {
        var places: [Place] = []
        places.reserveCapacity(features.count)
        var problems: [LoadProblem] = []
        var counts: [PlaceCategory.ID: Int] = [:]
        var firstIndexOfID: [String: Int] = [:]
        firstIndexOfID.reserveCapacity(features.count)

        for (index, value) in features.enumerated() {
            switch decodeFeature(value, index: index) {
            case .skipped(let problem):
                problems.append(problem)
            case .place(let place, let note):
                if let first = firstIndexOfID[place.id] {
                    problems.append(LoadProblem(featureIndex: index, featureID: place.id,
                                                reason: .duplicateID(place.id, firstIndex: first)))
                    continue
                }
                firstIndexOfID[place.id] = index
                if let note { problems.append(note) }
                counts[place.categoryID, default: 0] += 1
                places.append(place)
            }
        }
        let report = LoadReport(source: source, featureCount: features.count, countsByCategory: counts, problems: problems)
        return LoadedPlaces(places: places, report: report)
    }

    private static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return ns.localizedDescription
    }
}
