import Foundation
import MapCore

/// A file of map tiles read by random access (PMTiles v3 or MBTiles), never loaded whole.
/// Safe to read from several threads at once.
public protocol TileArchive: AnyObject, Sendable {
    /// Name, attribution, zoom range, bounds and tile format, from the archive's header and metadata.
    var info: ArchiveInfo { get }
    /// The tile's bytes, decompressed (an MVT protobuf or a PNG/JPEG/WebP image); nil when the archive lacks it.
    func tileData(for tile: TileID) throws(ArchiveError) -> [UInt8]?
}
