/// A format of the load benchmark's generated files, and GDAL's way of reading it as the peer.
enum PlaceFormat: String, CaseIterable {
    case geojson, csv, kml, gpx

    /// GDAL reads the whole file (`ogrinfo -al -so` counts every feature); a CSV has no feature count without a full
    /// read, so it is streamed out as GeoJSONSeq, as /work/shared/DATA.md measured it.
    func gdalCommand(file: String) -> [String] {
        switch self {
        case .csv:
            return ["ogr2ogr", "-f", "GeoJSONSeq", "/vsistdout/", file, "-oo", "X_POSSIBLE_NAMES=longitude",
                    "-oo", "Y_POSSIBLE_NAMES=latitude"]
        case .gpx:
            // `ogrinfo -so` stops at GPX's layer summary without reading the file through; this reads every waypoint.
            return ["ogr2ogr", "-f", "GeoJSONSeq", "/vsistdout/", file, "waypoints"]
        default:
            return ["ogrinfo", "-q", "-al", "-so", file]
        }
    }
}
