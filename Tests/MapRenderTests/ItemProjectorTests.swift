import Foundation
import Testing
import MapCore
@testable import MapRender

/// The per-frame projector must give exactly `Viewport.screenPoint(for:)` (the same bits: markers snap to device
/// pixels from it, so a last-bit difference could move a pin by a pixel), across pans, zooms and changed items.
@Suite struct ItemProjectorTests {
    static func coordinates(seed: UInt64, count: Int) -> [Coordinate] {
        var state = seed
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in Coordinate(clampingLatitude: unit() * 170 - 85, wrappingLongitude: unit() * 360 - 180) }
    }

    @Test(arguments: [(60.17, 24.94, 14.37), (0.0, 179.9, 3.0), (-33.9, -179.95, 0.5), (85.0, 0.0, 18.0)])
    func screenPointsEqualTheViewportsBitForBit(latitude: Double, longitude: Double, zoom: Double) throws {
        var vp = Viewport(center: try Coordinate(latitude: latitude, longitude: longitude), zoom: zoom,
                          size: PixelSize(width: 1920, height: 1080), scaleFactor: 2)
        var projector = ItemProjector()
        var items = Self.coordinates(seed: 7, count: 500)
        for step in 0..<6 {
            // Pans and zooms keep the cached positions; a changed, a shorter and a longer item list refresh them.
            if step == 2 { vp.setZoom(zoom + 0.25) }
            if step == 3 { items[17] = items[18]; items[400] = try Coordinate(latitude: 1, longitude: 2) }
            if step == 4 { items.removeLast(100) }
            if step == 5 { items += Self.coordinates(seed: 9, count: 300) }
            vp.pan(by: PixelPoint(x: 37.25, y: -11.5))
            projector.begin(vp, count: items.count)
            for (i, c) in items.enumerated() {
                let fast = projector.screenPoint(i, c), reference = vp.screenPoint(for: c)
                #expect(fast == reference, "item \(i) at step \(step): \(fast) vs \(reference)")
            }
        }
    }
}
