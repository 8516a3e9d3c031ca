/// Counters of a SurfacePool, read as one consistent snapshot.
public struct SurfacePoolStatistics: Sendable, Equatable {
    /// Buffers handed out that were taken from the spares (no new memory).
    public var reused = 0
    /// Buffers newly mapped because no spare of that size was free.
    public var allocated = 0
    /// Buffers given back by dying surfaces and kept as spares.
    public var kept = 0
    /// Buffers given back but unmapped because keeping them would exceed the spare bound.
    public var freed = 0
    /// Surface requests of a size the pool does not serve (made by Cairo itself).
    public var bypassed = 0
    /// Pooled buffers currently backing live surfaces.
    public var liveBuffers = 0
    /// Spare buffers held now, and their bytes (never above `maxSpareBytes`).
    public var spareBuffers = 0
    public var spareBytes = 0
    /// The spare bound in force.
    public var maxSpareBytes = 0

    public init() {}
}
