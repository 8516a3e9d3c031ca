import MapCore

extension MapRenderer {
    /// The topmost pin or cluster under `point` in the last frame drawn, or nil (also for points outside the view,
    /// and for lines and areas: `hit(at:)` returns those).
    public func hitTest(_ point: PixelPoint) -> MapItem? { hit(at: point)?.item }

    /// The topmost item under `point` with its anchor (pin tip or cluster centre), against the real marker shapes;
    /// then a line or area. Overlays are drawn above markers, so a point on one hits nothing.
    public func hit(at point: PixelPoint) -> MapHit? {
        guard PixelRect(x: 0, y: 0, width: lastViewSize.width, height: lastViewSize.height).contains(point) else { return nil }
        if overlayFrames.contains(where: { $0.contains(point) }) { return nil }
        // The dropped marker is drawn above the places, so it takes their clicks.
        if droppedMarkerFrame?.contains(point) == true { return nil }
        for m in drawn.reversed() where m.contains(point, slop: options.hitSlop) {
            return .item(lastItems[m.index], anchor: m.anchor)
        }
        return shapeHit(at: point)
    }

    /// True when `point` is on the × of the dropped marker's label in the last frame (with the usual slop).
    public func hitsDroppedMarkerClose(_ point: PixelPoint) -> Bool {
        guard let close = droppedMarkerFrame?.close else { return false }
        return close.insetBy(dx: -options.hitSlop, dy: -options.hitSlop).contains(point)
    }

    /// Where the last frame drew the item with this `MapItem.id` (pin tip or cluster centre), for popovers; of
    /// several world copies (zoom 0–1), the one nearest the middle of the view.
    public func anchor(forItemID id: String) -> PixelPoint? {
        let middle = lastViewSize.width / 2
        return drawn.filter { lastItems[$0.index].id == id }.min { abs($0.anchor.x - middle) < abs($1.anchor.x - middle) }?.anchor
    }

    /// Where the last frame drew this place's pin tip.
    public func anchor(forPlaceID id: Place.ID) -> PixelPoint? { anchor(forItemID: "p:" + id) }
}
