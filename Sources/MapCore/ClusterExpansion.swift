/// The one rule for a click on a cluster: zoom in to where it splits, or, when no zoom the style allows can
/// split it, list its places. The map widget and the store both ask it, so they never disagree about a cluster.
///
/// A cluster cannot be split when its members share one coordinate, or when its expansion zoom lies beyond
/// the style's highest view zoom (or is infinite: the index never separates places closer than its radius
/// at its deepest level, such as shops a metre apart in one mall).
public enum ClusterExpansion: Hashable, Sendable {
    /// Fly to this view zoom (at least one level in, at most the style's highest), where the cluster splits.
    case zoomIn(to: Double)
    /// No zoom up to the style's highest splits it: open the list of its places.
    case list

    /// - Parameters:
    ///   - viewZoom: the map's zoom now.
    ///   - highestZoom: the highest view zoom the style allows (`MapStyle.viewZoomRange.upperBound`).
    public init(cluster: ClusterSummary, viewZoom: Double, highestZoom: Double) {
        guard !Self.cannotSplit(cluster, highestZoom: highestZoom) else { self = .list; return }
        // Always zoom in at least a little, even if the index reports a split at or below the current zoom.
        self = .zoomIn(to: min(highestZoom, max(cluster.expansionZoom, viewZoom + 1)))
    }

    /// The same, for the highest zoom of `style`.
    public init(cluster: ClusterSummary, viewZoom: Double, style: MapStyle) {
        self.init(cluster: cluster, viewZoom: viewZoom, highestZoom: style.viewZoomRange.upperBound)
    }

    /// True when no view zoom up to `highestZoom` splits `cluster`: its members share one coordinate, or its
    /// expansion zoom is beyond `highestZoom`, infinite or not a number.
    public static func cannotSplit(_ cluster: ClusterSummary, highestZoom: Double) -> Bool {
        let oneSpot = cluster.bounds.longitudeSpan == 0 && cluster.bounds.latitudeSpan == 0
        // Written as "not at most" so NaN counts as unsplittable too.
        return oneSpot || !(cluster.expansionZoom <= highestZoom)
    }

    /// The same, for the highest zoom of `style`.
    public static func cannotSplit(_ cluster: ClusterSummary, style: MapStyle) -> Bool {
        cannotSplit(cluster, highestZoom: style.viewZoomRange.upperBound)
    }
}
