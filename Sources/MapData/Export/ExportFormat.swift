/// A format `pinmap --export` writes, chosen by the output file's extension.
public enum ExportFormat: String, CaseIterable, Sendable {
    case geojson, kml, gpx, csv

    /// The format for a file name's extension (any case; `.json` is GeoJSON), or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "geojson", "json": self = .geojson
        case "kml": self = .kml
        case "gpx": self = .gpx
        case "csv": self = .csv
        default: return nil
        }
    }

    /// Which shapes the format can hold: GPX has no areas, and Pinmap's CSV keeps points only.
    public var keepsLines: Bool { self != .csv }
    public var keepsAreas: Bool { self == .geojson || self == .kml }
}
