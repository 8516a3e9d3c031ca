import MapCore
import Testing
import MapViewModel

@Suite struct MapKeyTests {
    @Test func arrowsPanTowardsWhatLiesThatWayAndPlusMinusZoom() {
        func command(_ key: MapKey.Key) -> MapKey? { MapKey.command(for: key, control: false, alt: false, hasDroppedMarker: false) }
        #expect(command(.left) == .pan(PixelPoint(x: MapKey.panStep, y: 0)), "west comes into view: the content moves right")
        #expect(command(.right) == .pan(PixelPoint(x: -MapKey.panStep, y: 0)))
        #expect(command(.up) == .pan(PixelPoint(x: 0, y: MapKey.panStep)))
        #expect(command(.down) == .pan(PixelPoint(x: 0, y: -MapKey.panStep)))
        #expect(command(.zoomIn) == .zoom(by: 1))
        #expect(command(.zoomOut) == .zoom(by: -1))
        #expect(command(.home) == .fitAllPlaces)
    }

    @Test func controlOrAltLeavesEveryKeyToTheApplication() {
        for key in MapKey.Key.allCases {
            #expect(MapKey.command(for: key, control: true, alt: false, hasDroppedMarker: true) == nil, "\(key)")
            #expect(MapKey.command(for: key, control: false, alt: true, hasDroppedMarker: true) == nil, "\(key)")
        }
        #expect(MapKey.command(for: nil, control: false, alt: false, hasDroppedMarker: true) == nil)
    }

    @Test func escapeClosesTheDroppedMarkerAndIsLeftToOthersWithoutOne() {
        #expect(MapKey.command(for: .escape, control: false, alt: false, hasDroppedMarker: true) == .closeDroppedMarker)
        #expect(MapKey.command(for: .escape, control: false, alt: false, hasDroppedMarker: false) == nil)
    }
}
