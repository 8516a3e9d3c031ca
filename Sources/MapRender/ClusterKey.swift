import MapCore

/// A cluster's sprite as the last frame drew it, reused while the cluster's id and contents are unchanged.
struct FrameCluster {
    let count: Int
    let categoryCounts: [ClusterSummary.CategoryCount]
    let sprite: Sprite
}

/// What makes two cluster bubbles look the same: they share one rasterised sprite.
struct ClusterKey: Hashable {
    let label: String
    /// Radius in quarter points.
    let radius: Int
    let segments: [Segment]
    struct Segment: Hashable { let color: RGBColor; let share: Int }
}

/// A bubble's count as drawn: its text and font (the scale is the renderer's, which drops the cache when it changes).
struct CountLabelKey: Hashable {
    let text: String
    let font: String
}
