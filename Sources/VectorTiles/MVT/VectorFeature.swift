/// One feature of a layer: an optional id, a geometry type, properties and geometry.
public struct VectorFeature: Sendable {
    public var id: UInt64?
    public var type: VectorGeometryType
    /// Properties as (key, value) pairs in the tile's order; keys are unique within a feature.
    public var properties: [(key: String, value: VectorValue)]
    public var geometry: VectorGeometry

    public init(id: UInt64? = nil, type: VectorGeometryType, properties: [(key: String, value: VectorValue)] = [],
                geometry: VectorGeometry) {
        self.id = id; self.type = type; self.properties = properties; self.geometry = geometry
    }

    /// The value of `key`, or nil when the feature has none.
    public func property(_ key: String) -> VectorValue? {
        for p in properties where p.key == key { return p.value }
        return nil
    }
}
