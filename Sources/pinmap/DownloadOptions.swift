import ArgumentParser

/// `pinmap --download-area W,S,E,N --zoom A-B --from URL_OR_FILE --to FILE.pmtiles`.
struct DownloadOptions: ParsableArguments {
    @Option(name: .customLong("download-area"), parsing: .unconditional,
            help: ArgumentHelp("Download this area (west,south,east,north in degrees) of --from into --to, for zooms --zoom A-B.",
                               valueName: "W,S,E,N"))
    var area: String?

    @Option(name: .long, help: ArgumentHelp("What --download-area reads: a PMTiles archive (an http(s) URL or a file), or the id of a raster style that allows downloads.", valueName: "URL_OR_FILE_OR_STYLE"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("The PMTiles file --download-area writes (complete, or not at all).", valueName: "FILE.pmtiles"))
    var to: String?
}
