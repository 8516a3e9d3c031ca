import MapCore

/// The label candidates of one drawn tile, kept with its raster so a frame never decodes a tile again.
/// Equatable so a frame can tell its label set is unchanged (an array handed back unchanged compares in O(1)).
public struct TileLabels: Sendable, Equatable {
    /// The tile the positions are relative to (for an overzoomed tile, the tile drawn, not its data's ancestor).
    public var tile: TileID
    public var candidates: [LabelCandidate]

    public init(tile: TileID, candidates: [LabelCandidate]) { self.tile = tile; self.candidates = candidates }
}
