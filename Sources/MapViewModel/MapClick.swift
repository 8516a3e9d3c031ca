import MapCore

/// What a click on a map view means, decided once for both views from what they hit in their own pixel space.
public enum MapClick: Equatable {
    /// Nothing to do (a press on the dropped marker's body, a second click of a double click on a pin, or a double
    /// click the map's toolkit zooms by itself).
    case ignored
    /// The × on the dropped marker's label: ask the owner to remove it.
    case closeDroppedMarker
    /// A double click on empty map or a cluster: zoom in one level about `anchor`.
    case zoomIn(anchor: PixelPoint)
    /// A single click on a pin, a cluster, a line or area, or empty map.
    case outcome(ClickOutcome)

    /// `count`: 1 for a click, 2 for a double click; `doubleClickZooms`: false where the toolkit zooms on its own
    /// (libshumate). The dropped marker is drawn above everything, so it is asked first; a shape only where no item is.
    @MainActor
    public static func decide(count: Int, at point: PixelPoint, hits: some ClickHitSource, viewport: Viewport,
                              style: MapStyle, doubleClickZooms: Bool) -> MapClick {
        switch hits.droppedMarkerPart(at: point) {
        case .close?: return count == 1 ? .closeDroppedMarker : .ignored
        case .body?: return .ignored
        case nil: break
        }
        let item = hits.item(at: point)
        if count >= 2 {
            guard doubleClickZooms else { return .ignored }
            if case .place = item { return .ignored }
            return .zoomIn(anchor: point)
        }
        // Lines and areas lie under every marker and take only the clicks no marker took.
        let shape = item == nil ? hits.shape(at: point) : nil
        return .outcome(ClickOutcome.decide(hit: item, shape: shape, at: point, viewport: viewport, style: style))
    }
}
