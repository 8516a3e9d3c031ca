/// A decoded Mapbox Vector Tile (2.1): its layers in file order.
public struct VectorTile: Sendable {
    public var layers: [VectorLayer]
    /// Features the decoder left out because they alone were malformed (bad geometry commands, tag indexes
    /// out of range, ...), each with its layer, index and reason. The rest of the tile is intact.
    public var droppedFeatures: [VectorTileError]

    public init(layers: [VectorLayer] = [], droppedFeatures: [VectorTileError] = []) {
        self.layers = layers; self.droppedFeatures = droppedFeatures
    }

    /// The first layer called `name`, or nil.
    public func layer(named name: String) -> VectorLayer? {
        layers.first { $0.name == name }
    }
}
