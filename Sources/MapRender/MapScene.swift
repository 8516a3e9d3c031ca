import MapCore

/// Everything one frame shows. A value: the widget and `--render` build the same scene.
public struct MapScene: Sendable {
    public var viewport: Viewport
    public var style: MapStyle
    /// Places and clusters to draw, already queried from the PlaceIndex for this viewport.
    public var items: [MapItem]
    /// Lines and areas to draw under the places, already queried and simplified for this viewport (`ShapeIndex`).
    public var shapes: [ShapeInView] = []
    /// The line or area to highlight.
    public var selectedShapeID: PlaceShape.ID?
    public var selectedPlaceID: Place.ID?
    /// The style's server is unreachable: show the offline indicator.
    public var isOffline: Bool
    /// The marker a `geo:` link or typed coordinates dropped, drawn above the places with its label.
    public var droppedMarker: DroppedMarker?
    /// The person's position (dot, accuracy circle, heading), drawn above the places; nil when unknown.
    public var location: LocationDisplay?
    /// `.zooming` for the in-between frames of a zoom (cheaper tile scaling); the frame at rest must be `.atRest`.
    public var motion: SceneMotion = .atRest

    public init(viewport: Viewport, style: MapStyle, items: [MapItem] = [], selectedPlaceID: Place.ID? = nil, isOffline: Bool = false,
                droppedMarker: DroppedMarker? = nil) {
        self.viewport = viewport; self.style = style; self.items = items
        self.selectedPlaceID = selectedPlaceID; self.isOffline = isOffline; self.droppedMarker = droppedMarker
    }
}
