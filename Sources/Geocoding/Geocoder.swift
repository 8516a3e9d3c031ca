import MapCore

/// An online geocoder: names and addresses to places, and a point to its nearest address.
public protocol Geocoder: Sendable {
    /// Places matching `text`, best first, at most `limit`, biased towards `near` where the API allows.
    func search(_ text: String, near: Coordinate?, limit: Int) async throws(GeocoderError) -> [GeocodeResult]
    /// The nearest address or place to `point`, or nil when the server knows none.
    func reverse(_ point: Coordinate) async throws(GeocoderError) -> GeocodeResult?
}
