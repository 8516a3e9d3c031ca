import AppCore
import Graphics
import GtkInterop
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
            guard let self else { return }
            let stale = self.widget.hasVisibleFocus != self.focusRingShown || self.widget.hasFocus != self.itemRingShown
            if stale { self.widget.queueDraw() }
        }
    }

    /// Draws the ring over a finished frame while the map has keyboard focus.
    func drawFocusRing(on canvas: Canvas, size: PixelSize) {
        focusRingShown = widget.hasVisibleFocus
        if focusRingShown { MapFocusRing.draw(on: canvas, size: size) }
        // The item ring needs focus only, not GTK's focus-visible: Page Down moves no GTK focus, so after a click
        // on the map GTK keeps focus-visible off, and the keyboard user would not see which item they reached.
        itemRingShown = widget.hasFocus
        if itemRingShown, let item = focusedItem { drawItemFocus(item, on: canvas) }
    }

    /// A ring in the focus colour around the pin or cluster Page Down/Up reached, so sighted keyboard users see it.
    private func drawItemFocus(_ item: MapItem, on canvas: Canvas) {
        var center = viewport.screenPoint(for: item.coordinate)
        // A pin's body stands above its tip; a cluster's bubble is centred on its point.
        if case .place = item { center.y -= 22 }
        canvas.save()
        canvas.newPath()
        canvas.setColor(MapFocusRing.color)
        canvas.setLineWidth(MapFocusRing.width)
        canvas.arc(center: center, radius: 26)
        canvas.stroke()
        canvas.restore()
    }
}
