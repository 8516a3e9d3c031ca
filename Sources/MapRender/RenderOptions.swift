import Foundation
import MapCore

/// How a frame looks. Sizes are in screen points; colours are sRGB.
public struct RenderOptions: Sendable {
    /// Colours of the chrome drawn over the map (light or dark).
    public var palette = MapPalette.light
    /// Behind tiles, outside the world and in placeholders (the palette's).
    public var background: RGBColor { palette.background }
    /// The location dot's colour: Adwaita's accent blue #3584e4 unless the window reads the theme's.
    public var accent = RGBColor(red: 0x35 / 255, green: 0x84 / 255, blue: 0xe4 / 255)
    /// Placeholder grid cell side, in points.
    public var placeholderCell: Double = 32

    /// Pin head diameter, in points.
    public var pinDiameter: Double = 26
    /// From tip to the top of the head, in points.
    public var pinHeight: Double = 36
    /// Icon side inside the head, in points.
    public var iconSize: Double = 16
    /// White outline around pins and clusters, in points.
    public var outlineWidth: Double = 1.75
    /// Shadow softness (blur reach), in points.
    public var shadowBlur: Double = 2.5
    /// Shadow opacity at its darkest, 0…1.
    public var shadowAlpha: Double = 0.35
    /// A selected pin is this much larger.
    public var selectedScale: Double = 1.3
    /// Extra reach around markers that still counts as a hit, in points.
    public var hitSlop: Double = 2

    /// Cluster radius for a scale of 1, in points.
    public var clusterBaseRadius: Double = 8
    /// Largest cluster radius, in points, however many members.
    public var clusterMaxRadius: Double = 30
    /// Size multiplier for a cluster of n places; 1 + log10(n) by default (2 → 1.3, 100 → 3, capped by
    /// `clusterMaxRadius`). A natural log (Clustering's `ClusterMarkerScale`) can be plugged in here, but with
    /// these radii it reaches the cap by about 20 members, so bubbles stop telling sizes apart.
    public var clusterScale: @Sendable (Int) -> Double = { 1 + log10(Double(max(1, $0))) }

    /// Draw the scale bar (bottom-left).
    public var showsScaleBar = true
    /// Scale bar's longest length, in points.
    public var scaleBarMaxWidth: Double = 100
    /// Which units the scale bar shows; from the locale by default.
    public var unitSystem: UnitSystem = .fromEnvironment()
    /// Distance of overlays from the view's edges, in points.
    public var overlayMargin: Double = 8
    /// Points kept clear along the view's right edge for on-map buttons: the offline badge stays left of them.
    public var controlsWidth: Double = 0
    /// Credits that do not fit whole are left out of the frame (the window shows them behind an "ⓘ" button)
    /// rather than shortened; off for `--render` and exported images, which have no button.
    public var collapsesCredits = false
    /// The offline indicator's text: plain "Offline", "Offline — showing cached tiles" only when some of the style's
    /// own tiles are on screen, or "<Style> needs a connection — showing the offline map" when only the offline map is
    /// ("— showing downloaded areas" when downloaded areas stand in for some of it).
    public func offlineBadge(styleName: String, sources: TileFrameSources) -> String {
        if sources.ownTiles > 0 { return tr("Offline — showing cached tiles") }
        if sources.downloadedArea > 0 {
            return String(format: tr("%@ needs a connection — showing downloaded areas"), tr(styleName))
        }
        if sources.offlineMap > 0 { return String(format: tr("%@ needs a connection — showing the offline map"), tr(styleName)) }
        return tr("Offline")
    }

    /// Looks up the badge's words in the app's translations (AppCore's `tr`; this module has no gettext).
    public var translate: @Sendable (String) -> String = { $0 }

    private func tr(_ text: String) -> String { translate(text) }

    /// Distinct cluster bubbles kept rasterised (LRU).
    public var clusterSpriteCapacity = 1024
    /// Distinct text layouts kept (LRU).
    public var textLayoutCapacity = 64
    /// Lines and areas: widths, fill opacity, hit reach.
    public var shapes = ShapeStyle()
    /// Placement and drawing of vector tiles' labels.
    public var labels: LabelOptions = {
        var o = LabelOptions()
        o.keepsControlsClear = true
        return o
    }()

    public init() {}
}
