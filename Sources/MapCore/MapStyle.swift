/// A basemap: where its tiles come from and what it must credit.
public struct MapStyle: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Raster tiles over HTTP(S) or from files, from `urlTemplate`.
        case raster
        /// The built-in basemap drawn from bundled Natural Earth polygons; no network.
        case offline
        /// Mapbox Vector Tiles from a map archive (`archivePath`), drawn by the vector renderer.
        case vector
    }

    public var id: String
    public var name: String
    public var kind: Kind
    /// `{z}`, `{x}`, `{y}`, `{s}`, `{r}`, `{-y}` placeholders; empty for `.offline`.
    public var urlTemplate: String
    /// Rotated into `{s}`.
    public var subdomains: [String]
    public var attribution: String
    public var attributionURL: String?
    public var minZoom: Int
    public var maxZoom: Int
    /// Tile side in pixels (256 or 512).
    public var tileSize: Int
    /// The server has `@2x` tiles for `{r}` on HiDPI screens.
    public var hasRetinaTiles: Bool
    /// A PMTiles or MBTiles file the tiles come from instead of `urlTemplate` (`.raster` or `.vector`).
    public var archivePath: String?
    /// The tile server's terms permit bulk downloading (`"allowDownload": true` in styles.json): the style's area can
    /// be downloaded for offline use. False for the built-in styles (the OSM tile policy forbids it).
    public var allowDownload: Bool

    public init(id: String, name: String, kind: Kind = .raster, urlTemplate: String, subdomains: [String] = [],
                attribution: String, attributionURL: String? = nil, minZoom: Int = 0, maxZoom: Int = 19,
                tileSize: Int = 256, hasRetinaTiles: Bool = false, archivePath: String? = nil, allowDownload: Bool = false) {
        self.id = id; self.name = name; self.kind = kind; self.urlTemplate = urlTemplate
        self.subdomains = subdomains; self.attribution = attribution; self.attributionURL = attributionURL
        self.minZoom = minZoom; self.maxZoom = maxZoom; self.tileSize = tileSize; self.hasRetinaTiles = hasRetinaTiles
        self.archivePath = archivePath; self.allowDownload = allowDownload
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .raster
        urlTemplate = try c.decodeIfPresent(String.self, forKey: .urlTemplate) ?? ""
        subdomains = try c.decodeIfPresent([String].self, forKey: .subdomains) ?? []
        attribution = try c.decode(String.self, forKey: .attribution)
        attributionURL = try c.decodeIfPresent(String.self, forKey: .attributionURL)
        minZoom = try c.decodeIfPresent(Int.self, forKey: .minZoom) ?? 0
        maxZoom = try c.decodeIfPresent(Int.self, forKey: .maxZoom) ?? 19
        tileSize = try c.decodeIfPresent(Int.self, forKey: .tileSize) ?? 256
        hasRetinaTiles = try c.decodeIfPresent(Bool.self, forKey: .hasRetinaTiles) ?? false
        archivePath = try c.decodeIfPresent(String.self, forKey: .archivePath)
        allowDownload = try c.decodeIfPresent(Bool.self, forKey: .allowDownload) ?? false
    }

    public var zoomRange: ClosedRange<Int> { minZoom...max(minZoom, maxZoom) }

    /// The view zooms the map allows with this style: its tile range, overzooming the highest tiles by up to
    /// three levels for close-ups (never past 22).
    public var viewZoomRange: ClosedRange<Double> {
        let lower = Double(max(0, minZoom))
        return lower...max(lower + 1, Double(min(22, maxZoom + 3)))
    }
}
