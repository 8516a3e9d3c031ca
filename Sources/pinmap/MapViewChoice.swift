import AppCore
import GtkInterop
import GtkShell
import MapCore
import MapRender
import ShumateMap
import TileLoader

/// `--map-view cairo|shumate`, or the Preferences choice saved in state.json: which `EmbeddedMapView` the window
/// embeds. The Cairo `MapWidget` is the default; `shumate` is libshumate (ShumateMapView). `--render` always draws
/// with the Cairo renderer (no GTK there).
enum MapViewChoice: String, CaseIterable {
    case cairo
    case shumate

    static let option = "--map-view"
    /// When neither the command line nor the settings choose.
    static let standard = MapViewChoice.cairo

    /// What Preferences lists.
    var title: String {
        switch self {
        case .cairo: return tr("Pinmap (default)")
        case .shumate: return tr("GNOME's libshumate")
        }
    }

    /// The choice if given and the remaining arguments (for the rest of the parser); `--map-view X` or `--map-view=X`, last wins.
    static func split(_ arguments: [String]) -> Result<(MapViewChoice?, [String]), CLIError> {
        var choice: MapViewChoice?
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
                    return .failure(.badArgument("pinmap: \(option) '\(value)' is not one of \(names)"))
                }
                choice = c
            } else {
                rest.append(a)
            }
            i += 1
        }
        return .success((choice, rest))
    }

    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The command line wins; else the saved choice; else the default. A saved value this build does not know
    /// falls back to the default with a warning naming it (the file is kept: the next save rewrites the key).
    static func resolve(commandLine: MapViewChoice?, saved: MapViewSetting?) -> (choice: MapViewChoice, warning: String?) {
        if let commandLine { return (commandLine, nil) }
        switch saved {
        case nil:
            return (standard, nil)
        case .named(let name):
            if let c = MapViewChoice(rawValue: name) { return (c, nil) }
            return (standard, "the saved map view '\(TerminalText.escaped(String(name.prefix(40))))' is not one of \(names); using \(standard.rawValue)")
        case .unreadable(let what):
            return (standard, "the saved map view is \(what), not a name (\(names)); using \(standard.rawValue)")
        }
    }

    /// Preferences' row: every implementation, with this one running.
    var options: MapViewOptions {
        MapViewOptions(options: Self.allCases.map { .init(name: $0.rawValue, title: $0.title) }, running: rawValue)
    }

    /// Makes the chosen map, whose label and text caches the tile store's idle trim empties before its own work.
    @MainActor
    func make(renderer: MapRenderer, tiles: TileStore, style: MapStyle) -> any EmbeddedMapView {
        let map: any EmbeddedMapView
        let release: @MainActor () -> Void
        switch self {
        case .cairo:
            map = MapWidget(renderer: renderer, tiles: tiles, style: style)
            release = { [weak renderer] in renderer?.releaseCaches() }
        case .shumate:
            let view = ShumateMapView(renderer: renderer, tiles: tiles, style: style)
            map = view
            release = { [weak view] in view?.releaseCaches() }
        }
        // Before the trim that follows (malloc_trim), so the heap the caches held goes back to the system too.
        let trim = tiles.onIdleTrim
        tiles.onIdleTrim = {
            MainActor.assumeIsolated { release() }
            trim?()
        }
        return map
    }
}
