/// Supplies styles, categories and places. The app knows only this protocol:
/// a file-backed service and a remote one are interchangeable.
public protocol MapService: Sendable {
    var defaultStyle: MapStyle { get }
    var styles: [MapStyle] { get }
    var categories: [PlaceCategory] { get }
    /// Places inside `bounds`, or all of them when nil (a remote service may page by box).
    func places(in bounds: GeoBounds?) async throws -> [Place]
    /// Lines and areas whose bounds meet `bounds`, or all when nil.
    func shapes(in bounds: GeoBounds?) async throws -> [PlaceShape]
}

extension MapService {
    /// A service of points only (an OGC API server of places) has no shapes.
    public func shapes(in bounds: GeoBounds?) async throws -> [PlaceShape] { [] }
}
