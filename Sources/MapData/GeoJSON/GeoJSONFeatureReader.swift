import MapCore

/// Reads GeoJSON (RFC 7946) of any geometry and any property schema into `SourceFeature`s.
///
/// A FeatureCollection is streamed (each element of `features` is decoded as soon as it is parsed, so the tree
/// of the whole file never exists); a single Feature is read as a collection of one. Point, MultiPoint,
/// LineString, MultiLineString, Polygon, MultiPolygon and GeometryCollection are read; a polygon ring that
/// is not closed is closed. Properties are flattened in file order: nested objects with dots
/// (`location.name`, as Google Takeout writes them), arrays as JSON-like text, nulls left out.
public enum GeoJSONFeatureReader {
    public static func read(_ bytes: [UInt8], source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try ByteWindow.with(bytes) { window throws(PlaceFileError) in try read(window, source: source, into: &sink) }
    }

    /// Reads a window's bytes (a mapped file's are given back as the features are read).
    static func read(_ bytes: ByteWindow, source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        if let encoding = TextEncodingSniffer.wideEncoding(of: bytes) {
            throw .notUTF8(path: source, detail: "it looks like \(encoding)")
        }
        // The sink is handed over to the closure and back, as the parser's callback cannot capture an inout.
        let box = SinkBox(sink: sink)
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, streamingArrayAt: "features", elements: elements(box))
        } catch {
            throw failure(error, box: box, source: source)
        }
        try finish(root, box: box, source: source)
        sink = box.sink
    }

    /// Reads each element of `features` into `box`'s sink: the common Point feature without a tree, the rest (and
    /// every bad one) through the tree. Returns false to stop (the sink's load was cancelled).
    static func elements<Sink: FeatureSink>(_ box: SinkBox<Sink>) -> JSONParser.ElementReader {
        { parser, index throws(JSONParseError) in
            if var feature = GeoJSONFeatureDecoder.decode(&parser, index: index, spare: &box.spare) {
                box.sink.add(feature)
                // Its list emptied and kept for the next feature: one allocation per file, not one per feature.
                swap(&box.spare, &feature.properties)
                box.spare.removeAll(keepingCapacity: true)
            } else {
                box.add(try parser.parseValue(), index: index)
            }
            return index & 1023 != 0 || box.sink.cancelledAfter == nil
        }
    }

    /// A parse error as the loader reports it.
    static func failure<Sink: FeatureSink>(_ error: JSONParseError, box: SinkBox<Sink>, source: String) -> PlaceFileError {
        if error.reason == .stopped { return .cancelled(path: source, featuresRead: box.sink.cancelledAfter ?? 0) }
        return .malformed(path: source, format: "JSON", line: error.line, detail: error.description)
    }

    /// Checks the document's root: a FeatureCollection (its features already read) or a single Feature (read now).
    static func finish<Sink: FeatureSink>(_ root: JSONValue, box: SinkBox<Sink>, source: String) throws(PlaceFileError) {
        guard let object = root.objectValue else {
            throw .malformed(path: source, format: "GeoJSON", line: nil, detail: "found \(root.kindName), not a FeatureCollection")
        }
        switch object["type"]?.stringValue {
        case "FeatureCollection"?:
            guard let features = object["features"], features.arrayValue != nil else {
                throw .malformed(path: source, format: "GeoJSON", line: nil, detail: "a FeatureCollection without a \"features\" array")
            }
        case "Feature"?:
            box.add(root, index: 0)
        case let other?:
            throw .malformed(path: source, format: "GeoJSON", line: nil, detail: "type \"\(other)\", not a FeatureCollection or Feature")
        case nil:
            throw .malformed(path: source, format: "GeoJSON", line: nil, detail: "an object without a \"type\"")
        }
    }

    /// Holds the sink while the parser's callback feeds it.
    final class SinkBox<Sink: FeatureSink> {
        // Used by one thread at a time, several times per feature: dynamic exclusivity checks were 2 % of a load.
        @exclusivity(unchecked) var sink: Sink
        /// An empty properties list with room, for the next feature the decoder reads.
        @exclusivity(unchecked) var spare: [PlaceProperty] = []
        init(sink: Sink) { self.sink = sink }

        func add(_ value: JSONValue, index: Int) {
            switch GeoJSONFeatureReader.feature(value, index: index) {
            case .success(let f): sink.add(f)
            case .failure(let s): sink.skip(s.problem)
            }
        }
    }

    /// A problem as an Error so decoding can use `Result`.
    struct Skip: Error { let problem: LoadProblem }

    static func feature(_ value: JSONValue, index: Int) -> Result<SourceFeature, Skip> {
        guard let object = value.objectValue else {
            return .failure(Skip(problem: LoadProblem(featureIndex: index, featureID: nil, reason: .notAFeature(found: value.kindName))))
        }
        let id = identifier(object["id"])
        func skip(_ reason: LoadProblem.Reason) -> Result<SourceFeature, Skip> {
            .failure(Skip(problem: LoadProblem(featureIndex: index, featureID: id, reason: reason)))
        }
        guard object["type"]?.stringValue == "Feature" else {
            let found = object["type"].map { $0.stringValue.map { "type \"\($0)\"" } ?? "type as \($0.kindName)" } ?? "no type"
            return skip(.notAFeature(found: found))
        }
        guard let geometryValue = object["geometry"] else { return skip(.missingGeometry) }
        if case .null = geometryValue { return skip(.nullGeometry) }
        let geometry: SourceFeature.Geometry
        switch GeoJSONGeometry.decode(geometryValue) {
        case .success(let g): geometry = g
        case .failure(let reason): return skip(reason.reason)
        }
        var properties: [PlaceProperty] = []
        if let p = object["properties"]?.objectValue { flatten(p, prefix: "", into: &properties) }
        return .success(SourceFeature(geometry: geometry, properties: properties, id: id, index: index))
    }

    /// A feature id as text: strings as they are, integral numbers without a fraction.
    static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let s)? where !s.isEmpty: return s
        case .number(let d)? where d.isFinite: return GeoJSONLoader.text(.number(d))
        default: return nil
        }
    }

    private static func flatten(_ object: JSONObject, prefix: String, into list: inout [PlaceProperty]) {
        for m in object.members {
            let key = prefix.isEmpty ? m.key : prefix + "." + m.key
            if case .object(let inner) = m.value {
                flatten(inner, prefix: key, into: &list)
            } else if let text = GeoJSONLoader.text(m.value) {
                list.append(PlaceProperty(key: key, value: text))
            }
        }
    }
}
