/// Why a vector tile, or one feature of it, could not be decoded: where in it (layer, feature), and why.
public struct VectorTileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The layer's name, when the problem is inside a named layer.
    public var layer: String?
    /// The feature's index within its layer, when the problem is one feature's.
    public var feature: Int?
    public var reason: String

    public init(_ reason: String) { self.reason = reason }

    public init(layer: String?, feature: Int? = nil, reason: String) {
        self.layer = layer; self.feature = feature; self.reason = reason
    }

    public var description: String {
        var place = ""
        if let layer { place += "layer \"\(layer)\" " }
        if let feature { place += "feature \(feature) " }
        return place.isEmpty ? "vector tile: \(reason)" : "vector tile: \(place.dropLast()): \(reason)"
    }

    /// A known field sent with the wrong wire type (for example an extent encoded as a string).
    init(wrongType field: ProtobufField, name: String, expected: String) {
        self.init("\(name) (field \(field.number)) at byte \(field.offset) is \(field.wireType.name), expected \(expected)")
    }

    /// The same error, placed in a layer (and feature).
    func inLayer(_ layer: String?, feature: Int? = nil) -> VectorTileError {
        VectorTileError(layer: self.layer ?? layer, feature: self.feature ?? feature, reason: reason)
    }
}
