import GtkShell
import MapCore
import MapRender
import ShumateMap
import TileLoader

/// `--map-view cairo|shumate`: which `EmbeddedMapView` the window embeds. The Cairo `MapWidget` is the default;
/// `shumate` is libshumate (ShumateMapView). `--render` always draws with the Cairo renderer (no GTK there).
enum MapViewChoice: String, CaseIterable {
    case cairo
    case shumate

    static let option = "--map-view"

    /// The choice and the remaining arguments (for the rest of the parser); `--map-view X` or `--map-view=X`, last wins.
    static func split(_ arguments: [String]) -> Result<(MapViewChoice, [String]), CLIError> {
        var choice = MapViewChoice.cairo
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            var value: String?
            if a == option {
                guard i + 1 < arguments.count else { return .failure(.badArgument("pinmap: \(option) needs a value: cairo or shumate")) }
                value = arguments[i + 1]
                i += 1
            } else if a.hasPrefix(option + "=") {
                value = String(a.dropFirst(option.count + 1))
            } else if a == "--" {
                rest += arguments[i...]
                break
            }
            if let value {
                guard let c = MapViewChoice(rawValue: value) else {
                    return .failure(.badArgument("pinmap: \(option) '\(value)' is not one of cairo, shumate"))
                }
                choice = c
            } else {
                rest.append(a)
            }
            i += 1
        }
        return .success((choice, rest))
    }

    /// Makes the chosen map.
    @MainActor
    func make(renderer: MapRenderer, tiles: TileStore, style: MapStyle) -> any EmbeddedMapView {
        switch self {
        case .cairo: return MapWidget(renderer: renderer, tiles: tiles, style: style)
        case .shumate: return ShumateMapView(renderer: renderer, tiles: tiles, style: style)
        }
    }
}
