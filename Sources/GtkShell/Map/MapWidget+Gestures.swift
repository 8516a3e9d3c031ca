import Foundation
import GtkInterop
import MapCore
import MapViewModel

extension MapWidget {
    func installGestures() {
        installDrag()
        installClick()
        installScroll()
        installPinch()
        let motion = EventController.motion()
        Signal.connect(motion, "motion", point: { [weak self] x, y in self?.pointerMoved(to: PixelPoint(x: x, y: y)) })
        Signal.connect(motion, "leave") { [weak self] in self?.pointer = nil }
        widget.add(motion)
    }

    /// Tracks the pointer (the wheel zooms about it) and shows a hand over anything clickable.
    func pointerMoved(to p: PixelPoint) {
        pointer = p
        updateCursor()
    }

    func updateCursor() {
        let name: String?
        if isPanning {
            name = "grabbing"
        } else if let p = pointer, renderer.hitTest(p) != nil {
            name = "pointer"
        } else {
            name = nil
        }
        if name != widget.cursorName { widget.setCursor(named: name) }
    }

    // MARK: Drag to pan, then glide

    private func installDrag() {
        let drag = dragController
        Signal.connect(drag, "drag-begin", point: { [weak self] x, y in self?.dragBegan(at: PixelPoint(x: x, y: y)) })
        Signal.connect(drag, "drag-update", point: { [weak self] x, y in self?.dragMoved(by: PixelPoint(x: x, y: y)) })
        Signal.connect(drag, "drag-end", point: { [weak self] x, y in self?.dragEnded(at: PixelPoint(x: x, y: y)) })
        widget.add(drag)
    }

    private var eventSeconds: Double { Double(dragController.currentEventTime) / 1000 }

    private func dragBegan(at start: PixelPoint) {
        // A press stops any glide or zoom, as grabbing a moving map should.
        stopMotion()
        dragPan.begin(at: eventSeconds)
    }

    private func dragMoved(by offset: PixelPoint) {
        guard pinchStart == nil else { return }
        let step = dragPan.move(to: offset, at: eventSeconds)
        if step.becameDrag {
            // Past the threshold: this is a pan, so the click gesture must not fire on release.
            dragController.claim()
            isPanning = true
            onUserPan?()
            updateCursor()
        }
        guard let pan = step.pan else { return }
        var v = viewport
        v.pan(by: pan)
        apply(v)
    }

    private func dragEnded(at offset: PixelPoint) {
        guard dragPan.isDragging, pinchStart == nil else { return }
        dragMoved(by: offset)
        isPanning = false
        updateCursor()
        guard let now = widget.frameTime, let glide = dragPan.glide(releasedAt: eventSeconds, frameTime: now) else { return }
        fling = glide
        ensureFrameTick()
        reportMotion()
    }

    // MARK: Wheel and touchpad zoom

    private func installScroll() {
        // Vertical only: horizontal scrolling has no zoom meaning. Not kinetic: a zoom must stop with the fingers.
        let scroll = scrollController
        Signal.connect(scroll, "scroll", scroll: { [weak self] _, dy in
            guard let self else { return false }
            return self.scrolled(dy: dy, isWheel: self.scrollController.scrollUnitIsWheel)
        })
        widget.add(scroll)
    }

    /// A vertical scroll: a wheel notch animates a whole level, touchpad motion zooms fractionally at once.
    func scrolled(dy: Double, isWheel: Bool) -> Bool {
        let delta = ScrollZoom.zoomDelta(dy: dy, isWheel: isWheel)
        guard delta != 0 else { return true }
        let anchor = pointer ?? PixelPoint(x: viewport.size.width / 2, y: viewport.size.height / 2)
        // Wheel notches animate; smooth touchpad deltas apply at once.
        zoom(by: delta, around: anchor, animated: isWheel)
        if !isWheel { touchpadZoomed() }
        return true
    }

    /// Touchpad zoom frames are `.zooming` until the scrolls pause for `ScrollZoom.touchpadSettleMilliseconds`, then one crisp frame.
    private func touchpadZoomed() {
        touchpadZoomSettle?.cancel()
        touchpadZoomSettle = MainLoop.timeout(milliseconds: ScrollZoom.touchpadSettleMilliseconds) { [weak self] in
            self?.touchpadZoomSettle = nil
            self?.widget.queueDraw()
            return false
        }
    }

    // MARK: Pinch

    private func installPinch() {
        let zoom = zoomController
        Signal.connectIgnoringArgument(zoom, "begin") { [weak self] in
            guard let self else { return }
            self.pinchBegan(at: self.zoomController.boundingBoxCenter)
        }
        Signal.connect(zoom, "scale-changed", value: { [weak self] scale in
            guard let self else { return }
            self.pinched(scale: scale, center: self.zoomController.boundingBoxCenter ?? self.pinchLastCenter)
        })
        Signal.connectIgnoringArgument(zoom, "end", { [weak self] in self?.pinchEnded() })
        widget.add(zoom)
    }

    /// Two fingers went down, centred at `center` (widget points; the view centre if unknown).
    func pinchBegan(at center: PixelPoint?) {
        stopMotion()
        let c = center ?? PixelPoint(x: viewport.size.width / 2, y: viewport.size.height / 2)
        pinchStart = (viewport.zoom, c)
        pinchLastCenter = c
    }

    /// The fingers lifted: the view is drawn once more at rest, crisp (pinch frames scale tiles the cheap way).
    func pinchEnded() {
        pinchStart = nil
        widget.queueDraw()
    }

    /// The fingers are `scale` times as far apart as at the start, centred at `center`.
    func pinched(scale: Double, center: PixelPoint) {
        guard let start = pinchStart, scale > 0, scale.isFinite else { return }
        var v = viewport
        // Two fingers moving together pan; spreading them zooms about their midpoint.
        v.pan(by: center - pinchLastCenter)
        v.setZoom(start.zoom + log2(scale), around: center)
        pinchLastCenter = center
        apply(v)
    }
}
