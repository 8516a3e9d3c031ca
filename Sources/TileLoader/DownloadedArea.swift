import MapCore

/// An archive in the maps folder that covers a known area (a downloaded area): drawn in place of a style's tiles
/// that cannot be had, before the bundled offline map, wherever it covers the tile.
public struct DownloadedArea: Sendable, Equatable {
    /// The area's own style (its archive path, vector or raster, its zooms; vector ones overzoom).
    public let style: MapStyle
    /// The box the archive's header declares.
    public let bounds: GeoBounds

    public init(style: MapStyle, bounds: GeoBounds) {
        self.style = style; self.bounds = bounds
    }

    /// Whether the area can have `tile`: a zoom the style draws and a box that meets the area's.
    public func covers(_ tile: TileID) -> Bool {
        guard style.zoomRange.contains(tile.z) else { return false }
        let t = tile.bounds
        guard t.south <= bounds.north, t.north >= bounds.south else { return false }
        return bounds.unwrappedParts.contains { $0.west <= t.east && $0.east >= t.west }
    }
}
