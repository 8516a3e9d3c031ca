import MapCore

/// What an archive says about itself.
public struct ArchiveInfo: Sendable, Equatable {
    public enum TileFormat: String, Sendable {
        case mvt, png, jpeg, webp, unknown
        /// Vector tiles draw with the vector renderer; the rest are raster images.
        public var isVector: Bool { self == .mvt }
    }

    /// From the metadata's "name", else the file name without extension.
    public var name: String
    public var attribution: String
    public var format: TileFormat
    public var minZoom: Int
    public var maxZoom: Int
    /// Where it has tiles; the whole world when the archive does not say.
    public var bounds: GeoBounds?
    /// The vector layers its metadata lists (empty for raster archives or when not listed).
    public var vectorLayers: [String]

    public init(name: String, attribution: String = "", format: TileFormat, minZoom: Int, maxZoom: Int,
                bounds: GeoBounds? = nil, vectorLayers: [String] = []) {
        self.name = name; self.attribution = attribution; self.format = format; self.minZoom = minZoom
        self.maxZoom = maxZoom; self.bounds = bounds; self.vectorLayers = vectorLayers
    }
}
