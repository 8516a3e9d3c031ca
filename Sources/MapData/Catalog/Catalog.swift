import Foundation
import MapCore

/// The bundled data/catalog.json: map styles, place categories and which data files to load.
public struct Catalog: Sendable, Equatable {
    /// Where the map opens when nothing is saved.
    public struct InitialView: Sendable, Equatable {
        public let center: Coordinate
        public let zoom: Double
        public init(center: Coordinate, zoom: Double) { self.center = center; self.zoom = zoom }
    }

    public let styles: [MapStyle]
    /// Always ends with "other" (added when the file lacks it), so every place has a category.
    public let categories: [PlaceCategory]
    public let defaultStyleID: MapStyle.ID
    /// File name of the places GeoJSON, relative to the catalog's folder.
    public let placesFile: String?
    /// File name of the offline basemap GeoJSON, relative to the catalog's folder.
    public let basemapFile: String?
    /// File name of the offline style's city street layer (roads, water, parks), relative to the catalog's folder.
    public let detailBasemapFile: String?
    public let initialView: InitialView?

    /// Validates ids, the default style and each raster template. See `CatalogError`.
    public init(styles: [MapStyle], categories: [PlaceCategory], defaultStyleID: MapStyle.ID? = nil,
                placesFile: String? = nil, basemapFile: String? = nil, detailBasemapFile: String? = nil, initialView: InitialView? = nil,
                source: String = "catalog") throws(CatalogError) {
        guard let first = styles.first else { throw .noStyles(path: source) }
        var seen = Set<String>()
        for s in styles {
            guard seen.insert(s.id).inserted else { throw .duplicateStyleID(path: source, id: s.id) }
            if let reason = Self.problem(with: s) { throw .invalidStyle(path: source, id: s.id, reason: reason) }
        }
        let defaultID = defaultStyleID ?? first.id
        guard seen.contains(defaultID) else { throw .unknownDefaultStyle(path: source, id: defaultID) }
        var categoryIDs = Set<String>()
        for c in categories {
            guard categoryIDs.insert(c.id).inserted else { throw .duplicateCategoryID(path: source, id: c.id) }
        }
        self.styles = styles
        self.categories = categoryIDs.contains(PlaceCategory.otherID) ? categories : categories + [.other]
        self.defaultStyleID = defaultID
        self.placesFile = placesFile
        self.basemapFile = basemapFile
        self.detailBasemapFile = detailBasemapFile
        self.initialView = initialView
    }

    public var defaultStyle: MapStyle { style(id: defaultStyleID) ?? styles[0] }

    public func style(id: MapStyle.ID) -> MapStyle? { styles.first { $0.id == id } }

    public func category(id: PlaceCategory.ID) -> PlaceCategory? { categories.first { $0.id == id } }

    private static func problem(with s: MapStyle) -> String? {
        guard s.minZoom >= 0, s.maxZoom <= 24, s.minZoom <= s.maxZoom else { return "zoom range \(s.minZoom)…\(s.maxZoom) is not within 0…24" }
        guard s.tileSize == 256 || s.tileSize == 512 else { return "tileSize \(s.tileSize) is not 256 or 512" }
        guard s.kind == .raster, s.archivePath == nil else { return nil }
        for p in ["{z}", "{x}"] where !s.urlTemplate.contains(p) { return "urlTemplate lacks \(p)" }
        guard s.urlTemplate.contains("{y}") || s.urlTemplate.contains("{-y}") else { return "urlTemplate lacks {y}" }
        if s.urlTemplate.contains("{s}") && s.subdomains.isEmpty { return "urlTemplate uses {s} but subdomains is empty" }
        return nil
    }
}
