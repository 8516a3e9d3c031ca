/// Why one style value could not be compiled (reported against its layer and property; the value falls back).
public struct StyleCompileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
