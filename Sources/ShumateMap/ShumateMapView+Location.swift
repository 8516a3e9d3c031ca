import Foundation
import Graphics
import MapCore
import MapRender

extension ShumateMapView: LocationDisplaying {
    public func show(location display: LocationDisplay?) {
        guard display != location else { return }
        location = display
        updateLocationMarker()
    }

    /// Adds, moves, resizes or removes the location marker for the current location and viewport.
    func updateLocationMarker() {
        guard let display = location else {
            if let m = locationMarker { tree.remove(m) }
            locationMarker = nil
            return
        }
        let marker: LocationMarker
        if let m = locationMarker {
            marker = m
        } else {
            marker = LocationMarker { [weak self] canvas, width, height in self?.drawLocation(on: canvas, width: width, height: height) }
            tree.add(marker)
            locationMarker = marker
        }
        marker.move(to: display.update.coordinate)
        marker.setSide(Int(locationSide(for: display, in: viewport).rounded(.up)))
    }

    /// The marker's side in points: the accuracy circle, the heading wedge or the ringed dot, whichever is widest,
    /// plus the circle's line. A circle wider than the view is cut at what can show (the view's diagonal beyond the
    /// dot's distance from the centre), so a huge accuracy never makes a huge widget.
    func locationSide(for display: LocationDisplay, in vp: Viewport) -> Double {
        let coordinate = display.update.coordinate
        let circle = LocationPainter.circleRadius(metres: display.update.accuracy, at: coordinate, viewport: vp)
        let dot = vp.screenPoint(for: coordinate)
        let reach = hypot(vp.size.width, vp.size.height) + hypot(dot.x - vp.size.width / 2, dot.y - vp.size.height / 2)
        let radius = max(min(circle, reach, Self.maxLocationRadius), LocationPainter.wedgeLength,
                         LocationPainter.dotRadius + LocationPainter.ringWidth)
        return 2 * (radius + 1)
    }

    /// Half the largest marker side: GSK textures past a few thousand points are refused by some GL drivers.
    static let maxLocationRadius = 4000.0

    /// Draws with the Cairo map's painter in the map's viewport, shifted so the dot lands at the marker's centre.
    private func drawLocation(on canvas: Canvas, width: Int, height: Int) {
        guard let display = location else { return }
        let vp = viewport
        let dot = vp.screenPoint(for: display.update.coordinate)
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(Double(width) / 2 - dot.x, Double(height) / 2 - dot.y)
        LocationPainter(accent: renderer.options.accent).draw(display, viewport: vp, on: canvas)
    }
}
