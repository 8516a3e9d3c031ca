// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (tools/module-graph.py prints them from the imports and checks this file):
// MapCore ← {MapData, Clustering, MapViewModel, DeepLinks ← Search ← Gazetteer, VectorTiles, MapArchive, Graphics ← MapRender ← TileLoader}
//   MapData ← RemotePlaces ← Geocoding
//   MapRender ← GtkInterop ← {GtkShell (+ AppCore, MapViewModel), ShumateMap (+ MapViewModel)} ← pinmap
let package = Package(
    name: "Pinmap",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "pinmap", targets: ["pinmap"]),
        .executable(name: "pinmap-bench", targets: ["pinmap-bench"]),
        // For the fuzzers in Fuzz/ (a separate package that depends on this one by path).
        .library(name: "MapCore", targets: ["MapCore"]),
        .library(name: "MapData", targets: ["MapData"]),
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "TileLoader", targets: ["TileLoader"]),
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "MapArchive", targets: ["MapArchive"]),
        .library(name: "VectorTiles", targets: ["VectorTiles"]),
        .library(name: "Gazetteer", targets: ["Gazetteer"]),
        .library(name: "Location", targets: ["Location"]),
        .library(name: "Geocoding", targets: ["Geocoding"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System libraries: a module map and a shim header each.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CSoup", pkgConfig: "libsoup-3.0", providers: [.apt(["libsoup-3.0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CPrefetch"),
        // glibc gettext for translations (part of libc: nothing to link).
        .systemLibrary(name: "CIntl"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // KML and GPX: libxml2's pull parser (xmlTextReader), DTDs, entities and network off.
        .systemLibrary(name: "CXML", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // KMZ: libarchive reads a zip from memory and inflates an entry in blocks, so the cap holds while inflating.
        .systemLibrary(name: "CArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
        .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        // GDBus (GeoClue over D-Bus) and GLib timers for the location sources.
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CShumate", pkgConfig: "shumate-1.0", providers: [.apt(["libshumate-dev"])]),
        // The one GObject subclass libshumate needs (a data source fed from TileStore), in C.
        .target(name: "CShumateShim", dependencies: ["CShumate"]),

        // Foundation-only modules.
        .target(name: "MapCore"),
        .target(name: "MapData", dependencies: ["MapCore", "CXML", "CArchive", "CPrefetch"]),
        .target(name: "Clustering", dependencies: ["MapCore"]),
        .target(name: "DeepLinks", dependencies: ["MapCore"]),
        .target(name: "Search", dependencies: ["MapCore", "DeepLinks"]),
        // The offline world gazetteer (data/gazetteer.bin, built by tools/gazetteer/build.py), folded as Search folds.
        .target(name: "Gazetteer", dependencies: ["MapCore", "Search"]),
        // Mapbox Vector Tile 2.1 decoding and Pinmap's vector style (a MapLibre subset; MapData's JSON parser reads it).
        .target(name: "VectorTiles", dependencies: ["MapCore", "MapData"]),
        // Map archives read by random access: PMTiles v3 (zlib for its compression) and MBTiles (SQLite).
        .target(name: "MapArchive", dependencies: ["MapCore", "CZlib", "CSQLite"]),

        // Cairo-backed modules (no GTK, no display).
        .target(name: "Graphics", dependencies: ["MapCore", "CCairo", "CPixbuf", "CPango"]),
        .target(name: "MapRender", dependencies: ["MapCore", "Graphics", "VectorTiles"]),
        .target(name: "TileLoader", dependencies: [
            "MapCore", "MapData", "Graphics", "CSoup", "MapArchive", "VectorTiles", "MapRender",
        ]),
        // Places from an OGC API – Features server, over libsoup on its own thread.
        .target(name: "RemotePlaces", dependencies: ["MapCore", "MapData", "CSoup"]),
        // Online geocoders (Photon, Nominatim) over RemotePlaces' libsoup worker; off unless a URL is configured.
        .target(name: "Geocoding", dependencies: ["MapCore", "MapData", "RemotePlaces"]),

        // What both map widgets decide alike, no toolkit: a click's outcome, drag and glide, marker change sets,
        // what to query and draw for a viewport.
        .target(name: "MapViewModel", dependencies: ["MapCore"]),

        // The GTK wrappers both map widgets and the shell use (widgets, signals, the main loop, drawing areas), and
        // what a window needs of a map widget; raw pointers stay in its Interop folder.
        .target(name: "GtkInterop", dependencies: ["MapCore", "Graphics", "MapRender", "CGtk", "MapViewModel"]),

        // Where the person is: GeoClue2 over GDBus, and a GPX track replayed for tests and demos.
        .target(name: "Location", dependencies: ["MapCore", "MapData", "CGio"]),

        // The app's logic, no GTK: store, persistence, wiring contracts.
        .target(name: "AppCore", dependencies: [
            "MapCore", "MapData", "Clustering", "DeepLinks", "Search", "Gazetteer", "Geocoding", "CIntl",
        ]),

        // GTK and libadwaita: the window, its panel, popovers and the Cairo map widget.
        .target(name: "GtkShell", dependencies: [
            "AppCore", "GtkInterop", "MapCore", "MapViewModel", "DeepLinks", "MapRender", "Graphics", "Search", "Gazetteer", "Geocoding", "CGtk", "CAdw",
        ]),

        // The second map implementation, on libshumate: its only importer.
        .target(name: "ShumateMap", dependencies: [
            "GtkInterop", "MapCore", "MapViewModel", "MapRender", "Graphics", "CGtk", "CShumate", "CShumateShim",
        ]),

        .executableTarget(name: "pinmap", dependencies: [
            "GtkShell", "GtkInterop", "ShumateMap", "AppCore", "Clustering", "MapCore", "MapData", "MapRender", "TileLoader", "Graphics", "DeepLinks",
            "Search", "Gazetteer", "CMalloc", "RemotePlaces", "Location", "Geocoding", "VectorTiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The Swift half of tools/gazetteer/build.py: folds names and writes data/gazetteer.bin.
        .executableTarget(name: "pinmap-gazetteer", dependencies: ["Gazetteer"]),
        .executableTarget(name: "pinmap-bench", dependencies: [
            "MapCore", "MapData", "Clustering", "MapViewModel", "MapRender", "TileLoader", "Graphics", "AppCore", "Search", "Gazetteer", "RemotePlaces",
            "MapArchive", "VectorTiles", "CMalloc",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "MapCoreTests", dependencies: ["MapCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MapDataTests", dependencies: ["MapData", "MapCore"], exclude: ["PlaceFiles"]),
        .testTarget(name: "ClusteringTests", dependencies: ["Clustering", "MapCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MapViewModelTests", dependencies: ["MapViewModel", "MapCore", "Clustering"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "MapCore", "DeepLinks"]),
        .testTarget(name: "GazetteerTests", dependencies: ["Gazetteer", "MapCore"]),
        .testTarget(name: "DeepLinksTests", dependencies: ["DeepLinks", "MapCore"]),
        .testTarget(name: "VectorTilesTests", dependencies: ["VectorTiles"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MapArchiveTests", dependencies: ["MapArchive", "MapCore", "CZlib", "CSQLite"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics", "MapCore", "CCairo"]),
        .testTarget(name: "MapRenderTests", dependencies: ["MapRender", "MapCore", "Graphics", "VectorTiles"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TileLoaderTests", dependencies: ["TileLoader", "MapCore", "MapData", "Graphics", "CSoup", "MapRender", "VectorTiles", "MapArchive"]),
        .testTarget(name: "RemotePlacesTests", dependencies: ["RemotePlaces", "AppCore", "MapCore", "MapData"]),
        .testTarget(name: "GeocodingTests", dependencies: ["Geocoding", "MapCore", "RemotePlaces"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LocationTests", dependencies: ["Location", "MapCore", "CGio"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AppCoreTests", dependencies: ["AppCore", "Clustering", "MapCore", "MapData", "DeepLinks", "Search", "Gazetteer", "Geocoding"]),
        .testTarget(name: "GtkShellTests", dependencies: ["GtkShell", "GtkInterop", "MapViewModel", "AppCore", "DeepLinks", "MapCore", "MapRender", "Graphics", "CGtk", "Location", "Geocoding", "TileLoader"]),
        .testTarget(name: "ShumateMapTests", dependencies: [
            "ShumateMap", "GtkInterop", "GtkShell", "MapCore", "MapRender", "Graphics", "TileLoader", "VectorTiles",
        ]),
        .testTarget(name: "pinmapTests", dependencies: ["AppCore", "MapCore", "MapData", "pinmap", "Graphics"]),
    ]
)
