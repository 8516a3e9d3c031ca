import MapCore

/// One `<Placemark>` while it is read: its properties in file order, its style and its geometry.
struct KMLPlacemark {
    let index: Int
    let line: Int
    let id: String?
    let category: String?
    var properties: [PlaceProperty] = []
    var styleURL: String?
    var inlineStyle: KMLStyle?
    /// The `name` of the ExtendedData `<Data>` being read.
    var dataName: String?
    var geometry = KMLGeometryBuilder()

    init(index: Int, line: Int, id: String?, category: String?) {
        self.index = index; self.line = line; self.id = id; self.category = category
    }

    mutating func add(_ key: String, _ value: String) {
        properties.append(PlaceProperty(key: key, value: value))
    }

    /// Hands the placemark to `sink`: a feature, or a skip with the line and reason.
    func finish(styles: KMLStyleTable, into sink: inout some FeatureSink) {
        if let failure = geometry.failure {
            return sink.skip(LoadProblem(featureIndex: index, featureID: id, reason: failure.reason, line: failure.line))
        }
        guard let shape = geometry.geometry else {
            return sink.skip(LoadProblem(featureIndex: index, featureID: id, reason: .missingGeometry, line: line))
        }
        let style = inlineStyle ?? styleURL.flatMap { styles.style(for: $0) }
        sink.add(SourceFeature(geometry: shape, properties: properties, id: id, formatCategory: category,
                               color: style?.color(for: shape), index: index, line: line))
    }
}
