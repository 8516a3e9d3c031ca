/// One layer of a style, in drawing order: what it draws from which source layer, at which zooms, and how.
public struct StyleLayer: Sendable {
    public enum Kind: Sendable {
        case background(StyleBackground)
        case fill(StyleFill)
        case line(StyleLine)
        case symbol(StyleSymbol)
    }

    public var id: String
    public var kind: Kind
    /// The tile layer it draws ("water", "roads", …); nil for background layers.
    public var sourceLayer: String?
    /// Shown at zooms `minZoom ≤ z < maxZoom`.
    public var minZoom: Double
    public var maxZoom: Double
    /// Nil accepts every feature.
    public var filter: StyleExpression?

    public init(id: String, kind: Kind, sourceLayer: String?, minZoom: Double = 0, maxZoom: Double = 24, filter: StyleExpression? = nil) {
        self.id = id; self.kind = kind; self.sourceLayer = sourceLayer; self.minZoom = minZoom; self.maxZoom = maxZoom
        self.filter = filter
    }

    public func isVisible(atZoom z: Double) -> Bool { z >= minZoom && z < maxZoom }

    /// True when the layer draws `feature` at `zoom` (its filter only; the caller checks the zoom range).
    public func accepts(_ feature: VectorFeature, zoom: Double) -> Bool {
        filter?.matches(zoom: zoom, feature: feature) ?? true
    }
}
