import MapViewModel

extension KeyPress {
    /// The map key this GDK key value names (the keypad's too), or nil.
    public var mapKey: MapKey.Key? {
        switch keyval {
        case KeySym.plus, KeySym.equal, KeySym.keypadAdd: return .zoomIn
        case KeySym.minus, KeySym.keypadSubtract, KeySym.underscore: return .zoomOut
        case KeySym.left, KeySym.keypadLeft: return .left
        case KeySym.right, KeySym.keypadRight: return .right
        case KeySym.up, KeySym.keypadUp: return .up
        case KeySym.down, KeySym.keypadDown: return .down
        case KeySym.home, KeySym.keypadHome: return .home
        case KeySym.escape: return .escape
        default: return nil
        }
    }

    /// The map's command for this press (`MapKey.command`).
    public func mapCommand(hasDroppedMarker: Bool) -> MapKey? {
        MapKey.command(for: mapKey, control: hasControl, alt: hasAlt, hasDroppedMarker: hasDroppedMarker)
    }
}
