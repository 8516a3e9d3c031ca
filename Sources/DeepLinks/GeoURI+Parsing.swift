import MapCore

extension GeoURI {
    /// Parses RFC 5870 text such as `geo:60.17,24.94;u=35?z=15&q=Kiasma`.
    ///
    /// Scheme and parameter names are case-insensitive; `;crs=` must be `wgs84`; unknown `;` parameters
    /// and unknown query keys are ignored (RFC 5870 §3.3 allows them). `+` in `q` stays `+`. A `q=` holding
    /// `LAT,LON(LABEL)` also gives `marker`; a raw space is accepted after the `?` (links such as
    /// `geo:0,0?q=60.17,24.94(Meeting point)` arrive unencoded from shells and desktop files).
    public init(parsing text: String) throws(GeoURIError) {
        guard text.count <= Self.maxLength else { throw .tooLong(length: text.count) }
        let path = text.prefix { $0 != "?" }
        if let bad = path.first(where: Self.isForbidden) ?? text.dropFirst(path.count).first(where: { $0 != " " && Self.isForbidden($0) }) {
            throw .invalidCharacter(bad)
        }
        guard text.count >= 4, text.prefix(4).lowercased() == "geo:" else { throw .notGeoURI(text) }

        // Phase 1: split "coordinates;params?query".
        let body = text.dropFirst(4)
        let pathAndQuery = body.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let pathParts = pathAndQuery[0].split(separator: ";", omittingEmptySubsequences: false)

        // Phase 2: coordinates.
        let numbers = pathParts[0].isEmpty ? [] : pathParts[0].split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count >= 2 else { throw .missingCoordinate(found: numbers.count) }
        guard numbers.count <= 3 else { throw .tooManyCoordinates(found: numbers.count) }
        let latitude = try Self.decimal(numbers[0], field: "latitude", allowsSign: true)
        let longitude = try Self.decimal(numbers[1], field: "longitude", allowsSign: true)
        let altitude = numbers.count == 3 ? try Self.decimal(numbers[2], field: "altitude", allowsSign: true) : nil
        guard (-90.0...90.0).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180.0...180.0).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        if let altitude, abs(altitude) > Self.altitudeLimit { throw .altitudeOutOfRange(altitude) }
        let coordinate = Coordinate(clampingLatitude: latitude, wrappingLongitude: longitude)

        // Phase 3: ";crs=" and ";u=" parameters.
        var seen = Set<String>()
        var uncertainty: Double?
        for parameter in pathParts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].lowercased()
            let value = pair.count > 1 ? String(pair[1]) : ""
            guard !name.isEmpty else { throw .emptyParameter }
            guard seen.insert(name).inserted else { throw .duplicateParameter(name) }
            switch name {
            case "crs":
                guard value.lowercased() == "wgs84" else { throw .unsupportedCRS(value) }
            case "u":
                guard let u = try? Self.decimal(Substring(value), field: "uncertainty", allowsSign: false),
                      u <= Self.maxUncertainty else { throw .invalidUncertainty(value) }
                uncertainty = u
            default:
                break
            }
        }

        // Phase 4: the "?z=&q=" extensions.
        var zoom: Int?
        var query: String?
        if pathAndQuery.count == 2 {
            for item in pathAndQuery[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = pair[0].lowercased()
                let value = pair.count > 1 ? String(pair[1]) : ""
                switch key {
                case "z":
                    guard zoom == nil else { throw .duplicateParameter("z") }
                    zoom = try Self.zoom(value)
                case "q":
                    guard query == nil else { throw .duplicateParameter("q") }
                    guard let decoded = PercentEncoding.decode(value) else { throw .invalidPercentEncoding(value) }
                    query = decoded
                default:
                    break
                }
            }
        }
        let marker = try query.flatMap { (q: String) throws(GeoURIError) -> DroppedMarker? in try Self.marker(fromQuery: q) }
        self.init(unchecked: coordinate, altitude: altitude, uncertainty: uncertainty, zoom: zoom, query: query, marker: marker)
        // What Pinmap reads it must be able to write and read back (found by fuzz-geouri).
        let written = string.count
        guard written <= Self.maxLength else { throw .tooLongWhenEncoded(length: written) }
    }

    /// Spaces, ASCII controls and a raw '#' cannot appear in a geo: URI.
    private static func isForbidden(_ c: Character) -> Bool {
        c.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || $0 == "#" }
    }

    /// RFC 5870 `num = [ "-" ] 1*DIGIT [ "." 1*DIGIT ]`; no '+', exponent, hex, NaN or infinity.
    static func decimal(_ text: Substring, field: String, allowsSign: Bool) throws(GeoURIError) -> Double {
        guard let value = DecimalText.parse(text, allowsSign: allowsSign) else {
            throw .invalidNumber(field: field, text: String(text))
        }
        return value
    }

    /// `z=` as a whole number in `zoomRange`.
    private static func zoom(_ text: String) throws(GeoURIError) -> Int {
        guard !text.isEmpty, text.count <= 3, text.allSatisfy(\.isASCIIDigit),
              let z = Int(text), zoomRange.contains(z) else { throw .invalidZoom(text) }
        return z
    }
}
