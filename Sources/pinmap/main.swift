import AppCore
import Clustering
import Foundation
import GtkShell
import MapData

MallocPolicy.apply()
GLPolicy.apply()

// `--map-view cairo|shumate` picks the map implementation (else Preferences' saved choice); the rest go to the parser.
let (mapView, arguments): (MapViewChoice?, [String])
switch MapViewChoice.split(Array(CommandLine.arguments.dropFirst())) {
case .success(let split): (mapView, arguments) = split
case .failure(let error): Console.error(error.description); exit(CLIError.exitStatus)
}

// Concrete implementations behind the app's protocols; everything else lives in the modules.
let wiring = Wiring(
    loadService: { locator, places, options throws(MapDataError) in
        try GeoJSONMapService.load(from: locator, placesURL: places, options: options)
    },
    makeIndex: { places throws(PlaceIndexBuildError) in try ClusterIndexBuilder.index(places: places) },
    // Recent category subsets keep at most 64 MiB of indexes: all of them for 100k places, none for 1M.
    makeIndexBuilder: { poster in ClusterIndexBuilder(poster: poster, recentIndexBytes: 64 << 20) },
    // 1 + 0.5·ln(n): 2 places → radius 11 pt, 10 → 17, 100 → 26, 250 and more → 30.
    renderOptions: .clusters(sizedBy: ClusterMarkerScale(base: 1, factor: 0.5)),
    mapViewOnCommandLine: mapView,
    makeMap: { choice, renderer, tiles, style in choice.make(renderer: renderer, tiles: tiles, style: style) })

exit(PinmapCLI.run(arguments: arguments, wiring: wiring))
