/// What one frame's tiles were drawn from: counts of pieces, for an honest offline badge and for tests.
public struct TileFrameSources: Equatable, Sendable {
    /// Pieces of the style's own tiles (exact, or cached ancestors and children).
    public var ownTiles = 0
    /// Pieces of the offline map standing in for tiles that could not be had.
    public var offlineMap = 0
    /// Tiles that drew only a placeholder.
    public var placeholders = 0

    public init() {}
}
