import AppCore
import Foundation
import GtkShell
import MapData

// Concrete implementations behind the app's protocols; everything else lives in the modules.
let wiring = Wiring(
    loadService: { locator, places throws(MapDataError) in try GeoJSONMapService.load(from: locator, placesURL: places) },
    makeIndex: { places throws(PlaceIndexBuildError) in try ClusterIndexBuilder.index(places: places) },
    makeIndexBuilder: { poster in ClusterIndexBuilder(poster: poster) },
    makeMap: { renderer, tiles, style in MapWidget(renderer: renderer, tiles: tiles, style: style) })

exit(PinmapCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), wiring: wiring))
