import Foundation
import MapCore

/// What an "Open in…" link points at: a position, an optional label and a map zoom.
public struct LinkRequest: Hashable, Sendable {
    /// Zooms every browser target understands (OpenStreetMap stops at 19, Bing starts at 1).
    public static let zoomRange = 1...19
    /// A street-level zoom, used when the caller has none.
    public static let defaultZoom = 17

    public var coordinate: Coordinate
    /// The place's name as the user sees it; nil or blank means "no label".
    public var name: String?
    /// Always inside `zoomRange`.
    public private(set) var zoom: Int

    /// Clamps `zoom` into `zoomRange`; a blank name becomes nil.
    public init(coordinate: Coordinate, name: String? = nil, zoom: Int = LinkRequest.defaultZoom) {
        self.coordinate = coordinate
        let trimmed = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.name = (trimmed?.isEmpty ?? true) ? nil : name
        self.zoom = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
    }

    /// A link to `place`, labelled with its title.
    public init(place: Place, zoom: Int = LinkRequest.defaultZoom) {
        self.init(coordinate: place.coordinate, name: place.title, zoom: zoom)
    }

    /// Latitude as it appears in links.
    var latitudeText: String { DecimalText.format(coordinate.latitude) }
    /// Longitude as it appears in links.
    var longitudeText: String { DecimalText.format(coordinate.longitude) }
}
