import MapCore
import Testing
@testable import GtkShell

@Suite struct ViewportAnimationTests {
    let helsinki = try! Coordinate(latitude: 60.17, longitude: 24.94)
    var start: Viewport { Viewport(center: helsinki, zoom: 10, size: PixelSize(width: 800, height: 600)) }

    @Test func easeOutStartsFastAndLands() {
        #expect(ViewportAnimation.easeOut(0) == 0)
        #expect(ViewportAnimation.easeOut(1) == 1)
        #expect(ViewportAnimation.easeOut(0.5) > 0.5)
        #expect(ViewportAnimation.easeOut(-1) == 0 && ViewportAnimation.easeOut(2) == 1)
    }

    @Test func zoomKeepsTheAnchorFixedEveryFrame() {
        let anchor = PixelPoint(x: 150, y: 420)
        let fixed = start.coordinate(at: anchor)
        let a = ViewportAnimation(.zoom(anchor: anchor, targetZoom: 11), from: start, startTime: 5, duration: 0.25)
        for t in stride(from: 5.0, through: 5.3, by: 0.05) {
            let v = a.viewport(at: t)
            #expect(v.screenPoint(for: fixed).distance(to: anchor) < 1e-6)
        }
        #expect(a.viewport(at: 5.25).zoom == 11)
        #expect(a.isFinished(at: 5.25) && !a.isFinished(at: 5.2))
        #expect(a.viewport(at: 5.1).zoom > 10 && a.viewport(at: 5.1).zoom < 11)
    }

    @Test func targetIsClampedToTheZoomRange() {
        let a = ViewportAnimation(.zoom(anchor: .zero, targetZoom: 40), from: start, startTime: 0)
        #expect(a.targetZoom == start.zoomRange.upperBound)
    }

    @Test func flyLandsOnTheTarget() throws {
        let target = try Coordinate(latitude: 60.2, longitude: 25.0)
        let a = ViewportAnimation(.fly(center: target, zoom: 13), from: start, startTime: 0)
        let end = a.viewport(at: 1)
        #expect(abs(end.center.latitude - 60.2) < 1e-9 && abs(end.center.longitude - 25.0) < 1e-9)
        #expect(end.zoom == 13)
        let mid = a.viewport(at: 0.1)
        #expect(mid.center.longitude > 24.94 && mid.center.longitude < 25.0)
    }

    @Test func flyGoesTheShortWayAcrossTheAntimeridian() throws {
        let from = Viewport(center: try Coordinate(latitude: 0, longitude: 179), zoom: 5, size: PixelSize(width: 400, height: 300))
        let a = ViewportAnimation(.fly(center: try Coordinate(latitude: 0, longitude: -179), zoom: 5), from: from, startTime: 0, duration: 1)
        let mid = a.viewport(at: 0.2)
        #expect(abs(mid.center.longitude) > 179, "stays near the antimeridian, got \(mid.center.longitude)")
    }
}
