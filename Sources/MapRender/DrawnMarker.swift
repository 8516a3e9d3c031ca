import MapCore

/// One marker as the last frame drew it: enough to hit-test its real shape and to anchor a popover.
struct DrawnMarker {
    enum Shape {
        case pin(PinShape)
        case cluster(radius: Double)
    }

    /// Index into the frame's items.
    let index: Int
    /// Pin tip or cluster centre, in screen points.
    let anchor: PixelPoint
    let shape: Shape

    func contains(_ p: PixelPoint, slop: Double) -> Bool {
        switch shape {
        case .pin(let pin): return pin.contains(p, tip: anchor, slop: slop)
        case .cluster(let r): return p.distance(to: anchor) <= r + slop
        }
    }
}
