/// Why a `geo:` URI (RFC 5870) was refused. Each message names the offending part.
public enum GeoURIError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than `GeoURI.maxLength` characters.
    case tooLong(length: Int)
    /// Short enough as given, but longer than `GeoURI.maxLength` as Pinmap writes it: raw non-ASCII in `q=` is
    /// accepted and written percent-encoded, up to 9 characters for one.
    case tooLongWhenEncoded(length: Int)
    /// The text does not start with the `geo:` scheme.
    case notGeoURI(String)
    /// A space, control character or raw '#' where a URI cannot have one.
    case invalidCharacter(Character)
    /// Fewer than the two required coordinates.
    case missingCoordinate(found: Int)
    /// More than latitude, longitude and altitude.
    case tooManyCoordinates(found: Int)
    /// A coordinate that is not RFC 5870 decimal (`-`? digits, optional `.` digits); NaN and exponents land here.
    case invalidNumber(field: String, text: String)
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    /// Altitude beyond `GeoURI.altitudeLimit` metres.
    case altitudeOutOfRange(Double)
    /// A `;crs=` other than `wgs84`.
    case unsupportedCRS(String)
    /// A `;u=` that is not a non-negative decimal up to `GeoURI.maxUncertainty` metres.
    case invalidUncertainty(String)
    /// A parameter given twice (`;u=`, `;crs=`, `z=`, `q=`).
    case duplicateParameter(String)
    /// A `;` with no parameter name after it.
    case emptyParameter
    /// A `z=` that is not a whole number in `GeoURI.zoomRange`.
    case invalidZoom(String)
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8.
    case invalidPercentEncoding(String)

    public var description: String {
        switch self {
        case .tooLong(let n): return "geo: URI is \(n) characters long; the limit is \(GeoURI.maxLength)"
        case .tooLongWhenEncoded(let n):
            return "geo: URI is \(n) characters long once its q= text is percent-encoded; the limit is \(GeoURI.maxLength)"
        case .notGeoURI(let text): return "not a geo: URI: \"\(text.prefix(40))\" must start with \"geo:\""
        case .invalidCharacter(let c): return "geo: URI contains an invalid character \(c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined())"
        case .missingCoordinate(let n): return "geo: URI has \(n) coordinate(s); it needs latitude,longitude"
        case .tooManyCoordinates(let n): return "geo: URI has \(n) coordinates; at most latitude,longitude,altitude"
        case .invalidNumber(let field, let text): return "geo: URI \(field) \"\(text.prefix(40))\" is not a plain decimal number"
        case .latitudeOutOfRange(let v): return "geo: URI latitude \(v) is outside -90…90"
        case .longitudeOutOfRange(let v): return "geo: URI longitude \(v) is outside -180…180"
        case .altitudeOutOfRange(let v): return "geo: URI altitude \(v) m is beyond ±\(Int(GeoURI.altitudeLimit)) m"
        case .unsupportedCRS(let crs): return "geo: URI coordinate system \"\(crs.prefix(40))\" is not supported; only wgs84 is"
        case .invalidUncertainty(let text): return "geo: URI uncertainty \"\(text.prefix(40))\" is not a distance of 0…\(Int(GeoURI.maxUncertainty)) m"
        case .duplicateParameter(let name): return "geo: URI gives parameter \"\(name)\" more than once"
        case .emptyParameter: return "geo: URI has an empty ';' parameter"
        case .invalidZoom(let text): return "geo: URI zoom \"\(text.prefix(40))\" is not a whole number in \(GeoURI.zoomRange.lowerBound)…\(GeoURI.zoomRange.upperBound)"
        case .invalidPercentEncoding(let text): return "geo: URI text \"\(text.prefix(40))\" has broken percent-encoding"
        }
    }
}
