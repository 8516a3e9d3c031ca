import Foundation
import MapCore

/// An eased change of viewport over time: a zoom about a fixed screen point, or a flight to a centre and zoom.
public struct ViewportAnimation: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Zoom to `targetZoom` keeping the coordinate under `anchor` (screen points) in place.
        case zoom(anchor: PixelPoint, targetZoom: Double)
        /// Move the centre to `center` while zooming to `zoom`.
        case fly(center: Coordinate, zoom: Double)
    }

    public let kind: Kind
    public let start: Viewport
    public let startTime: Double
    /// Seconds.
    public let duration: Double

    public init(_ kind: Kind, from start: Viewport, startTime: Double, duration: Double = 0.25) {
        self.kind = kind; self.start = start; self.startTime = startTime; self.duration = max(0, duration)
    }

    /// Ease-out cubic: fast start, gentle landing; 0→0, 1→1.
    public static func easeOut(_ t: Double) -> Double {
        let c = min(1, max(0, t))
        return 1 - (1 - c) * (1 - c) * (1 - c)
    }

    public func isFinished(at time: Double) -> Bool { time - startTime >= duration }

    /// The zoom the animation ends at (clamped like the viewport clamps it).
    public var targetZoom: Double {
        switch kind {
        case .zoom(_, let z), .fly(_, let z): return min(start.zoomRange.upperBound, max(start.zoomRange.lowerBound, z))
        }
    }

    /// The viewport at `time` (the final one from `startTime + duration` on).
    public func viewport(at time: Double) -> Viewport {
        let p = duration > 0 ? Self.easeOut((time - startTime) / duration) : 1
        var v = start
        switch kind {
        case .zoom(let anchor, _):
            v.setZoom(start.zoom + (targetZoom - start.zoom) * p, around: anchor)
        case .fly(let center, _):
            // Interpolate in normalised Mercator space along the shorter way round the world.
            let x0 = WebMercator.normalizedX(longitude: start.center.longitude)
            let y0 = WebMercator.normalizedY(latitude: start.center.latitude)
            var x1 = WebMercator.normalizedX(longitude: center.longitude)
            let y1 = WebMercator.normalizedY(latitude: center.latitude)
            if x1 - x0 > 0.5 { x1 -= 1 } else if x0 - x1 > 0.5 { x1 += 1 }
            let x = x0 + (x1 - x0) * p, y = y0 + (y1 - y0) * p
            v.setZoom(start.zoom + (targetZoom - start.zoom) * p)
            v.setCenter(Coordinate(clampingLatitude: WebMercator.latitude(normalizedY: y),
                                   wrappingLongitude: WebMercator.longitude(normalizedX: x)))
        }
        return v
    }
}
