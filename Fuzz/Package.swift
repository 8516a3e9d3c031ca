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
        // MVTDecoder: a vector tile's bytes from an archive (PMTiles, MBTiles), after decompression.
        .executableTarget(name: "fuzz-mvt", dependencies: [.product(name: "VectorTiles", package: "Pinmap")]),
    ]
)
