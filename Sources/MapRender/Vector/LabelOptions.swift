import MapCore

/// How the frame's label pass places and draws labels. Sizes are in screen points.
public struct LabelOptions: Sendable, Equatable {
    /// Pango font family; fontconfig falls back per script (Cyrillic, Greek, Arabic…) when it lacks glyphs.
    public var fontFamily = "Sans"
    /// Empty space kept around every label's box, in points (half on each label, so two labels stay this far apart).
    public var padding: Double = 4
    /// The same text within this distance of a placed point label is a duplicate (a place in two tiles' buffers), in points.
    public var pointRepeatDistance: Double = 64
    /// The same text within this distance of a placed line label is a duplicate (a street split at a tile edge), in points.
    public var lineRepeatDistance: Double = 300
    /// A line label's stretch may bow from its straight chord by this fraction of the text's height, at most.
    public var lineMaxDeviation: Double = 0.3
    /// Stretches tried along one line, straightest first, before it goes unlabelled.
    public var lineMaxTries = 8
    /// A point label that does not fit centred on its point may sit beside it (right, left, above, below) this
    /// far from the point, as MapLibre's variable anchors do, so neighbouring towns both get names; nil: centred only.
    public var pointAnchorGap: Double? = 3
    /// Collision grid cell side, in points.
    public var gridCell: Double = 64
    /// Rendered label images kept (LRU): a view shows about 150, and a street name is about 8 KB (110×20 pixels at
    /// scale 1, four times that at scale 2; a turned one up to three times more), so 512 hold a few views in 4–30 MB.
    public var imageCapacity = 512
    /// …and at most this many bytes of their pixels, which binds at scale 2 and up (about 2.5 views of turned labels).
    public var imageBytes = 12 << 20  // bytes
    /// Measured text sizes kept (LRU); measuring is cheap but not free, and a pan re-places every candidate.
    public var measureCapacity = 8192

    /// Room kept free of labels for the map's controls, in points from the view's edges: the zoom buttons (top right),
    /// the location button (bottom right, above the credits), and the band along the bottom edge where the scale bar
    /// (left) and the credits (right) are drawn. They follow the controls' margins in GtkShell (ZoomControls,
    /// LocationButton) and OverlayPainter's layout, with room to spare. Off for a bare placer; the map's own
    /// options (RenderOptions.labels) turn it on.
    public var keepsControlsClear = false
    public static let zoomButtonsZone = PixelSize(width: 64, height: 150)
    public static let locationButtonZone = PixelSize(width: 72, height: 110)
    public static let bottomBandHeight: Double = 40

    /// The rectangles no label may cover in a view of `size` (empty when `keepsControlsClear` is off).
    public func controlZones(in size: PixelSize) -> [PixelRect] {
        guard keepsControlsClear, !size.isEmpty else { return [] }
        let z = Self.zoomButtonsZone, l = Self.locationButtonZone
        return [PixelRect(x: size.width - z.width, y: 0, width: z.width, height: z.height),
                PixelRect(x: size.width - l.width, y: size.height - l.height, width: l.width, height: l.height),
                PixelRect(x: 0, y: size.height - Self.bottomBandHeight, width: size.width, height: Self.bottomBandHeight)]
    }

    public init() {}
}
