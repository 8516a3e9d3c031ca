import Foundation
import MapCore

/// A download source's zooms and average stored tile size, read once when the dialog opens.
public struct AreaSource: Sendable, Equatable {
    public var minZoom: Int
    public var maxZoom: Int
    /// Bytes per tile for the estimate (a raster style's is assumed).
    public var averageTileBytes: UInt64

    public init(minZoom: Int, maxZoom: Int, averageTileBytes: UInt64) {
        self.minZoom = minZoom; self.maxZoom = maxZoom; self.averageTileBytes = averageTileBytes
    }
}

/// How far a download has got.
public struct AreaProgress: Sendable, Equatable {
    public var done: Int
    public var total: Int
    public var bytes: UInt64

    public init(done: Int, total: Int, bytes: UInt64) { self.done = done; self.total = total; self.bytes = bytes }
}

/// What Main menu › Download Area… needs of the app: the downloader and its policy (TileLoader's, wired by `pinmap`).
public protocol AreaDownloadModel: OfflineMapsModel {
    /// Why `style` cannot be downloaded (the OSM tile policy, no archive behind it), or nil when it can.
    func refusal(for style: MapStyle) -> String?
    /// The source's zooms and tile size; opens a remote archive, so never called on the main thread.
    func inspect(_ style: MapStyle) throws -> AreaSource
    /// The number of tiles of the box over `zooms`, and the refusal (how to make it smaller) when over the cap.
    func count(bounds: GeoBounds, zooms: ClosedRange<Int>) -> (tiles: Int, refusal: String?)
    /// A download of `style` that did not finish (it resumes): its area and zooms.
    func unfinished(for style: MapStyle) -> (bounds: GeoBounds, zooms: ClosedRange<Int>)?
    /// Downloads the area into the maps folder (blocking; off the main thread); the finished area's style id.
    func download(_ style: MapStyle, bounds: GeoBounds, zooms: ClosedRange<Int>,
                  progress: @escaping @Sendable (AreaProgress) -> Void, isCancelled: @escaping @Sendable () -> Bool) throws -> MapStyle.ID
}
