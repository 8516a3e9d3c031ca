import MapCore

/// The colours of what Pinmap draws over the tiles (overlays, cluster centres and counts), light or dark.
/// Raster tiles keep their own colours; the app picks the palette from the desktop's style.
public struct MapPalette: Sendable, Equatable {
    /// Cluster centres, the cluster outline and the gaps between ring segments.
    public var bubbleFill: RGBColor
    /// Cluster counts.
    public var bubbleText: RGBColor
    /// The translucent boxes under the attribution and the scale bar.
    public var overlayFill: RGBColor
    public var overlayAlpha: Double
    /// Attribution text, the scale bar's bracket and label.
    public var overlayInk: RGBColor
    /// Behind tiles, outside the world and in placeholders.
    public var background: RGBColor
    public var isDark: Bool
    /// Under lines (a halo that keeps them readable on any tile).
    public var shapeHalo = RGBColor(red: 1, green: 1, blue: 1)
    public var shapeHaloAlpha = 0.85

    /// The default look: white boxes, dark ink (as `--render` draws).
    public static let light = MapPalette(bubbleFill: RGBColor(red: 1, green: 1, blue: 1),
                                         bubbleText: RGBColor(red: 0.2, green: 0.2, blue: 0.22),
                                         overlayFill: RGBColor(red: 1, green: 1, blue: 1), overlayAlpha: 0.75,
                                         overlayInk: RGBColor(red: 0.2, green: 0.2, blue: 0.22),
                                         background: RGBColor(red: 0.93, green: 0.92, blue: 0.89), isDark: false)

    /// libadwaita's dark chrome (#242424 boxes, #ffffff text at 90 %), so the map's overlays match the panel.
    public static let dark = MapPalette(bubbleFill: RGBColor(red: 0.19, green: 0.19, blue: 0.21),
                                        bubbleText: RGBColor(red: 0.93, green: 0.93, blue: 0.93),
                                        overlayFill: RGBColor(red: 0.14, green: 0.14, blue: 0.14), overlayAlpha: 0.8,
                                        overlayInk: RGBColor(red: 0.9, green: 0.9, blue: 0.9),
                                        background: RGBColor(red: 0.17, green: 0.17, blue: 0.18), isDark: true,
                                        shapeHalo: RGBColor(red: 0.1, green: 0.1, blue: 0.11), shapeHaloAlpha: 0.8)
}
