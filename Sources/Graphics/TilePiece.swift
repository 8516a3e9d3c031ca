import MapCore

/// Part of a tile image to draw: `source` in the image's pixels goes to `destination`
/// in unit-tile space (0…1 on each axis), so ancestor and child fallbacks need no special drawing code.
public struct TilePiece: Sendable {
    public let image: Surface
    public let source: PixelRect
    public let destination: PixelRect
    /// True when this is a stand-in (a scaled ancestor or children), not the tile itself.
    public let isFallback: Bool
    /// True when this is the offline map standing in for a style whose tiles cannot be had (not the style's own).
    public let isOfflineMap: Bool
    /// True when the stand-in comes from a downloaded area (also `isOfflineMap`: it is not the style's own).
    public let isDownloadedArea: Bool

    public init(image: Surface, source: PixelRect, destination: PixelRect = PixelRect(x: 0, y: 0, width: 1, height: 1),
                isFallback: Bool = false, isOfflineMap: Bool = false, isDownloadedArea: Bool = false) {
        self.image = image; self.source = source; self.destination = destination; self.isFallback = isFallback
        self.isOfflineMap = isOfflineMap; self.isDownloadedArea = isDownloadedArea
    }

    /// The whole image as the whole tile.
    public init(wholeImage image: Surface) {
        self.init(image: image, source: PixelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
    }
}
