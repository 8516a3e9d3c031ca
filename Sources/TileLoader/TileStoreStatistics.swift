/// Counters for tests, the benchmark and diagnostics.
public struct TileStoreStatistics: Sendable, Hashable {
    public var requestsSent = 0
    public var responsesOK = 0
    public var notModified = 0
    public var notFound = 0
    public var failures = 0
    public var cancelled = 0
    public var diskHits = 0
    public var diskCorrupt = 0
    public var bytesDownloaded = 0
    public var rendered = 0
    public init() {}
}
