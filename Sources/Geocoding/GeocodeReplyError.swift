/// A geocoder body that is not the API's JSON shape: what was wrong, for `GeocoderError.Reason.badReply`.
public struct GeocodeReplyError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
