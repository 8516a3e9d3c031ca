import Foundation
import Graphics
import MapCore

/// Draws what sits above the map: attribution (bottom-right), scale bar (bottom-left), offline indicator (top).
struct OverlayPainter {
    let options: RenderOptions

    static let attributionFont = "Sans 8"
    static let scaleFont = "Sans 8"
    static let offlineFont = "Sans Bold 9"

    /// The attribution box's rect for a view, as drawn (for tests and hit areas).
    func attributionRect(_ text: TextLayout, view: PixelSize) -> PixelRect {
        let t = text.size
        let w = t.width + 8, h = t.height + 4
        return PixelRect(x: view.width - w, y: view.height - h, width: w, height: h)
    }

    /// The attribution to draw in a view whose box must stay right of `leftLimit` (the scale bar's right edge,
    /// or 0): whole when it fits; else its first " · " parts give way to "…", so the last credit (the one OSM's
    /// tile policy requires) stays whole as long as it fits; else it is cut at its end, keeping "© OpenStreetMap".
    func attributionLayout(_ attribution: String, view: PixelSize, leftLimit: Double = 0, texts: TextCache) -> TextLayout {
        let room = view.width - leftLimit - options.overlayMargin - 8
        func layout(_ text: String) -> TextLayout {
            let l = texts.layout(text, font: Self.attributionFont)
            l.limitWidth(nil)
            return l
        }
        var parts = attribution.components(separatedBy: " · ")
        var l = layout(attribution)
        while l.size.width > room && parts.count > 1 {
            parts.removeFirst()
            l = layout("… " + parts.joined(separator: " · "))
        }
        if l.size.width > room { l.limitWidth(max(24, room)) }
        return l
    }

    /// Whether the whole attribution fits right of `leftLimit` (as `attributionLayout` measures room).
    func attributionFits(_ attribution: String, view: PixelSize, leftLimit: Double = 0, texts: TextCache) -> Bool {
        let l = texts.layout(attribution, font: Self.attributionFont)
        l.limitWidth(nil)
        return l.size.width <= view.width - leftLimit - options.overlayMargin - 8
    }

    /// Semi-opaque white box flush in the corner, small dark text (OSM's tile policy requires it to be visible).
    @discardableResult
    func drawAttribution(_ text: TextLayout, view: PixelSize, on c: Canvas) -> PixelRect {
        let r = attributionRect(text, view: view)
        c.setColor(options.palette.overlayFill, alpha: options.palette.overlayAlpha)
        c.rectangle(r)
        c.fill()
        c.setColor(options.palette.overlayInk)
        text.draw(on: c, at: PixelPoint(x: r.minX + 4, y: r.minY + 2))
        return r
    }

    /// Leaflet-style bars: metric above with its label inside, imperial (if any) below, bottom-left.
    /// Returns the rectangle both bars cover.
    @discardableResult
    func drawScaleBar(_ bar: ScaleBar, view: PixelSize, texts: TextCache, on c: Canvas) -> PixelRect {
        let m = options.overlayMargin
        let metricLabel = texts.layout(bar.metric.label, font: Self.scaleFont)
        let h = metricLabel.size.height + 2
        let rows = bar.imperial == nil ? 1.0 : 2.0
        let top = view.height - m - rows * h
        drawBar(bar.metric, label: metricLabel, rect: PixelRect(x: m, y: top, width: bar.metric.width.rounded(), height: h), openAtTop: true, on: c)
        if let imp = bar.imperial {
            drawBar(imp, label: texts.layout(imp.label, font: Self.scaleFont),
                    rect: PixelRect(x: m, y: top + h, width: imp.width.rounded(), height: h), openAtTop: false, on: c)
        }
        let width = max(bar.metric.width, bar.imperial?.width ?? 0).rounded()
        return PixelRect(x: m, y: top, width: width, height: rows * h)
    }

    /// One bar: a translucent white box with a dark bracket, open at the top (upper bar) or bottom (lower bar).
    private func drawBar(_ segment: ScaleBar.Segment, label: TextLayout, rect r: PixelRect, openAtTop: Bool, on c: Canvas) {
        c.setColor(options.palette.overlayFill, alpha: options.palette.overlayAlpha - 0.05)
        c.rectangle(r)
        c.fill()
        c.setColor(options.palette.overlayInk)
        c.setLineWidth(1.5)
        let inset = 0.75
        let (open, closed) = openAtTop ? (r.minY, r.maxY - inset) : (r.maxY, r.minY + inset)
        c.move(to: PixelPoint(x: r.minX + inset, y: open))
        c.line(to: PixelPoint(x: r.minX + inset, y: closed))
        c.line(to: PixelPoint(x: r.maxX - inset, y: closed))
        c.line(to: PixelPoint(x: r.maxX - inset, y: open))
        c.stroke()
        label.draw(on: c, at: PixelPoint(x: r.minX + 4, y: r.minY + 1))
    }

    /// The offline pill's rect for a view, as drawn: centred, or moved left of the on-map buttons
    /// (`options.controlsWidth`) when centred it would reach them.
    func offlineRect(_ text: TextLayout, view: PixelSize) -> PixelRect {
        let t = text.size
        let w = t.width + 20, h = t.height + 8
        let right = view.width - options.controlsWidth - (options.controlsWidth > 0 ? options.overlayMargin : 0)
        let x = min(((view.width - w) / 2).rounded(), (right - w).rounded())
        return PixelRect(x: max(options.overlayMargin, x), y: options.overlayMargin, width: w, height: h)
    }

    /// The badge's text, ellipsized when even moved left it would reach the on-map buttons.
    func offlineLayout(_ text: String, view: PixelSize, texts: TextCache) -> TextLayout {
        let l = texts.layout(text, font: Self.offlineFont)
        let gap = options.controlsWidth > 0 ? options.overlayMargin : 0
        let room = view.width - options.controlsWidth - gap - options.overlayMargin - 20
        l.limitWidth(l.size.width > room ? max(24, room) : nil)
        return l
    }

    /// A dark rounded pill at the top centre.
    @discardableResult
    func drawOffline(_ text: TextLayout, view: PixelSize, on c: Canvas) -> PixelRect {
        let r = offlineRect(text, view: view)
        c.setColor(RGBColor(red: 0.16, green: 0.16, blue: 0.18), alpha: 0.85)
        c.roundedRectangle(r, radius: r.size.height / 2)
        c.fill()
        c.setColor(MarkerPainter.white)
        text.draw(on: c, at: PixelPoint(x: r.minX + 10, y: r.minY + 4))
        return r
    }
}
