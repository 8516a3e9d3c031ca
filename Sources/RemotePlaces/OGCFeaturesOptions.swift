import MapCore

/// How an `OGCFeaturesMapService` talks to its server. Defaults with the unit on each line.
public struct OGCFeaturesOptions: Sendable {
    /// The feature property that names the category.
    public var categoryProperty = "category"
    /// Places asked for per request (`limit`); the server may give fewer and a `next` link.
    public var pageSize = 1000
    /// Pages followed for one box before stopping with a note (a `next` chain that never ends).
    public var maxPages = 20
    /// Bytes read from one response before it is refused.
    public var maxResponseBytes = 64 << 20
    /// Seconds a socket may stay silent before the request fails.
    public var timeoutSeconds: UInt32 = 15
    /// Longest one whole response may take, headers to last byte (`Limits.responseSeconds`).
    public var responseSeconds = Limits.responseSeconds
    /// Sent with every request.
    public var userAgent = "Pinmap/1.0 (+https://example.org/pinmap)"

    public init() {}
}
