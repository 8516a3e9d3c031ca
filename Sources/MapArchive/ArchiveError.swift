/// Why an archive or one of its tiles could not be read: the file and the reason, for the person to read.
public struct ArchiveError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) { self.file = file; self.reason = reason }

    public var description: String { "\(file): \(reason)" }
}
