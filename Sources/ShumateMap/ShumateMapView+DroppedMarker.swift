import Foundation
import MapCore
import MapRender
import MapViewModel

/// The dropped marker (a `geo:` link's label, typed coordinates): the Cairo map's pin and labelled box as one
/// picture in a marker layer above the places; its × (or Escape) asks the owner to remove it.
extension ShumateMapView {
    public func show(droppedMarker: DroppedMarker?) {
        guard droppedMarker != self.droppedMarker else { return }
        self.droppedMarker = droppedMarker
        if let old = droppedWidget { tree.removeDropped(old.marker) }
        droppedWidget = nil
        guard let droppedMarker,
              let picture = renderer.droppedMarkerImage(for: droppedMarker, scale: Double(max(1, widget.scaleFactor))),
              let texture = MarkerTexture(picture.image) else { return }
        let marker = MarkerWidget(texture: texture, at: droppedMarker.coordinate)
        tree.addDropped(marker)
        droppedWidget = (marker, picture.frame)
    }

    /// The part of the dropped marker under `point` (widget points); it is above the places, so it takes their clicks.
    public func droppedMarkerPart(at point: PixelPoint) -> DroppedMarkerPart? {
        guard let marker = droppedMarker, let frame = droppedWidget?.frame else { return nil }
        let tip = viewport.screenPoint(for: marker.coordinate)
        let p = PixelPoint(x: point.x - tip.x, y: point.y - tip.y)
        let slop = renderer.options.hitSlop
        if frame.close.insetBy(dx: -slop, dy: -slop).contains(p) { return .close }
        return frame.contains(p) ? .body : nil
    }

    /// Where the marker's × is in widget points now (tests click it), or nil.
    public var droppedMarkerCloseCenter: PixelPoint? {
        guard let marker = droppedMarker, let frame = droppedWidget?.frame else { return nil }
        let tip = viewport.screenPoint(for: marker.coordinate)
        return PixelPoint(x: tip.x + frame.close.center.x, y: tip.y + frame.close.center.y)
    }
}
