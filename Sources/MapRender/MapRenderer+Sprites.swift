import Foundation
import Graphics
import MapCore

extension MapRenderer {
    /// Most ring segments shown; the rest join the last, grey one.
    static let maxSegments = 6

    /// The category's pin, rasterised on first use at the current scale (icon included) and kept.
    func pinSprite(for categoryID: PlaceCategory.ID, selected: Bool, painter: MarkerPainter) -> Sprite? {
        if let s = selected ? selectedSprites[categoryID] : pinSprites[categoryID] { return s }
        let category = categories[categoryID] ?? PlaceCategory.other
        let iconPixels = Int((painter.iconPoints(selected: selected) * spriteScale).rounded())
        let icon = icons.icon(named: category.iconName, pixels: iconPixels)
        guard let sprite = painter.pin(color: category.color, icon: icon, selected: selected, scale: spriteScale) else { return nil }
        spritesRasterised += 1
        if selected { selectedSprites[categoryID] = sprite } else { pinSprites[categoryID] = sprite }
        return sprite
    }

    /// The cluster's bubble: last frame's sprite for the same cluster id and contents (no key, label or array built),
    /// else the LRU cache of identical-looking bubbles, else rasterised now.
    func clusterSprite(for c: ClusterSummary, painter: MarkerPainter) -> Sprite? {
        if let f = previousFrameClusters[c.id], f.count == c.count, f.categoryCounts == c.categoryCounts {
            thisFrameClusters[c.id] = f
            return f.sprite
        }
        let sprite = lookUpClusterSprite(for: c, painter: painter)
        if let sprite { thisFrameClusters[c.id] = FrameCluster(count: c.count, categoryCounts: c.categoryCounts, sprite: sprite) }
        return sprite
    }

    /// Swaps this frame's cluster sprites into "previous" for the next frame; both keep their capacity.
    func rollClusterFrame() {
        swap(&previousFrameClusters, &thisFrameClusters)
        thisFrameClusters.removeAll(keepingCapacity: true)
    }

    func lookUpClusterSprite(for c: ClusterSummary, painter: MarkerPainter) -> Sprite? {
        let label = CountFormatter.string(for: c.count)
        let r = painter.clusterRadius(count: c.count)
        let key = ClusterKey(label: label, radius: Int((r * 4).rounded()), segments: segments(of: c))
        if let s = clusterSprites.value(for: key) { return s }
        guard let base = clusterBase(radiusKey: key.radius, radius: r, painter: painter),
              let text = countLabel(label, font: Self.countFont(radius: r), painter: painter),
              let s = painter.cluster(radius: r, segments: key.segments.map { ($0.color, $0.share) }, label: text,
                                      scale: spriteScale, base: base) else {
            return nil
        }
        spritesRasterised += 1
        clusterSprites.insert(s, for: key)
        return s
    }

    /// The shadow and centre shared by every bubble of this radius (in quarter points), made on first use.
    private func clusterBase(radiusKey: Int, radius r: Double, painter: MarkerPainter) -> ClusterBubbleBase? {
        if let base = clusterBases[radiusKey] { return base }
        let base = painter.clusterBase(radius: r, scale: spriteScale)
        clusterBases[radiusKey] = base
        return base
    }

    /// The count's image in its font, made on first use.
    private func countLabel(_ text: String, font: String, painter: MarkerPainter) -> Sprite? {
        let key = CountLabelKey(text: text, font: font)
        if let label = countLabels.value(for: key) { return label }
        let label = painter.countLabel(texts.layout(text, font: font), scale: spriteScale)
        if let label { countLabels.insert(label, for: key) }
        return label
    }

    /// Bold, growing with the bubble so the count fills its white centre without touching the ring.
    static func countFont(radius r: Double) -> String {
        r < 13 ? "Sans Bold 8" : r < 19 ? "Sans Bold 9.5" : "Sans Bold 11"
    }

    /// Category shares in 1/360ths of the ring, largest first, at most `maxSegments`.
    func segments(of c: ClusterSummary) -> [ClusterKey.Segment] {
        let total = max(1, c.categoryCounts.reduce(0) { $0 + $1.count })
        var out: [ClusterKey.Segment] = []
        out.reserveCapacity(min(c.categoryCounts.count, Self.maxSegments))
        var used = 0
        for (i, cc) in c.categoryCounts.enumerated() {
            if i == Self.maxSegments - 1, c.categoryCounts.count > Self.maxSegments {
                out.append(.init(color: PlaceCategory.other.color, share: 360 - used))
                break
            }
            // Rounded shares can overshoot; clamping keeps the ring exactly 360 with no negative segment.
            let exact = i == c.categoryCounts.count - 1 ? 360 - used : Int((Double(max(0, cc.count)) * 360 / Double(total)).rounded())
            let share = max(0, min(360 - used, exact))
            used += share
            out.append(.init(color: (categories[cc.categoryID] ?? PlaceCategory.other).color, share: share))
        }
        return out
    }
}
