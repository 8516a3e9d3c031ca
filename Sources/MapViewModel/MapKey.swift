import MapCore

/// What a key does on a map, the same for every map implementation: arrows pan, +/- zoom, Home fits all places,
/// Escape closes the dropped marker. No toolkit: each map widget names the key (`MapKey.Key`) and does the command.
public enum MapKey: Equatable, Sendable {
    case zoom(by: Double)
    /// Move the content by this many points (Left shows what lies west: the content moves right).
    case pan(PixelPoint)
    case fitAllPlaces
    /// Escape with a dropped marker on the map: its owner should remove it.
    case closeDroppedMarker

    /// The keys a map reads, named without a toolkit (GtkInterop's `KeyPress.mapKey` names GDK's).
    public enum Key: Sendable, CaseIterable {
        case zoomIn, zoomOut, left, right, up, down, home, escape
    }

    /// Points an arrow key pans by.
    public static let panStep = 96.0

    /// The map's command for a key; nil for keys the map leaves alone: anything with Control or Alt goes to the
    /// application's shortcuts, and Escape with no dropped marker to whoever else wants it.
    public static func command(for key: Key?, control: Bool, alt: Bool, hasDroppedMarker: Bool) -> MapKey? {
        guard let key, !control, !alt else { return nil }
        switch key {
        case .zoomIn: return .zoom(by: 1)
        case .zoomOut: return .zoom(by: -1)
        case .left: return .pan(PixelPoint(x: panStep, y: 0))
        case .right: return .pan(PixelPoint(x: -panStep, y: 0))
        case .up: return .pan(PixelPoint(x: 0, y: panStep))
        case .down: return .pan(PixelPoint(x: 0, y: -panStep))
        case .home: return .fitAllPlaces
        case .escape: return hasDroppedMarker ? .closeDroppedMarker : nil
        }
    }
}
