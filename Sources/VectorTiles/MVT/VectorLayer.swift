/// A named layer of a vector tile (for example "water" or "roads" in the Protomaps schema).
public struct VectorLayer: Sendable {
    public var name: String
    /// Grid size of the tile's coordinates (4096 by default in MVT 2.1).
    public var extent: Int
    public var features: [VectorFeature]
    /// The MVT version the layer declares: 1 or 2 (2.x is the current spec; an absent field means 1).
    public var version: Int

    public init(name: String, extent: Int = 4096, features: [VectorFeature] = [], version: Int = 2) {
        self.name = name; self.extent = extent; self.features = features; self.version = version
    }
}
