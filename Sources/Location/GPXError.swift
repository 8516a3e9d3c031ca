import MapCore

/// Why a GPX file cannot be replayed: the file and one line of reason.
public struct GPXError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(TerminalText.escaped(path)): \(reason)" }
}
