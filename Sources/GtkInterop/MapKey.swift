import MapCore

/// What a key does on a map, the same for every map implementation: arrows pan, +/- zoom, Home fits all places.
public enum MapKey: Equatable {
    case zoom(by: Double)
    /// Move the content by this many points (Left shows what lies west: the content moves right).
    case pan(PixelPoint)
    case fitAllPlaces

    /// Points an arrow key pans by.
    public static let panStep = 96.0

    /// The map's command for a key press; nil for keys the map leaves alone (anything with Control or Alt
    /// goes to the application's shortcuts).
    public static func command(for press: KeyPress) -> MapKey? {
        guard !press.hasControl, !press.hasAlt else { return nil }
        switch press.keyval {
        case KeySym.plus, KeySym.equal, KeySym.keypadAdd: return .zoom(by: 1)
        case KeySym.minus, KeySym.keypadSubtract, KeySym.underscore: return .zoom(by: -1)
        case KeySym.left, KeySym.keypadLeft: return .pan(PixelPoint(x: panStep, y: 0))
        case KeySym.right, KeySym.keypadRight: return .pan(PixelPoint(x: -panStep, y: 0))
        case KeySym.up, KeySym.keypadUp: return .pan(PixelPoint(x: 0, y: panStep))
        case KeySym.down, KeySym.keypadDown: return .pan(PixelPoint(x: 0, y: -panStep))
        case KeySym.home, KeySym.keypadHome: return .fitAllPlaces
        default: return nil
        }
    }
}
