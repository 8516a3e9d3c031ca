import ArgumentParser
import MapData

/// `pinmap [--data FILE] [--style ID] [--center LAT,LON] [--zoom Z] [--tile-url T [--tile-attribution TEXT] | --tiles FILE] [GEO_URI | FILE…]`,
/// `pinmap --check-data FILE`, `pinmap --render OUT.png --size WxH [...]`.
struct PinmapOptions: ParsableArguments {
    static let configuration = CommandConfiguration(commandName: "pinmap",
                                                    abstract: "A map of places with pins in categories.")

    @Option(name: .customLong("data"), help: ArgumentHelp("Places file to show instead of the bundled one: GeoJSON, KML, KMZ, GPX or CSV (--export merges several).", valueName: "FILE"))
    var dataFiles: [String] = []

    /// The places file the window, --render and --search show (only --export takes more than one).
    var data: String? { dataFiles.last }

    @Option(name: .long, help: ArgumentHelp("Write the places to OUT.geojson, OUT.kml, OUT.gpx or OUT.csv (the format from the extension).", valueName: "OUT"))
    var export: String?

    @Option(name: .customLong("category"), help: ArgumentHelp("With --export: only places of this category (repeatable).", valueName: "ID"))
    var categories: [String] = []

    @Option(name: .long, help: ArgumentHelp("The property or CSV column naming each place's category (--data, --check-data).", valueName: "NAME"))
    var categoryField: String?

    @Option(name: .long, help: ArgumentHelp("Map style id (streets, outdoors, satellite, offline, or one from styles.json).", valueName: "ID"))
    var style: String?

    // Numbers are read as text with `.unconditional`, so a value starting with "-" (a southern latitude,
    // a western longitude, a negative zoom to refuse) is the option's value, not an unknown option.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Map centre in plain decimals, e.g. 60.17,24.94 or -33.92,18.42.", valueName: "LAT,LON"))
    var center: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Zoom level, 0–22.", valueName: "Z"))
    var zoom: String?

    @Option(name: .long, help: ArgumentHelp("A one-off raster tile source, e.g. https://tile.example/{z}/{x}/{y}.png.", valueName: "TEMPLATE"))
    var tileURL: String?

    @Option(name: .long, help: ArgumentHelp("Attribution shown for --tile-url.", valueName: "TEXT"))
    var tileAttribution: String?

    @Option(name: .long, help: ArgumentHelp("A map archive to show, named from its metadata (PMTiles or MBTiles).", valueName: "FILE"))
    var tiles: String?

    @Option(name: .long, help: ArgumentHelp("Check a places file (GeoJSON, KML, KMZ, GPX, CSV): counts per category and every problem; exit 0 usable, 2 not.", valueName: "FILE"))
    var checkData: String?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Render the map headless (no display) to a new or regular PNG file, or - for stdout.", valueName: "OUT.png"))
    var render: String?

    @Option(name: .long, help: ArgumentHelp("Image size for --render, e.g. 800x600.", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("The vector map's palette: light or dark (--render; the window follows the desktop).", valueName: "light|dark"))
    var appearance: PaletteOption?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Seconds --render waits for tiles, 0–3600 (default 15).", valueName: "SECONDS"))
    var tileTimeout: String?

    @Option(name: .long, help: ArgumentHelp("Search your places and the world gazetteer; print name, category, lat, lon, source per line; exit 1 when nothing matched.", valueName: "TEXT"))
    var search: String?

    @Option(name: .long, help: ArgumentHelp("Where --search measures distance from (default: the catalogue's first view).", valueName: "LAT,LON"))
    var near: String?

    @Option(name: .long, help: ArgumentHelp("Most --search results, 1–1000 (default 20).", valueName: "N"))
    var limit: Int?

    @Flag(name: .long, help: "Print the version and exit.")
    var version = false

    // tools/package/files.sh makes the man page from this; not for people, so not in --help.
    @Flag(name: .customLong("man-page"), help: .hidden)
    var manPage = false

    @OptionGroup var remote: RemotePlacesOptions

    /// How `--data` and `--check-data` files are read.
    var placeFileOptions: PlaceFileOptions { PlaceFileOptions(categoryField: categoryField) }

    @OptionGroup var location: LocationOptions

    @OptionGroup var download: DownloadOptions

    @OptionGroup var geocoding: GeocoderOptions

    @Argument(help: ArgumentHelp("A geo: URI to open, e.g. geo:60.17,24.94?z=15; or place files (paths or file: URIs) to open as layers.",
                                 valueName: "GEO_URI|FILE"))
    var targets: [String] = []

    /// The geo: URI among the arguments (once `takePlaceFileArgument()` has taken the files, the one left).
    var geoURI: String? {
        get { targets.first }
        set { targets = newValue.map { [$0] } ?? [] }
    }
}
