/// What the app asks of any map implementation. No toolkit types: a fake conforms in tests.
@MainActor
public protocol MapView: AnyObject {
    var delegate: (any MapViewDelegate)? { get set }
    var viewport: Viewport { get }
    func setViewport(_ viewport: Viewport, animated: Bool)
    func show(style: MapStyle)
    /// Replaces what is drawn; the index is already built for the ticked categories, which the store alone keeps
    /// (the map draws with the whole catalogue's colours and icons, given when it was made).
    func show(places index: any PlaceIndex)
    /// Highlights one place, or none.
    func select(placeID: Place.ID?)
    /// Replaces the lines and areas drawn under the pins, or none: an index of every shape, built off the main thread
    /// and handed over (the map queries it on the main thread only), and the categories to draw (the ticked ones).
    func show(shapes index: ShapeIndex?, categories: Set<PlaceCategory.ID>)
    /// Highlights one line or area, or none.
    func select(shapeID: PlaceShape.ID?)
    /// Marks the style's server reachable or not (an indicator on the map).
    func setOffline(_ offline: Bool)
    /// Draws the dropped marker with its label, or none.
    func show(droppedMarker: DroppedMarker?)
    /// Tells assistive technology something about the map ("Map moved to Tampere") without moving focus.
    func announce(_ text: String)
}

public extension MapView {
    /// Maps with no way to speak stay silent.
    func announce(_ text: String) {}
    /// Maps that draw no lines or areas ignore them.
    func show(shapes index: ShapeIndex?, categories: Set<PlaceCategory.ID>) {}
    /// Maps that draw no lines or areas have nothing to highlight.
    func select(shapeID: PlaceShape.ID?) {}
}
