/// Bounds on one geocoder exchange.
public struct GeocoderLimits: Sendable {
    /// Largest body read; a bigger one is refused (a real answer of 50 places is under 100 KB).
    public var maxBytes = 1 << 20
    /// Longest the whole exchange may take, every body byte included.
    public var deadlineSeconds = 10.0
    /// Longest one wait on the socket.
    public var socketTimeoutSeconds: UInt32 = 8
    /// Sent with every request, as Nominatim's and Photon's usage policies ask.
    public var userAgent = "Pinmap/1.0 (+https://example.org/pinmap)"
    /// Answers kept while the app runs, by URL.
    public var cacheEntries = 256

    public init() {}
}
