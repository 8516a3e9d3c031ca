/// Where a CSV file keeps its coordinates, found from the header's names in any case.
enum CSVColumns: Equatable {
    /// A latitude and a longitude column.
    case latLon(latitude: Int, longitude: Int)
    /// One Well-Known Text column: `POINT (lon lat)`, `LINESTRING (…)`, `POLYGON ((…))`.
    case wkt(Int)
    /// One column holding "lat, lon" (as Google Maps copies a position).
    case pair(Int)

    /// Names of a latitude column, lowercased, in several languages and common tools' spellings.
    static let latitudeNames: Set<String> = [
        "lat", "latitude", "lat_deg", "latitude_deg", "lat_dd", "lat_wgs84", "latitude_wgs84", "wgs84_lat",
        "decimallatitude", "lat_decimal", "gps_latitude", "gpslatitude", "point_y",
        "leveysaste", "leveys", "breitengrad", "breite", "latitud", "latitudine", "breedtegraad", "latitude (wgs84)",
        "latitud (wgs84)", "szerokość", "широта", "緯度", "위도",
    ]
    static let longitudeNames: Set<String> = [
        "lon", "lng", "long", "longitude", "lon_deg", "longitude_deg", "lon_dd", "lng_dd", "lon_wgs84",
        "longitude_wgs84", "wgs84_lon", "decimallongitude", "lon_decimal", "gps_longitude", "gpslongitude", "point_x",
        "pituusaste", "pituus", "längengrad", "laengengrad", "länge", "laenge", "longitud", "longitudine",
        "lengtegraad", "longitude (wgs84)", "longitud (wgs84)", "długość", "долгота", "経度", "경도",
    ]
    /// Tried only when no column has a name above (plain x/y are often projected metres).
    static let yNames: Set<String> = ["y", "ycoord", "y_coord", "coord_y"]
    static let xNames: Set<String> = ["x", "xcoord", "x_coord", "coord_x"]
    static let wktNames: Set<String> = ["wkt", "geometry", "geom", "the_geom", "wkt_geom", "shape", "geometria", "geometrie"]
    static let pairNames: Set<String> = [
        "coordinates", "coordinate", "coords", "latlng", "latlon", "lat,lon", "lat, lon", "lat/lon", "position",
        "location", "koordinaatit", "sijainti", "koordinaten", "coordenadas", "coordonnées", "coordinate gps",
    ]

    /// The columns for a header, or nil when none fit.
    static func find(in header: [String]) -> CSVColumns? {
        let names = header.map { $0.lowercased() }
        func first(_ set: Set<String>) -> Int? { names.firstIndex { set.contains($0) } }
        if let lat = first(latitudeNames), let lon = first(longitudeNames) { return .latLon(latitude: lat, longitude: lon) }
        if let wkt = first(wktNames) { return .wkt(wkt) }
        if let pair = first(pairNames) { return .pair(pair) }
        if let y = first(yNames), let x = first(xNames) { return .latLon(latitude: y, longitude: x) }
        return nil
    }

    /// The columns holding coordinates (left out of the properties).
    var indices: [Int] {
        switch self {
        case .latLon(let lat, let lon): return [lat, lon]
        case .wkt(let i), .pair(let i): return [i]
        }
    }
}
