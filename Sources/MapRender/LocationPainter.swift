import Foundation
import Graphics
import MapCore

/// Draws the person's position: a translucent accuracy circle sized in metres at the dot's latitude (at any zoom),
/// a heading wedge when the heading is known, and a dot with a white ring, in the accent colour (grey when stale).
/// Public: the libshumate map draws the same picture in its location marker.
public struct LocationPainter {
    public static let staleColor = RGBColor(red: 0.55, green: 0.55, blue: 0.58)
    /// Radius of the dot and width of its white ring, in points.
    public static let dotRadius = 7.0
    public static let ringWidth = 2.5
    /// Length and half-angle of the heading wedge.
    public static let wedgeLength = 26.0
    public static let wedgeHalfAngle = 28.0 * Double.pi / 180
    /// A circle larger than this many points is drawn at this radius: it covers any view and keeps cairo's numbers sane.
    public static let maxCircleRadius = 100_000.0

    public var accent: RGBColor

    public init(accent: RGBColor) { self.accent = accent }

    /// The accuracy circle's radius in points for `metres` at `coordinate` in `viewport`.
    public static func circleRadius(metres: Double, at coordinate: Coordinate, viewport: Viewport) -> Double {
        let circumference = 2 * Double.pi * 6_378_137.0
        let metresPerPoint = circumference * cos(coordinate.latitude * .pi / 180) / viewport.worldSize
        guard metresPerPoint > 0 else { return maxCircleRadius }
        return min(maxCircleRadius, metres / metresPerPoint)
    }

    public func draw(_ location: LocationDisplay, viewport vp: Viewport, on c: Canvas) {
        let centre = vp.screenPoint(for: location.update.coordinate)
        let colour = location.isStale ? Self.staleColor : accent
        let radius = Self.circleRadius(metres: location.update.accuracy, at: location.update.coordinate, viewport: vp)
        c.save()
        defer { c.restore() }
        // Only a circle bigger than the dot says anything about accuracy.
        if radius > Self.dotRadius {
            c.newPath()
            c.arc(center: centre, radius: radius)
            c.setColor(colour, alpha: 0.15)
            c.fillPreserve()
            c.setColor(colour, alpha: 0.45)
            c.setLineWidth(1)
            c.stroke()
        }
        if let heading = location.update.heading {
            let a = (heading - 90) * .pi / 180
            c.newPath()
            c.move(to: centre)
            c.arc(center: centre, radius: Self.wedgeLength, from: a - Self.wedgeHalfAngle, to: a + Self.wedgeHalfAngle)
            c.closePath()
            c.setColor(colour, alpha: 0.55)
            c.fill()
        }
        c.newPath()
        c.arc(center: centre, radius: Self.dotRadius + Self.ringWidth)
        c.setColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fill()
        c.newPath()
        c.arc(center: centre, radius: Self.dotRadius)
        c.setColor(colour)
        c.fill()
    }
}
