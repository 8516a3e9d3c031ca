import Foundation
import MapCore

extension GeoURI {
    /// The point of a `q=` in Android's form, `LAT,LON` or `LAT,LON(LABEL)` (already percent-decoded), as a
    /// marker with its label; nil for any other query (a search text such as `coffee`).
    /// Throws when the coordinates are plain decimals but out of range.
    static func marker(fromQuery query: String) throws(GeoURIError) -> DroppedMarker? {
        var point = Substring(query)
        var label: String?
        // The label runs from the first '(' to a closing ')' at the very end, so it may hold parentheses itself.
        if point.last == ")", let open = point.firstIndex(of: "(") {
            label = String(point[point.index(after: open)..<point.index(before: point.endIndex)])
            point = point[..<open]
        }
        let parts = point.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let numbers = parts.map { Substring($0.trimmingCharacters(in: .whitespaces)) }
        guard let latitude = try? decimal(numbers[0], field: "latitude", allowsSign: true),
              let longitude = try? decimal(numbers[1], field: "longitude", allowsSign: true) else { return nil }
        guard (-90.0...90.0).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
        guard (-180.0...180.0).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
        return DroppedMarker(coordinate: Coordinate(clampingLatitude: latitude, wrappingLongitude: longitude), label: label)
    }

    /// Where to look: the marker's point when the path is the placeholder `0,0` (`geo:0,0?q=60.17,24.94(…)`),
    /// else the path's coordinate.
    public var viewCenter: Coordinate {
        guard let marker, coordinate.latitude == 0, coordinate.longitude == 0 else { return coordinate }
        return marker.coordinate
    }
}
