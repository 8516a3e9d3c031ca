// swift-tools-version:5.4
import PackageDescription

// Tools version 5.4 on purpose: from 5.5 SwiftPM renames an executable's entry point to <module>_main for
// testable executables, which -parse-as-library (no Swift main; libFuzzer brings its own) leaves undefined.
// libFuzzer targets for Pinmap's parsers of outside input, kept out of the app's package so a normal
// `swift build` never sees them. Build and run through tools/fuzz.sh, which passes -sanitize=fuzzer,address.
let package = Package(
    name: "PinmapFuzz",
    dependencies: [
        .package(name: "Pinmap", path: ".."),
    ],
    targets: [
        // GeoJSONLoader (OGC API pages) and PlaceFileLoader's GeoJSON path: the places file (`--data`, `--check-data`).
        .executableTarget(name: "fuzz-geojson", dependencies: [
            .product(name: "MapData", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // CSVReader into FeatureAssembler, and PlaceFileFormat.sniff: CSV/TSV places files.
        .executableTarget(name: "fuzz-csv", dependencies: [
            .product(name: "MapData", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // GeoURI(parsing:): command-line and desktop `geo:` links.
        .executableTarget(name: "fuzz-geouri", dependencies: [.product(name: "DeepLinks", package: "Pinmap")]),
        // TileSourceCatalog.merge: the user's styles.json.
        .executableTarget(name: "fuzz-styles", dependencies: [
            .product(name: "TileLoader", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // SettingsFile.decode: state.json.
        .executableTarget(name: "fuzz-state", dependencies: [.product(name: "AppCore", package: "Pinmap")]),
        // TileImageSniffer.sniff then ImageDecoder.decode: a tile body's format and size check, then gdk-pixbuf.
        .executableTarget(name: "fuzz-tileimage", dependencies: [.product(name: "Graphics", package: "Pinmap")]),
        // PMTilesArchive over bytes in memory: header, directories (varints, gzip, leaves), tile reads.
        .executableTarget(name: "fuzz-pmtiles", dependencies: [
            .product(name: "MapArchive", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // RangeCheck and ContentRange: a remote archive server's range replies (status, Content-Range, ETag, body).
        .executableTarget(name: "fuzz-rangereply", dependencies: [.product(name: "TileLoader", package: "Pinmap")]),
        // MVTDecoder: a vector tile's bytes from an archive (PMTiles, MBTiles), after decompression.
        .executableTarget(name: "fuzz-mvt", dependencies: [.product(name: "VectorTiles", package: "Pinmap")]),
        // KMLReader, GPXReader, KMZReader: places files in XML (libxml2's xmlTextReader) and zip (libarchive).
        .executableTarget(name: "fuzz-kml", dependencies: [
            .product(name: "MapData", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        .executableTarget(name: "fuzz-gpx", dependencies: [
            .product(name: "MapData", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        .executableTarget(name: "fuzz-kmz", dependencies: [
            .product(name: "MapData", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // Gazetteer: the world gazetteer file (data/gazetteer.bin), checked on open, then searched in place.
        .executableTarget(name: "fuzz-gazetteer", dependencies: [
            .product(name: "Gazetteer", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // MBTilesArchive: an SQLite file made of the fuzzer's bytes (metadata, zoom range, tile reads, deadlines).
        .executableTarget(name: "fuzz-mbtiles", dependencies: [
            .product(name: "MapArchive", package: "Pinmap"), .product(name: "MapCore", package: "Pinmap"),
        ]),
        // GPXTrack.parse: the track --simulate-location replays.
        .executableTarget(name: "fuzz-gpxtrack", dependencies: [.product(name: "Location", package: "Pinmap")]),
        // FavouritesFile.decode and encoded: favourites.json read, and written back readable.
        .executableTarget(name: "fuzz-favourites", dependencies: [.product(name: "AppCore", package: "Pinmap")]),
        // PhotonReply and NominatimReply: an online geocoder's answer (search and reverse).
        .executableTarget(name: "fuzz-geocoder", dependencies: [.product(name: "Geocoding", package: "Pinmap")]),
    ]
)
