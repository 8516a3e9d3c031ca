/// The bounds every XML document is read within (KML, GPX): hostile input meets one of these, never the
/// memory limit.
public struct XMLLimits: Sendable {
    /// The largest document read at all, in bytes (as the GeoJSON loader's cap).
    public var documentBytes = 512 << 20
    /// Elements nested deeper than this are refused (libxml2's own limit is 256).
    public var depth = 128
    /// Text inside one element, in bytes (libxml2 refuses a text node over 10,000,000 bytes itself).
    public var textBytes = 8 << 20
    /// Attributes on one element.
    public var attributes = 64

    public init() {}

    /// The limits the readers use.
    public static let standard = XMLLimits()
}
