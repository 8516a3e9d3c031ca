import Foundation
import Graphics
import MapCore

/// Rasterises pin and cluster sprites. Drawing code only; caching is the renderer's.
struct MarkerPainter {
    let options: RenderOptions

    static let white = RGBColor(red: 1, green: 1, blue: 1)
    static let ink = RGBColor(red: 0.2, green: 0.2, blue: 0.22)

    /// Room around a marker for its outline and shadow (offset 1 pt down), plus a point for antialiasing.
    var margin: Double { max(options.outlineWidth / 2, options.shadowBlur) + 2 }

    func pinShape(selected: Bool) -> PinShape {
        let k = selected ? options.selectedScale : 1
        return PinShape(diameter: options.pinDiameter * k, height: options.pinHeight * k)
    }

    /// Icon side in points for a normal or selected pin.
    func iconPoints(selected: Bool) -> Double { options.iconSize * (selected ? options.selectedScale : 1) }

    /// A pin in `color` with `icon` (nil: a white dot), its outer tip at the anchor.
    func pin(color: RGBColor, icon: Surface?, selected: Bool, scale: Double) -> Sprite? {
        let shape = pinShape(selected: selected)
        let halo = selected ? 5.0 : 0
        let m = margin + halo
        let size = PixelSize(width: 2 * (shape.headRadius + m), height: shape.height + 2 * m)
        let anchor = PixelPoint(x: shape.headRadius + m, y: shape.height + m)
        return Sprite.make(size: size, anchor: anchor, scale: scale) { c in
            // The path's tip sits half an outline above the anchor, so the white outline's point is the anchor.
            let tip = PixelPoint(x: 0, y: -options.outlineWidth / 2)
            let head = PixelPoint(x: 0, y: tip.y + shape.headCenter.y)
            drawShadow(on: c) { shape.addPath(to: c, tip: PixelPoint(x: tip.x, y: tip.y + 1)) }
            if selected {
                // A soft halo with a firmer rim, so selection reads at a glance even among same-coloured pins.
                c.setColor(color, alpha: 0.28)
                c.arc(center: head, radius: shape.headRadius + halo)
                c.fill()
                c.setColor(color, alpha: 0.7)
                c.setLineWidth(1.5)
                c.arc(center: head, radius: shape.headRadius + halo - 0.75)
                c.stroke()
            }
            c.setRoundJoins()
            shape.addPath(to: c, tip: tip)
            c.setColor(color)
            c.fillPreserve()
            c.setLineWidth(options.outlineWidth)
            c.setColor(Self.white)
            c.stroke()
            let side = iconPoints(selected: selected)
            if let icon {
                // Fit the longer side; a non-square icon stays centred in the head.
                let k = side / Double(max(icon.width, icon.height))
                let w = Double(icon.width) * k, h = Double(icon.height) * k
                c.draw(icon, at: PixelPoint(x: head.x - w / 2, y: head.y - h / 2), scale: k)
            } else {
                c.setColor(Self.white)
                c.arc(center: head, radius: shape.headRadius * 0.36)
                c.fill()
            }
        }
    }

    /// Radius in points of a cluster of `count` places.
    func clusterRadius(count: Int) -> Double {
        let k = options.clusterScale(count)
        let r = options.clusterBaseRadius * (k.isFinite ? k : 1)
        return min(options.clusterMaxRadius, max(options.clusterBaseRadius, r))
    }

    /// A bubble: `base`'s shadow, a ring in category colours (shares in 1/360ths), `base`'s white centre and
    /// outline, the count in bold.
    func cluster(radius r: Double, segments: [(color: RGBColor, share: Int)], label: Sprite, scale: Double,
                 base: ClusterBubbleBase) -> Sprite? {
        let frame = clusterFrame(radius: r)
        return Sprite.make(size: frame.size, anchor: frame.anchor, scale: scale) { c in
            base.under.drawAsLayer(on: c)
            let centre = PixelPoint.zero
            let ring = max(3, r * 0.27)
            let total = max(1, segments.reduce(0) { $0 + $1.share })
            var angle = -Double.pi / 2
            for s in segments where s.share > 0 {
                let sweep = 2 * .pi * Double(s.share) / Double(total)
                c.newPath()
                c.arc(center: centre, radius: r, from: angle, to: angle + sweep)
                c.arcNegative(center: centre, radius: r - ring, from: angle + sweep, to: angle)
                c.closePath()
                c.setColor(s.color)
                c.fill()
                angle += sweep
            }
            // Thin white gaps between categories keep neighbouring colours apart.
            if segments.count(where: { $0.share > 0 }) > 1 {
                c.setColor(options.palette.bubbleFill)
                c.setLineWidth(1)
                var a = -Double.pi / 2
                for s in segments where s.share > 0 {
                    c.move(to: PixelPoint(x: (r - ring) * cos(a), y: (r - ring) * sin(a)))
                    c.line(to: PixelPoint(x: r * cos(a), y: r * sin(a)))
                    a += 2 * .pi * Double(s.share) / Double(total)
                }
                c.stroke()
            }
            if segments.isEmpty {
                c.setColor(PlaceCategory.other.color)
                c.arc(center: centre, radius: r)
                c.fill()
            }
            base.over.drawAsLayer(on: c)
            // Centred on a whole device pixel, so one image of the count serves every bubble that shows it.
            let left = ((frame.anchor.x * scale - label.anchor.x) - Double(label.surface.width) / 2).rounded()
            let top = ((frame.anchor.y * scale - label.anchor.y) - Double(label.surface.height) / 2).rounded()
            c.blit(label.pattern, at: PixelPoint(x: left / scale - frame.anchor.x, y: top / scale - frame.anchor.y), pixelsPerUnit: scale)
        }
    }

    /// A bubble's count, in bold, on its own image: every bubble with that count copies it (laying out and drawing
    /// the text was half of a bubble's cost).
    func countLabel(_ label: TextLayout, scale: Double) -> Sprite? {
        let t = label.size
        return Sprite.make(size: t, anchor: .zero, scale: scale) { c in
            c.setColor(options.palette.bubbleText)
            label.draw(on: c, at: .zero)
        }
    }

    /// What every bubble of radius `r` shares: its shadow, and its white centre and outline (`cluster` puts its ring
    /// between them). Same size and anchor as the bubble, so each is copied onto it pixel for pixel.
    func clusterBase(radius r: Double, scale: Double) -> ClusterBubbleBase? {
        let frame = clusterFrame(radius: r)
        let under = Sprite.make(size: frame.size, anchor: frame.anchor, scale: scale) { c in
            drawShadow(on: c) { c.arc(center: PixelPoint(x: 0, y: 1), radius: r) }
        }
        let over = Sprite.make(size: frame.size, anchor: frame.anchor, scale: scale) { c in
            let ring = max(3, r * 0.27)
            c.setColor(options.palette.bubbleFill)
            c.arc(center: .zero, radius: r - ring)
            c.fill()
            c.setLineWidth(options.outlineWidth)
            c.arc(center: .zero, radius: r + options.outlineWidth / 2)
            c.stroke()
        }
        guard let under, let over else { return nil }
        return ClusterBubbleBase(under: under, over: over)
    }

    /// A bubble's image size and centre, in points.
    private func clusterFrame(radius r: Double) -> (size: PixelSize, anchor: PixelPoint) {
        let m = margin
        return (PixelSize(width: 2 * (r + m), height: 2 * (r + m)), PixelPoint(x: r + m, y: r + m))
    }

    /// A soft shadow: the path filled and stroked ever wider at low opacity, so opacity falls off outwards.
    private func drawShadow(on c: Canvas, path: () -> Void) {
        let steps = 5
        let a = 1 - pow(1 - options.shadowAlpha, 1 / Double(steps))
        for i in 1...steps {
            c.newPath()
            path()
            c.setColor(red: 0, green: 0, blue: 0, alpha: a)
            c.setLineWidth(2 * options.shadowBlur * Double(i) / Double(steps))
            c.fillPreserve()
            c.stroke()
        }
        c.newPath()
    }
}
