/// One directory entry: a run of tiles in the tile data section, or (run length 0) a leaf directory.
public struct PMTilesEntry: Sendable, Equatable {
    public var tileID: UInt64
    /// From the tile data section's start (tiles) or the leaf directories section's start (leaves).
    public var offset: UInt64
    public var length: UInt64
    public var runLength: UInt64

    public init(tileID: UInt64, offset: UInt64, length: UInt64, runLength: UInt64) {
        self.tileID = tileID; self.offset = offset; self.length = length; self.runLength = runLength
    }

    public var isLeaf: Bool { runLength == 0 }
}
