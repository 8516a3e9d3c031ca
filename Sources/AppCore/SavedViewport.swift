import MapCore

/// The part of a viewport worth restoring: where and how close, not the window size.
public struct SavedViewport: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double
    public var zoom: Double

    public init(latitude: Double, longitude: Double, zoom: Double) {
        self.latitude = latitude; self.longitude = longitude; self.zoom = zoom
    }

    public init(_ viewport: Viewport) {
        self.init(latitude: viewport.center.latitude, longitude: viewport.center.longitude, zoom: viewport.zoom)
    }

    /// The coordinate, or nil when the stored numbers are out of range (a hand-edited file).
    public var center: Coordinate? { try? Coordinate(latitude: latitude, longitude: longitude) }

    /// Zooms a saved or requested view may have.
    public static let zoomRange = 0.0...22.0

    /// True when both the centre and the zoom are usable.
    public var isValid: Bool { center != nil && zoom.isFinite && Self.zoomRange.contains(zoom) }
}
