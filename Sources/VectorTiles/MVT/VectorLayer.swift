/// A named layer of a vector tile (for example "water" or "roads" in the Protomaps schema).
public struct VectorLayer: Sendable {
    public var name: String
    /// Grid size of the tile's coordinates (4096 by default in MVT 2.1).
    public var extent: Int
    public var features: [VectorFeature]

    public init(name: String, extent: Int = 4096, features: [VectorFeature] = []) {
        self.name = name; self.extent = extent; self.features = features
    }
}
