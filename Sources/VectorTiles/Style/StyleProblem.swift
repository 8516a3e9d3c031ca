/// Something in a style that was skipped or replaced by a default: which layer, and why.
public struct StyleProblem: Equatable, Sendable, CustomStringConvertible {
    /// The layer's id ("" for the style as a whole).
    public var layer: String
    public var reason: String

    public init(layer: String, reason: String) { self.layer = layer; self.reason = reason }

    public var description: String { layer.isEmpty ? reason : "layer '\(layer)': \(reason)" }
}
