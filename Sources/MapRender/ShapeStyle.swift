import MapCore

/// How lines and areas are drawn (points). Lines: a halo under the coloured line; areas: a translucent fill and
/// an outline; the selected shape is drawn wider and more opaque.
public struct ShapeStyle: Sendable, Equatable {
    public var lineWidth = 3.0
    /// Halo on each side of a line, beyond its width.
    public var haloWidth = 1.5
    public var selectedLineWidth = 5.0
    public var areaFillAlpha = 0.25
    public var selectedAreaFillAlpha = 0.4
    public var outlineWidth = 1.5
    public var selectedOutlineWidth = 3.0
    /// A click this close to a line (beyond half its width) or an outline still hits it.
    public var hitReach = 4.0

    public init() {}
}
