extension ExportFormat {
    /// Writes `export` in this format to `out` (flushed at the end). - Complexity: O(places + vertices).
    public func write(_ export: PlaceExport, to out: ExportStream) throws -> ExportSummary {
        let summary: ExportSummary
        switch self {
        case .geojson: summary = try GeoJSONWriter.write(export, to: out)
        case .kml: summary = try KMLWriter.write(export, to: out)
        case .gpx: summary = try GPXWriter.write(export, to: out)
        case .csv: summary = try CSVWriter.write(export, to: out)
        }
        try out.flush()
        return summary
    }
}
