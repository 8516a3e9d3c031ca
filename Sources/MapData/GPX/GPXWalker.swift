import MapCore

/// One pass over a GPX document.
struct GPXWalker {
    let parser: XMLPullParser
    let pointCap: Int
    private var featureCount = 0

    /// The simple elements of a wpt, trk or rte kept as properties, by their GPX names.
    private static let textFields: Set<String> = ["name", "desc", "cmt", "type", "sym", "ele", "time", "src", "urlname", "url", "number"]

    init(parser: XMLPullParser, pointCap: Int) { self.parser = parser; self.pointCap = pointCap }

    /// Hands every waypoint, track and route to `sink`; returns the root element's name when it is not `gpx`.
    mutating func run(into sink: inout some FeatureSink) throws(XMLReadError) -> String? {
        var sawRoot = false
        while let event = try parser.next() {
            guard case .start(let name, let line) = event else { continue }
            if !sawRoot {
                sawRoot = true
                guard name == "gpx" else { return name }
                continue
            }
            guard parser.path.count == 2 else { continue }
            if let read = sink.cancelledAfter { throw .cancelled(featuresRead: read) }
            switch name {
            case "wpt": try readWaypoint(line: line, into: &sink)
            case "trk": try readLine(line: line, point: "trkpt", segment: "trkseg", into: &sink)
            case "rte": try readLine(line: line, point: "rtept", segment: nil, into: &sink)
            case "metadata", "extensions": try parser.skipElement()
            default: continue
            }
        }
        return nil
    }

    /// The wpt/trkpt/rtept just started: its lat and lon attributes as a position (read from bytes; strings only
    /// for an error's message).
    private func position(line: Int) -> Result<Coordinate, KMLCoordinates.Failure> {
        let lat = parser.decimalAttribute("lat"), lon = parser.decimalAttribute("lon")
        guard let lat, let lon else {
            return .failure(.init(line: line, reason: .malformedCoordinates("line \(line): no \(lat == nil ? "lat" : "lon") attribute")))
        }
        guard let latitude = lat, let longitude = lon else {
            let latText = parser.attribute("lat") ?? "", lonText = parser.attribute("lon") ?? ""
            return .failure(.init(line: line, reason: .malformedCoordinates("line \(line): lat \"\(latText.prefix(40))\" lon \"\(lonText.prefix(40))\" are not numbers")))
        }
        do { return .success(try Coordinate(latitude: latitude, longitude: longitude)) } catch {
            return .failure(.init(line: line, reason: .invalidCoordinate(error)))
        }
    }

    /// A simple child of the element at `depth` (name, desc, link…) as properties.
    private func readField(_ name: String, into properties: inout [PlaceProperty]) throws(XMLReadError) {
        if name == "link" {
            let href = parser.attribute("href")
            let depth = parser.path.count
            var text: String?
            while let event = try parser.next() {
                if case .start(let child, _) = event, child == "text" { text = try parser.text().trimmingWhitespace() }
                if case .end = event, parser.path.count < depth { break }
            }
            if let href { properties.append(PlaceProperty(key: "link", value: href)) }
            if let text, !text.isEmpty { properties.append(PlaceProperty(key: "link text", value: text)) }
        } else if name == "extensions" {
            // Pinmap's own export keeps properties GPX has no element for as <pinmap:property key="…">; others' are skipped.
            let depth = parser.path.count
            while let event = try parser.next() {
                if case .start(let child, _) = event, child == "property", parser.path.count == depth + 1, let key = parser.attribute("key") {
                    properties.append(PlaceProperty(key: key, value: try parser.text()))
                }
                if case .end = event, parser.path.count < depth { break }
            }
        } else if Self.textFields.contains(name) {
            properties.append(PlaceProperty(key: name, value: try parser.text().trimmingWhitespace()))
        } else {
            try parser.skipElement()
        }
    }

    private func category(_ properties: [PlaceProperty]) -> String? {
        let type = properties.first { $0.key == "type" && !$0.value.isEmpty }?.value
        return type ?? properties.first { $0.key == "sym" && !$0.value.isEmpty }?.value
    }

    private mutating func readWaypoint(line: Int, into sink: inout some FeatureSink) throws(XMLReadError) {
        let index = featureCount
        featureCount += 1
        let place = position(line: line)
        var properties: [PlaceProperty] = []
        let depth = parser.path.count
        while let event = try parser.next() {
            switch event {
            case .start(let name, _) where parser.path.count == depth + 1: try readField(name, into: &properties)
            case .end where parser.path.count < depth:
                switch place {
                case .failure(let failure):
                    sink.skip(LoadProblem(featureIndex: index, featureID: nil, reason: failure.reason, line: failure.line))
                case .success(let coordinate):
                    sink.add(SourceFeature(geometry: .point(coordinate), properties: properties,
                                           formatCategory: category(properties), index: index, line: line))
                }
                return
            default: continue
            }
        }
    }

    /// A trk (its trkseg parts of trkpt) or an rte (its rtept) as one line feature.
    private mutating func readLine(line: Int, point: String, segment: String?,
                                   into sink: inout some FeatureSink) throws(XMLReadError) {
        let index = featureCount
        featureCount += 1
        var properties: [PlaceProperty] = []
        var thinner = PointThinner(cap: pointCap)
        var failure: KMLCoordinates.Failure?
        let depth = parser.path.count
        while let event = try parser.next() {
            switch event {
            case .start(let name, let pointLine) where name == point:
                if failure == nil {
                    switch position(line: pointLine) {
                    case .success(let coordinate): thinner.append(coordinate)
                    case .failure(let problem): failure = problem
                    }
                }
            case .start(let name, _) where segment != nil && name == segment && parser.path.count == depth + 1:
                thinner.startPart()
            case .start(let name, _) where parser.path.count == depth + 1:
                try readField(name, into: &properties)
            case .end where parser.path.count < depth:
                let lines = thinner.lines()
                if let failure {
                    sink.skip(LoadProblem(featureIndex: index, featureID: nil, reason: failure.reason, line: failure.line))
                } else if lines.isEmpty {
                    sink.skip(LoadProblem(featureIndex: index, featureID: nil, reason: .malformedCoordinates(
                        "line \(line): a <\(segment == nil ? "rte" : "trk")> needs 2 points, it has \(thinner.pointsSeen)"), line: line))
                } else {
                    sink.add(SourceFeature(geometry: .lines(lines), properties: properties,
                                           formatCategory: category(properties), index: index, line: line))
                }
                return
            default: continue
            }
        }
    }
}
