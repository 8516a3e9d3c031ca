import ArgumentParser

/// `pinmap [--data FILE] [--style ID] [--center LAT,LON] [--zoom Z] [--tile-url T [--tile-attribution TEXT]] [GEO_URI]`,
/// `pinmap --check-data FILE`, `pinmap --render OUT.png --size WxH [...]`.
struct PinmapOptions: ParsableArguments {
    static let configuration = CommandConfiguration(commandName: "pinmap",
                                                    abstract: "A map of places with pins in categories.")

    @Option(name: .long, help: ArgumentHelp("Places GeoJSON file to show instead of the bundled one.", valueName: "FILE"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("Map style id (streets, outdoors, satellite, offline, or one from styles.json).", valueName: "ID"))
    var style: String?

    @Option(name: .long, help: ArgumentHelp("Map centre, e.g. 60.17,24.94.", valueName: "LAT,LON"))
    var center: String?

    @Option(name: .long, help: ArgumentHelp("Zoom level, 0–22.", valueName: "Z"))
    var zoom: Double?

    @Option(name: .long, help: ArgumentHelp("A one-off raster tile source, e.g. https://tile.example/{z}/{x}/{y}.png.", valueName: "TEMPLATE"))
    var tileURL: String?

    @Option(name: .long, help: ArgumentHelp("Attribution shown for --tile-url.", valueName: "TEXT"))
    var tileAttribution: String?

    @Option(name: .long, help: ArgumentHelp("Check a places GeoJSON file: counts per category and every problem; exit 0 usable, 2 not.", valueName: "FILE"))
    var checkData: String?

    @Option(name: .long, help: ArgumentHelp("Render the map headless (no display) to a PNG file.", valueName: "OUT.png"))
    var render: String?

    @Option(name: .long, help: ArgumentHelp("Image size for --render, e.g. 800x600.", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Seconds --render waits for tiles.", valueName: "SECONDS"))
    var tileTimeout: Double = 15

    @OptionGroup var remote: RemotePlacesOptions

    @Argument(help: ArgumentHelp("A geo: URI to open, e.g. geo:60.17,24.94?z=15.", valueName: "GEO_URI"))
    var geoURI: String?
}
