import MapCore

/// One pass over a GPX document.
struct GPXWalker {
    let parser: XMLPullParser
    let pointCap: Int
    /// The next feature's number: waypoints, tracks and routes so far (a later part starts at the first part's count).
    private(set) var featureCount: Int

    init(parser: XMLPullParser, pointCap: Int, firstIndex: Int = 0) {
        self.parser = parser; self.pointCap = pointCap; featureCount = firstIndex
    }

    /// Hands every waypoint, track and route to `sink`; returns the root element's name when it is not `gpx`.
    mutating func run(into sink: inout some FeatureSink) throws(XMLReadError) -> String? {
        var sawRoot = false
        while let event = try parser.next() {
            guard case .start(let name, let line) = event else { continue }
            let tag = GPXTag(code: parser.code)
            if !sawRoot {
                sawRoot = true
                guard tag == .gpx else { return name }
                continue
            }
            guard parser.depth == 2 else { continue }
            if let read = sink.cancelledAfter { throw .cancelled(featuresRead: read) }
            switch tag {
            case .wpt: try readWaypoint(line: line, into: &sink)
            case .trk: try readLine(line: line, point: .trkpt, segment: .trkseg, into: &sink)
            case .rte: try readLine(line: line, point: .rtept, segment: nil, into: &sink)
            case .metadata, .extensions: try parser.skipElement()
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
        let tag = GPXTag(code: parser.code)
        if tag == .link {
            let href = parser.attribute("href")
            let depth = parser.depth
            var text: String?
            while let event = try parser.next() {
                if case .start = event, GPXTag(code: parser.code) == .text { text = try parser.text().trimmingWhitespace() }
                if case .end = event, parser.depth < depth { break }
            }
            if let href { properties.append(PlaceProperty(key: "link", value: href)) }
            if let text, !text.isEmpty { properties.append(PlaceProperty(key: "link text", value: text)) }
        } else if tag == .extensions {
            // Pinmap's own export keeps properties GPX has no element for as <pinmap:property key="…">; others' are skipped.
            let depth = parser.depth
            while let event = try parser.next() {
                if case .start = event, GPXTag(code: parser.code) == .property, parser.depth == depth + 1, let key = parser.attribute("key") {
                    properties.append(PlaceProperty(key: key, value: try parser.text()))
                }
                if case .end = event, parser.depth < depth { break }
            }
        } else if tag?.isTextField == true {
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
        let depth = parser.depth
        while let event = try parser.next() {
            switch event {
            case .start(let name, _) where parser.depth == depth + 1: try readField(name, into: &properties)
            case .end where parser.depth < depth:
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
    private mutating func readLine(line: Int, point: GPXTag, segment: GPXTag?,
                                   into sink: inout some FeatureSink) throws(XMLReadError) {
        let index = featureCount
        featureCount += 1
        var properties: [PlaceProperty] = []
        var thinner = PointThinner(cap: pointCap)
        var failure: KMLCoordinates.Failure?
        let depth = parser.depth
        while let event = try parser.next() {
            switch event {
            case .start(_, let pointLine) where GPXTag(code: parser.code) == point:
                if failure == nil {
                    switch position(line: pointLine) {
                    case .success(let coordinate): thinner.append(coordinate)
                    case .failure(let problem): failure = problem
                    }
                }
            case .start where segment != nil && GPXTag(code: parser.code) == segment && parser.depth == depth + 1:
                thinner.startPart()
            case .start(let name, _) where parser.depth == depth + 1:
                try readField(name, into: &properties)
            case .end where parser.depth < depth:
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
