import MapCore

/// The outcome of `TileStore.load`: every tile asked for is in exactly one group.
public struct TileLoadReport: Sendable {
    public var loaded: [TileID] = []
    public var empty: [TileID] = []
    public var failed: [TileID: TileLoadError] = [:]
    /// Still loading when the timeout passed.
    public var pending: [TileID] = []
    /// What each failed tile is drawn from instead (`TileStore.standInSource`): "area:STYLE-ID", "offline-map", "none"…
    public var standIns: [TileID: String] = [:]
    public var isComplete: Bool { pending.isEmpty }
    public init() {}
}
