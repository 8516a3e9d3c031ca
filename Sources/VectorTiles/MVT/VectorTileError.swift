/// Why a vector tile could not be decoded: where in it, and why.
public struct VectorTileError: Error, Equatable, CustomStringConvertible, Sendable {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { "vector tile: \(reason)" }
}
