import AppCore
import Graphics
import MapCore

extension MapWidget {
    /// Names the map for screen readers and redraws when keyboard focus arrives or leaves (for the ring).
    func installFocusRing() {
        AppUI.setAccessibleRole(widget, .region)
        AppUI.setAccessibleLabel(widget, tr("Map"))
        AppUI.setAccessibleDescription(widget, "Arrow keys pan, plus and minus zoom, Home shows every place. "
            + "The side panel lists the places in view.")
        // The signal's argument (the previous flags) is not needed: the ring asks the widget itself.
        Signal.connectIgnoringArgument(widget, "state-flags-changed") { [weak self] in
            guard let self, self.widget.hasVisibleFocus != self.focusRingShown else { return }
            self.widget.queueDraw()
        }
    }

    /// Draws the ring over a finished frame while the map has keyboard focus.
    func drawFocusRing(on canvas: Canvas, size: PixelSize) {
        focusRingShown = widget.hasVisibleFocus
        if focusRingShown { MapFocusRing.draw(on: canvas, size: size) }
    }
}
