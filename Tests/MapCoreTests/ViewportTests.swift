import Testing
@testable import MapCore

@Suite("Viewport")
struct ViewportTests {
    static let helsinki = Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384)
    static let size = PixelSize(width: 800, height: 600)

    func near(_ a: PixelPoint, _ b: PixelPoint, _ tol: Double = 1e-6) -> Bool { a.distance(to: b) < tol }
    func near(_ a: Coordinate, _ b: Coordinate, _ tol: Double = 1e-9) -> Bool {
        abs(a.latitude - b.latitude) < tol && abs(Coordinate.wrap(a.longitude - b.longitude)) < tol
    }

    @Test(arguments: [0.0, 3.5, 12, 19.75])
    func screenToCoordinateRoundTrip(zoom: Double) {
        let v = Viewport(center: Self.helsinki, zoom: zoom, size: Self.size)
        for p in [PixelPoint(x: 0, y: 0), PixelPoint(x: 400, y: 300), PixelPoint(x: 799, y: 17), PixelPoint(x: 123.5, y: 599)] {
            let c = v.coordinate(at: p)
            // At zoom 0 the 800-pt view is wider than the 256-pt world, so x folds into the nearest world copy.
            if zoom >= 2 { #expect(near(v.screenPoint(for: c), p)) }
            #expect(near(v.coordinate(at: v.screenPoint(for: c)), c))
        }
        #expect(near(v.screenPoint(for: Self.helsinki), PixelPoint(x: 400, y: 300)))
        #expect(near(v.coordinate(at: PixelPoint(x: 400, y: 300)), Self.helsinki))
    }

    @Test func screenYGrowsSouthAndXGrowsEast() {
        let v = Viewport(center: Self.helsinki, zoom: 10, size: Self.size)
        let nw = v.coordinate(at: PixelPoint(x: 0, y: 0)), se = v.coordinate(at: PixelPoint(x: 800, y: 600))
        #expect(nw.latitude > se.latitude)
        #expect(nw.longitude < se.longitude)
    }

    @Test(arguments: [(PixelPoint(x: 100, y: 80), 3.0), (PixelPoint(x: 700, y: 550), -2.5), (PixelPoint(x: 400, y: 300), 1.25)])
    func zoomAroundAnchorKeepsTheAnchorsCoordinate(anchor: PixelPoint, dz: Double) {
        var v = Viewport(center: Self.helsinki, zoom: 12, size: Self.size)
        let before = v.coordinate(at: anchor)
        v.setZoom(v.zoom + dz, around: anchor)
        #expect(v.zoom == 12 + dz)
        #expect(near(v.coordinate(at: anchor), before, 1e-9))
        #expect(near(v.screenPoint(for: before), anchor, 1e-6))
    }

    @Test func zoomAroundAnchorAtTheRangeLimitStillKeepsTheAnchor() {
        var v = Viewport(center: Self.helsinki, zoom: 19, size: Self.size, zoomRange: 2...19.5)
        let anchor = PixelPoint(x: 650, y: 120)
        let before = v.coordinate(at: anchor)
        v.setZoom(25, around: anchor)
        #expect(v.zoom == 19.5)
        #expect(near(v.coordinate(at: anchor), before, 1e-9))
    }

    @Test func zoomIsClampedToItsRange() {
        var v = Viewport(center: Self.helsinki, zoom: 25, size: Self.size)
        #expect(v.zoom == 20)
        v.setZoom(-3)
        #expect(v.zoom == 0)
        v.setZoom(.nan)
        #expect(v.zoom == 0)
        v.setZoom(7.5)
        v.setZoomRange(10...16)
        #expect(v.zoom == 10)
        #expect(Viewport(center: Self.helsinki, zoom: .infinity, size: Self.size, zoomRange: 3...9).zoom == 3)
    }

    @Test func panMovesTheContentWithTheDrag() {
        var v = Viewport(center: Self.helsinki, zoom: 14, size: Self.size)
        let p = PixelPoint(x: 300, y: 200), delta = PixelPoint(x: 120, y: -45)
        let under = v.coordinate(at: p)
        v.pan(by: delta)
        #expect(near(v.coordinate(at: p + delta), under, 1e-9))
        #expect(v.center.longitude < Self.helsinki.longitude)  // dragging right shows what is west
        #expect(v.center.latitude < Self.helsinki.latitude)    // dragging up shows what is south
    }

    @Test func panAcrossTheAntimeridianWrapsTheCentre() {
        var v = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 179.9), zoom: 8, size: Self.size)
        v.pan(by: PixelPoint(x: -500, y: 0))
        #expect(v.center.longitude < -170)
        #expect(v.center.longitude >= -180)
    }

    @Test func centreIsClampedToTheMercatorSquare() {
        var v = Viewport(center: Coordinate(clampingLatitude: 89.9, wrappingLongitude: 0), zoom: 3, size: Self.size)
        #expect(v.center.latitude == WebMercator.maxLatitude)
        v.pan(by: PixelPoint(x: 0, y: -1e7))
        #expect(v.center.latitude >= -WebMercator.maxLatitude)
        v.setCenter(Coordinate(clampingLatitude: -90, wrappingLongitude: 5))
        #expect(v.center.latitude == -WebMercator.maxLatitude)
    }

    @Test(arguments: [
        GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.18),  // Helsinki centre, wide
        GeoBounds(west: 24.93, south: 60.10, east: 24.94, north: 60.25),  // tall and narrow
        GeoBounds(west: -10, south: 35, east: 40, north: 71),             // Europe
        GeoBounds(west: 170, south: -20, east: -170, north: -10),         // crosses the antimeridian
    ])
    func fitKeepsTheBoundsInsideThePaddedArea(bounds: GeoBounds) {
        var v = Viewport(center: Self.helsinki, zoom: 3, size: Self.size)
        let pad = PixelInsets(top: 20, left: 300, bottom: 40, right: 10)
        v.fit(bounds, padding: pad)
        let inner = PixelRect(x: pad.left, y: pad.top, width: 800 - pad.left - pad.right, height: 600 - pad.top - pad.bottom)
        let corners = [(bounds.north, bounds.west), (bounds.north, bounds.east), (bounds.south, bounds.west), (bounds.south, bounds.east)]
        let pts = corners.map { v.screenPoint(for: Coordinate(clampingLatitude: $0.0, wrappingLongitude: $0.1)) }
        for p in pts {
            #expect(p.x >= inner.minX - 1e-6 && p.x <= inner.maxX + 1e-6, "x \(p.x) outside \(inner)")
            #expect(p.y >= inner.minY - 1e-6 && p.y <= inner.maxY + 1e-6, "y \(p.y) outside \(inner)")
        }
        // Tight: the box fills the padded area along one axis.
        let w = pts.map(\.x).max()! - pts.map(\.x).min()!, h = pts.map(\.y).max()! - pts.map(\.y).min()!
        #expect(abs(w - inner.size.width) < 1e-6 || abs(h - inner.size.height) < 1e-6)
        // Centred within the padded area.
        #expect(abs((pts.map(\.x).max()! + pts.map(\.x).min()!) / 2 - inner.center.x) < 1e-6)
        #expect(abs((pts.map(\.y).max()! + pts.map(\.y).min()!) / 2 - inner.center.y) < 1e-6)
    }

    @Test func fitRespectsMaxZoom() {
        var v = Viewport(center: Self.helsinki, zoom: 3, size: Self.size)
        v.fit(GeoBounds(west: 24.9384, south: 60.1699, east: 24.9385, north: 60.1700), maxZoom: 16)
        #expect(v.zoom == 16)
        #expect(near(v.center, GeoBounds(west: 24.9384, south: 60.1699, east: 24.9385, north: 60.1700).center, 1e-7))
    }

    @Test func fitOfAPointDoesNotProduceNaN() {
        var v = Viewport(center: Self.helsinki, zoom: 3, size: Self.size)
        v.fit(GeoBounds(west: 10, south: 10, east: 10, north: 10))
        #expect(v.zoom == 20)
        #expect(v.center.latitude.isFinite && v.center.longitude.isFinite)
    }

    @Test func visibleBoundsContainTheScreen() {
        let v = Viewport(center: Self.helsinki, zoom: 13, size: Self.size)
        let b = v.visibleBounds
        #expect(!b.crossesAntimeridian)
        #expect(b.contains(Self.helsinki))
        #expect(near(Coordinate(clampingLatitude: b.north, wrappingLongitude: b.west), v.coordinate(at: .zero), 1e-9))
        #expect(near(Coordinate(clampingLatitude: b.south, wrappingLongitude: b.east), v.coordinate(at: PixelPoint(x: 800, y: 600)), 1e-9))
    }

    @Test func visibleBoundsCrossTheAntimeridian() {
        let v = Viewport(center: Coordinate(clampingLatitude: -17, wrappingLongitude: 179.5), zoom: 5, size: Self.size)
        let b = v.visibleBounds
        #expect(b.crossesAntimeridian)
        #expect(b.contains(Coordinate(clampingLatitude: -17, wrappingLongitude: 179.9)))
        #expect(b.contains(Coordinate(clampingLatitude: -17, wrappingLongitude: -179.9)))
        #expect(!b.contains(Coordinate(clampingLatitude: -17, wrappingLongitude: 0)))
        #expect(b.west > 0 && b.east < 0)
    }

    @Test func visibleBoundsWiderThanTheWorldCoverAllLongitudes() {
        let v = Viewport(center: Self.helsinki, zoom: 0.5, size: PixelSize(width: 1920, height: 1080))
        let b = v.visibleBounds
        #expect(b.west == -180 && b.east == 180)
        #expect(abs(b.north - WebMercator.maxLatitude) < 1e-9)
        #expect(abs(b.south + WebMercator.maxLatitude) < 1e-9)
    }

    @Test func badScaleFactorFallsBackToOne() {
        #expect(Viewport(center: Self.helsinki, zoom: 3, size: Self.size, scaleFactor: 0).scaleFactor == 1)
        #expect(Viewport(center: Self.helsinki, zoom: 3, size: Self.size, scaleFactor: .nan).scaleFactor == 1)
        #expect(Viewport(center: Self.helsinki, zoom: 3, size: Self.size, scaleFactor: 2).scaleFactor == 2)
    }
}
