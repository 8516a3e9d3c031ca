import MapCore

/// The map's camera, owned by the store (`MapStore.camera`): the viewport the map last reported showing, the one
/// the app last asked it for, and whether it is still on its way there. A map view keeps only the viewport it draws
/// (a gesture moves it every frame) and reports each change (`MapViewDelegate.didChangeViewport`).
public struct Camera: Hashable, Sendable {
    /// What the map last reported showing.
    public internal(set) var reported: Viewport
    /// The app's last request (a search result, a revealed place, the person's position) until the map reports
    /// arriving, a hand pan takes over, or a newer request replaces it; nil when none is outstanding.
    public internal(set) var requested: Viewport?

    /// True while the map view reports itself moving on its own (an animation or glide in flight, a change not yet
    /// reported: `MapViewDelegate.didChangeMotion`).
    public internal(set) var viewMoving = false

    public init(reported: Viewport) { self.reported = reported }

    /// True while the map has not yet reported reaching the app's last request, or reports itself moving.
    public var isMoving: Bool { requested != nil || viewMoving }

    /// Points a report may miss the request's centre by and still count as arrived (an animation lands on it).
    static let arrivalTolerance = 0.5

    /// The app asks the map for `target`.
    mutating func request(_ target: Viewport) { requested = target }

    /// The map reports `viewport`; a request it has reached is done.
    mutating func report(_ viewport: Viewport) {
        reported = viewport
        if let target = requested, Self.reached(target, viewport) { requested = nil }
    }

    /// Whether the map showing `viewport` is where `target` asked (its zoom clamped to the map's range, as the map
    /// clamps it).
    static func reached(_ target: Viewport, _ viewport: Viewport) -> Bool {
        let range = viewport.zoomRange
        let zoom = min(range.upperBound, max(range.lowerBound, target.zoom))
        let miss = viewport.screenPoint(for: target.center).distance(to: viewport.screenPoint(for: viewport.center))
        return abs(viewport.zoom - zoom) < 1e-6 && miss <= arrivalTolerance
    }

    /// The map view started or stopped moving; once it has stopped (its last viewport reported first), the request
    /// is over wherever it landed (a pole or the zoom range may keep it from the exact centre asked).
    mutating func viewMotion(_ moving: Bool) {
        viewMoving = moving
        if !moving { requested = nil }
    }

    /// The person moved the map by hand: whatever the app asked for is abandoned.
    mutating func handOver() { requested = nil }
}

extension MapStore {
    /// Asks the map for `target`. An animated move is remembered (`camera.requested`) until the map reports
    /// reaching it; a still one the map applies at once.
    func moveMap(to target: Viewport, animated: Bool) {
        if animated, !Camera.reached(target, camera.reported) { camera.request(target) } else { camera.handOver() }
        mapView.setViewport(target, animated: animated)
    }
}
