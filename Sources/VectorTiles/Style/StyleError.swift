/// Why a style file cannot be used at all (a single bad layer or value is a `StyleProblem` instead).
public struct StyleError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) { self.file = file; self.reason = reason }

    public var description: String { "\(file): \(reason)" }
}
