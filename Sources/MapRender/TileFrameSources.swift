import Graphics

/// What one frame's tiles were drawn from: counts of pieces, for an honest offline badge and for tests.
public struct TileFrameSources: Equatable, Sendable {
    /// Pieces of the style's own tiles (exact, or cached ancestors and children).
    public var ownTiles = 0
    /// Pieces of the offline map standing in for tiles that could not be had.
    public var offlineMap = 0
    /// Of `offlineMap`, the pieces that came from downloaded areas (not the bundled map).
    public var downloadedArea = 0
    /// Tiles that drew only a placeholder.
    public var placeholders = 0

    public init() {}

    /// What one tile's pieces were drawn from, for a view that counts tiles rather than pieces.
    public enum Origin: Sendable {
        case own, offlineMap, downloadedArea

        /// The origin of a tile drawn from `pieces` (a downloaded area before the offline map before its own).
        public init(_ pieces: [TilePiece]) {
            if pieces.contains(where: \.isDownloadedArea) { self = .downloadedArea } else if pieces.contains(where: \.isOfflineMap) {
                self = .offlineMap
            } else {
                self = .own
            }
        }
    }

    /// Counts one piece (or tile) of `origin`.
    public mutating func count(_ origin: Origin) {
        switch origin {
        case .own: ownTiles += 1
        case .offlineMap: offlineMap += 1
        case .downloadedArea: offlineMap += 1; downloadedArea += 1
        }
    }
}
