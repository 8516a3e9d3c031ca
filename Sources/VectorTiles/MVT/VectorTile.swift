/// A decoded Mapbox Vector Tile (2.1): its layers in file order.
public struct VectorTile: Sendable {
    public var layers: [VectorLayer]

    public init(layers: [VectorLayer] = []) { self.layers = layers }

    /// The first layer called `name`, or nil.
    public func layer(named name: String) -> VectorLayer? {
        layers.first { $0.name == name }
    }
}
