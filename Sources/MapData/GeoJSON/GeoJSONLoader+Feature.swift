import Foundation
import MapCore

extension GeoJSONLoader {
    /// A place made from a feature (with a note when it was kept with a fallback category), or why not.
    enum FeatureOutcome {
        case place(Place, note: LoadProblem?)
        case skipped(LoadProblem)
    }

    private enum CoordinateOutcome {
        case valid(Coordinate)
        case invalid(LoadProblem.Reason)
    }

    func decodeFeature(_ value: JSONValue, index: Int) -> FeatureOutcome {
        guard let feature = value.objectValue else {
            return .skipped(LoadProblem(featureIndex: index, featureID: nil, reason: .notAFeature(found: value.kindName)))
        }
        let properties = feature["properties"]?.objectValue
        let id = Self.identifier(feature["id"]) ?? Self.identifier(properties?["id"])
        func problem(_ reason: LoadProblem.Reason) -> FeatureOutcome {
            .skipped(LoadProblem(featureIndex: index, featureID: id, reason: reason))
        }

        // Phase 1: shape and geometry.
        guard let type = feature["type"]?.stringValue, type == "Feature" else {
            let found = feature["type"].map { $0.stringValue.map { "type \"\($0)\"" } ?? "type as \($0.kindName)" } ?? "no type"
            return problem(.notAFeature(found: found))
        }
        guard let geometryValue = feature["geometry"] else { return problem(.missingGeometry) }
        if case .null = geometryValue { return problem(.nullGeometry) }
        guard let geometry = geometryValue.objectValue else { return problem(.unsupportedGeometry(type: geometryValue.kindName)) }
        guard let geometryType = geometry["type"]?.stringValue else { return problem(.unsupportedGeometry(type: "untyped geometry")) }
        guard geometryType == "Point" else { return problem(.unsupportedGeometry(type: geometryType)) }
        let coordinate: Coordinate
        switch Self.coordinate(geometry["coordinates"]) {
        case .valid(let c): coordinate = c
        case .invalid(let reason): return problem(reason)
        }

        // Phase 2: title and category.
        // `name` first, then `title`; blank ones do not count.
        var title = properties?["name"]?.stringValue.map(Self.trimmed) ?? ""
        if title.isEmpty { title = properties?["title"]?.stringValue.map(Self.trimmed) ?? "" }
        guard !title.isEmpty else { return problem(.missingTitle) }
        let placeID = id ?? "feature/\(index)"
        var categoryID = PlaceCategory.otherID
        var note: LoadProblem?
        switch properties?[categoryProperty] {
        case .string(let c) where knownCategoryIDs.contains(c):
            categoryID = c
        case .string(let c) where !c.isEmpty:
            note = LoadProblem(featureIndex: index, featureID: placeID, reason: .unknownCategory(c))
        case nil, .null?, .string?:
            note = LoadProblem(featureIndex: index, featureID: placeID, reason: .missingCategory)
        case let other?:
            note = LoadProblem(featureIndex: index, featureID: placeID, reason: .unknownCategory(Self.text(other) ?? other.kindName))
        }

        // Phase 3: details.
        let details = properties.map(Self.details) ?? PlaceDetails()
        let place = Place(id: placeID, categoryID: categoryID, title: title, coordinate: coordinate, details: details)
        return .place(place, note: note)
    }

    /// A feature id as text: strings as they are, integral numbers without a fraction.
    private static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s)? where !s.isEmpty: return s
        case .number(let d)? where d.isFinite: return text(.number(d))
        default: return nil
        }
    }

    private static func coordinate(_ value: JSONValue?) -> CoordinateOutcome {
        guard let value else { return .invalid(.malformedCoordinates("missing")) }
        guard let array = value.arrayValue else { return .invalid(.malformedCoordinates("\(value.kindName), not an array")) }
        guard array.count >= 2 else { return .invalid(.malformedCoordinates("\(array.count) value\(array.count == 1 ? "" : "s"), need longitude and latitude")) }
        guard let lon = array[0].numberValue, let lat = array[1].numberValue else {
            let kinds = array.prefix(2).map(\.kindName).joined(separator: " and ")
            return .invalid(.malformedCoordinates("\(kinds), need two numbers"))
        }
        do {
            return .valid(try Coordinate(latitude: lat, longitude: lon))
        } catch {
            return .invalid(.invalidCoordinate(error))
        }
    }

    /// Known properties into their fields, the rest into `extra` (the rules every format shares).
    private static func details(_ properties: JSONObject) -> PlaceDetails {
        let list = properties.members.compactMap { m in text(m.value).map { PlaceProperty(key: m.key, value: $0) } }
        return DetailFields.details(list) { $0 == "id" || $0 == "name" || $0 == "title" || $0 == "category" }
    }

    /// Drops leading and trailing whitespace and newlines (Unicode-aware, without Foundation's NSString path).
    static func trimmed(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return s }
        return String(scalars[first...last])
    }

    /// A property value as display text; nil for null.
    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .null: return nil
        case .string(let s): return s
        case .bool(let b): return b ? "yes" : "no"
        case .number(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
            return String(d)
        case .array(let a): return "[" + a.map { quoted($0) }.joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.members.map { "\"\($0.key)\": " + quoted($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func quoted(_ value: JSONValue) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return text(value) ?? "null"
    }
}
