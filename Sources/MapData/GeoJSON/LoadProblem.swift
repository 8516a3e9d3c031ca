import MapCore

/// One thing wrong with one feature of a GeoJSON file, and what the loader did about it.
public struct LoadProblem: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The element of `features` is not a JSON object, or its `type` is not "Feature".
        case notAFeature(found: String)
        case missingGeometry
        case nullGeometry
        /// A geometry type the reader does not take (GeoJSONLoader, for OGC API pages, takes only Point).
        case unsupportedGeometry(type: String)
        /// `coordinates` is missing, too short, or holds something other than numbers.
        case malformedCoordinates(String)
        /// Numbers, but not a valid WGS 84 position (out of range, NaN, infinite).
        case invalidCoordinate(CoordinateError)
        /// No non-empty `name` (or `title`) property.
        case missingTitle
        /// Kept under "other".
        case missingCategory
        /// Kept under "other".
        case unknownCategory(String)
        /// The id was seen before, at `firstIndex`; the first feature wins and this one is skipped.
        case duplicateID(String, firstIndex: Int)
        /// A placeholder without a real position (Google Takeout's `[0,0]` with "No location information…").
        case noLocation(String)
        /// A CSV row that cannot be read (a NUL byte, a quote never closed, longer than the row limit).
        case malformedRow(String)
    }

    /// Zero-based position among the file's features (the `features` array, KML placemarks, CSV rows).
    public let featureIndex: Int
    /// The feature's id when it had one.
    public let featureID: String?
    public let reason: Reason
    /// The 1-based line where the feature starts, when the reader knows it (XML, CSV).
    public let line: Int?

    public init(featureIndex: Int, featureID: String?, reason: Reason, line: Int? = nil) {
        self.featureIndex = featureIndex; self.featureID = featureID; self.reason = reason; self.line = line
    }

    /// True when the feature was skipped; false when it was kept with a fallback.
    public var skipsFeature: Bool {
        switch reason {
        case .missingCategory, .unknownCategory: return false
        default: return true
        }
    }

    public var description: String {
        var which = featureID.map { "feature \(featureIndex) (\($0))" } ?? "feature \(featureIndex)"
        if let line { which = "line \(line), " + which }
        return "\(which): \(reason.message); " + (skipsFeature ? "skipped" : "kept under \"\(PlaceCategory.otherID)\"")
    }
}

extension LoadProblem.Reason {
    /// A sentence fragment naming what is wrong.
    public var message: String {
        switch self {
        case .notAFeature(let found): return "not a Feature (found \(found))"
        case .missingGeometry: return "no geometry"
        case .nullGeometry: return "geometry is null"
        case .unsupportedGeometry(let type): return "geometry is \(type), not one Pinmap reads here"
        case .malformedCoordinates(let why): return "bad coordinates: \(why)"
        case .invalidCoordinate(let error): return "invalid coordinates: \(error)"
        case .missingTitle: return "no name"
        case .missingCategory: return "no category"
        case .unknownCategory(let c): return "unknown category \"\(c)\""
        case .duplicateID(let id, let first): return "duplicate id \"\(id)\" (first at feature \(first))"
        case .noLocation(let why): return "no location (\(why))"
        case .malformedRow(let why): return why
        }
    }

    /// A label for grouping in summaries, e.g. "null geometry".
    public var kind: String {
        switch self {
        case .notAFeature: return "not a Feature"
        case .missingGeometry: return "no geometry"
        case .nullGeometry: return "null geometry"
        case .unsupportedGeometry: return "unsupported geometry"
        case .malformedCoordinates: return "bad coordinates"
        case .invalidCoordinate: return "coordinates out of range"
        case .missingTitle: return "no name"
        case .missingCategory: return "no category"
        case .unknownCategory: return "unknown category"
        case .duplicateID: return "duplicate id"
        case .noLocation: return "no location"
        case .malformedRow: return "bad row"
        }
    }
}
