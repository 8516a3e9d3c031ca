/// Identifies a cluster within one built index; stable for the same input and options.
public struct ClusterID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (a: ClusterID, b: ClusterID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { String(rawValue) }
}
