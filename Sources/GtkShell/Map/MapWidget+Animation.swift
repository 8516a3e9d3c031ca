import GtkInterop
import MapCore
import MapViewModel

extension MapWidget {
    /// Starts (or retargets) an eased viewport change on the frame clock.
    func startAnimation(_ kind: ViewportAnimation.Kind, duration: Double = 0.25) {
        fling = nil
        guard let now = widget.frameTime, widget.isMapped else {
            // Not on screen: jump to the end.
            apply(ViewportAnimation(kind, from: viewport, startTime: 0, duration: 0).viewport(at: 0))
            reportMotion()
            return
        }
        animation = ViewportAnimation(kind, from: viewport, startTime: now, duration: duration)
        ensureFrameTick()
        reportMotion()
    }

    /// Stops any animation or fling where it is.
    func stopMotion() {
        animation = nil
        fling = nil
        reportMotion()
    }

    /// Tells the delegate when `isMoving` changed since it last heard (the store's camera counts the map as moving).
    func reportMotion() {
        guard motionNotice.update(isMoving) else { return }
        delegate?.mapView(self, didChangeMotion: motionNotice.reported)
    }

    /// One tick callback drives both animations and flings; it ends itself when neither runs.
    func ensureFrameTick() {
        guard frameTick == nil else { return }
        frameTick = widget.addTickCallback { [weak self] time in
            guard let self else { return false }
            let keep = self.advance(to: time)
            if !keep { self.frameTick = nil }
            self.reportMotion()
            return keep
        }
    }

    /// Advances animation and fling to frame time `time`; false when nothing is left to animate.
    private func advance(to time: Double) -> Bool {
        if let a = animation {
            apply(a.viewport(at: time))
            if a.isFinished(at: time) { animation = nil }
        }
        if var f = fling {
            var v = viewport
            v.pan(by: f.step(to: time))
            apply(v)
            fling = f.isFinished ? nil : f
        }
        return animation != nil || fling != nil
    }

    /// The widget left the screen: land any animation at its end, drop the glide, and deliver what is pending.
    func handleUnmap() {
        if let id = frameTick {
            widget.removeTickCallback(id)
            frameTick = nil
        }
        let landing = animation.map { $0.viewport(at: $0.startTime + $0.duration) }
        stopMotion()
        if let landing { apply(landing) }
        if viewportNotice.isPending {
            MainLoop.post { [weak self] in self?.deliverViewportNotification() }
        }
    }

    /// The zoom an ongoing zoom animation is heading to, else the current zoom (so wheel notches add up).
    var zoomTarget: Double {
        if let a = animation { return a.targetZoom }
        return viewport.zoom
    }
}
