import Foundation

/// What part of the world a map shows: a value, so it can be tested, stored and animated.
/// Screen space is in points (top-left origin); `scaleFactor` maps points to device pixels.
/// The world at `zoom` is `Viewport.tileSize · 2^zoom` points wide, as in every slippy map.
public struct Viewport: Hashable, Sendable, Codable {
    /// Points per tile side at an integer zoom.
    public static let tileSize = 256.0

    public private(set) var center: Coordinate
    public private(set) var zoom: Double
    public private(set) var zoomRange: ClosedRange<Double>
    public var size: PixelSize
    public var scaleFactor: Double

    public init(center: Coordinate, zoom: Double, size: PixelSize,
                scaleFactor: Double = 1, zoomRange: ClosedRange<Double> = 0...20) {
        self.center = center
        self.zoomRange = zoomRange
        self.zoom = zoom.isFinite ? min(zoomRange.upperBound, max(zoomRange.lowerBound, zoom)) : zoomRange.lowerBound
        self.size = size
        self.scaleFactor = scaleFactor > 0 && scaleFactor.isFinite ? scaleFactor : 1
        clampCenter()
    }

    public var worldSize: Double { WebMercator.worldSize(zoom: zoom, tileSize: Self.tileSize) }

    /// The centre in world points at the current zoom.
    public var centerWorld: PixelPoint { WebMercator.project(center, zoom: zoom, tileSize: Self.tileSize) }

    /// World point under a screen point (x not wrapped: may lie outside 0…worldSize).
    public func worldPoint(forScreen p: PixelPoint) -> PixelPoint {
        let c = centerWorld
        return PixelPoint(x: c.x + p.x - size.width / 2, y: c.y + p.y - size.height / 2)
    }

    /// Screen point of a world point.
    public func screenPoint(forWorld w: PixelPoint) -> PixelPoint {
        let c = centerWorld
        return PixelPoint(x: w.x - c.x + size.width / 2, y: w.y - c.y + size.height / 2)
    }

    /// Screen point of a coordinate, taking the world copy nearest the centre.
    public func screenPoint(for coordinate: Coordinate) -> PixelPoint {
        var w = WebMercator.project(coordinate, zoom: zoom, tileSize: Self.tileSize)
        let ws = worldSize, cx = centerWorld.x
        if w.x - cx > ws / 2 { w.x -= ws } else if cx - w.x > ws / 2 { w.x += ws }
        return screenPoint(forWorld: w)
    }

    /// The coordinate under a screen point.
    public func coordinate(at screen: PixelPoint) -> Coordinate {
        WebMercator.unproject(worldPoint(forScreen: screen), zoom: zoom, tileSize: Self.tileSize)
    }

    /// The geographic box on screen; crosses the antimeridian when the view does, whole world when wider.
    public var visibleBounds: GeoBounds {
        let tl = worldPoint(forScreen: .zero)
        let br = worldPoint(forScreen: PixelPoint(x: size.width, y: size.height))
        let ws = worldSize
        let north = WebMercator.latitude(normalizedY: min(1, max(0, tl.y / ws)))
        let south = WebMercator.latitude(normalizedY: min(1, max(0, br.y / ws)))
        if br.x - tl.x >= ws { return GeoBounds(west: -180, south: south, east: 180, north: north) }
        let west = Coordinate.wrap(WebMercator.longitude(normalizedX: tl.x / ws))
        let east = Coordinate.wrap(WebMercator.longitude(normalizedX: br.x / ws))
        return GeoBounds(west: west, south: south, east: east, north: north)
    }

    public mutating func setCenter(_ c: Coordinate) { center = c; clampCenter() }

    public mutating func setZoomRange(_ r: ClosedRange<Double>) { zoomRange = r; setZoom(zoom) }

    /// Moves the content by `delta` screen points, as a drag does: the centre moves the other way.
    public mutating func pan(by delta: PixelPoint) {
        let c = centerWorld
        center = WebMercator.unproject(PixelPoint(x: c.x - delta.x, y: c.y - delta.y), zoom: zoom, tileSize: Self.tileSize)
        clampCenter()
    }

    /// Sets the zoom (clamped) keeping the centre.
    public mutating func setZoom(_ z: Double) {
        guard z.isFinite else { return }
        zoom = min(zoomRange.upperBound, max(zoomRange.lowerBound, z))
        clampCenter()
    }

    /// Sets the zoom keeping the coordinate under `anchor` (a screen point) fixed on screen.
    public mutating func setZoom(_ z: Double, around anchor: PixelPoint) {
        let fixed = worldPoint(forScreen: anchor)
        let oldZoom = zoom
        setZoom(z)
        let k = exp2(zoom - oldZoom)
        let newFixed = PixelPoint(x: fixed.x * k, y: fixed.y * k)
        let newCenter = PixelPoint(x: newFixed.x - anchor.x + size.width / 2, y: newFixed.y - anchor.y + size.height / 2)
        center = WebMercator.unproject(newCenter, zoom: zoom, tileSize: Self.tileSize)
        clampCenter()
    }

    /// Shows `bounds` whole inside the view minus `padding`, at most at `maxZoom`.
    public mutating func fit(_ bounds: GeoBounds, padding: PixelInsets = .zero, maxZoom: Double? = nil) {
        let cap = min(maxZoom ?? zoomRange.upperBound, zoomRange.upperBound)
        let west = WebMercator.normalizedX(longitude: bounds.west)
        var east = WebMercator.normalizedX(longitude: bounds.east)
        if bounds.crossesAntimeridian { east += 1 }
        let north = WebMercator.normalizedY(latitude: bounds.north)
        let south = WebMercator.normalizedY(latitude: bounds.south)
        let availW = max(1, size.width - padding.left - padding.right)
        let availH = max(1, size.height - padding.top - padding.bottom)
        let dx = max(east - west, 1e-12), dy = max(south - north, 1e-12)
        let z = log2(min(availW / (dx * Self.tileSize), availH / (dy * Self.tileSize)))
        setZoom(min(cap, z))
        // Centre the box within the padded area, not the whole view.
        let ws = worldSize
        let midX = (west + east) / 2 * ws, midY = (north + south) / 2 * ws
        let shift = PixelPoint(x: (padding.right - padding.left) / 2, y: (padding.bottom - padding.top) / 2)
        center = WebMercator.unproject(PixelPoint(x: midX + shift.x, y: midY + shift.y), zoom: zoom, tileSize: Self.tileSize)
        clampCenter()
    }

    /// Keeps the centre inside the projected world so the view never drifts off the poles.
    private mutating func clampCenter() {
        let lat = min(WebMercator.maxLatitude, max(-WebMercator.maxLatitude, center.latitude))
        if lat != center.latitude { center = Coordinate(clampingLatitude: lat, wrappingLongitude: center.longitude) }
    }
}
