import Foundation
import GtkInterop
import MapCore
import MapRender
import Testing
@testable import ShumateMap

/// The person's position on the libshumate map: a marker widget centred on the coordinate whose accuracy circle
/// keeps its size in metres, and gone when the store has no location.
extension ShumateMapViewUITests {
    static let here = SmallIndex.a.coordinate

    func showLocation(_ h: ShumateHarness, accuracy: Double, heading: Double? = nil) {
        h.map.show(location: LocationDisplay(update: LocationUpdate(coordinate: Self.here, accuracy: accuracy, heading: heading, timestamp: Date())))
    }

    /// Waits until the location marker has the side the viewport asks for and is laid out; returns its widget.
    func laidOutLocation(_ h: ShumateHarness) throws -> Widget {
        let map = h.map
        let marker = try #require(map.locationMarker, "showing a location adds a marker")
        let wanted = Int(map.locationSide(for: try #require(map.location), in: map.viewport).rounded(.up))
        let laidOut = MainLoop.run(until: { marker.area.isMapped && abs(marker.area.width - wanted) <= 1 }, timeout: .seconds(5))
        try #require(laidOut, "the marker reaches \(wanted) points (has \(marker.area.width))")
        h.settle()
        return marker.area
    }

    /// Where the middle of the dot's widget is, in the map widget's coordinates.
    func centre(of area: Widget, in h: ShumateHarness) throws -> PixelPoint {
        try #require(area.translate(PixelPoint(x: Double(area.width) / 2, y: Double(area.height) / 2), to: h.map.widget))
    }

    @Test func theLocationDotSitsOnItsCoordinate() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 14)
        defer { h.map.show(location: nil); h.settle() }
        showLocation(h, accuracy: 100, heading: 45)
        let area = try laidOutLocation(h)
        let expected = h.map.viewport.screenPoint(for: Self.here)
        let got = try centre(of: area, in: h)
        #expect(abs(got.x - expected.x) <= 2 && abs(got.y - expected.y) <= 2, "dot at \(got), coordinate at \(expected)")
        #expect(area.root != nil, "the marker is in the window's tree")
    }

    @Test func theAccuracyCircleKeepsItsSizeInMetresAcrossZooms() throws {
        let h = try harness()
        h.reset(center: Self.here, zoom: 15)
        defer { h.map.show(location: nil); h.settle() }
        showLocation(h, accuracy: 100)
        let near = try laidOutLocation(h).width
        let radius15 = LocationPainter.circleRadius(metres: 100, at: Self.here, viewport: h.map.viewport)
        #expect(abs(Double(near) - 2 * (radius15 + 1)) <= 2, "100 m is \(radius15) points at z15; widget \(near)")

        h.reset(center: Self.here, zoom: 17)
        let area = try laidOutLocation(h)
        let radius17 = LocationPainter.circleRadius(metres: 100, at: Self.here, viewport: h.map.viewport)
        #expect(abs(Double(area.width) - 2 * (radius17 + 1)) <= 2, "100 m is \(radius17) points at z17; widget \(area.width)")
        #expect(area.width > 3 * near, "two levels in, the circle is four times as wide")
        let expected = h.map.viewport.screenPoint(for: Self.here)
        let got = try centre(of: area, in: h)
        #expect(abs(got.x - expected.x) <= 2 && abs(got.y - expected.y) <= 2, "dot at \(got), coordinate at \(expected)")
    }

    @Test func noLocationRemovesTheDot() throws {
        let h = try harness()
        h.reset(center: Self.here, zoom: 14)
        showLocation(h, accuracy: 30)
        _ = try laidOutLocation(h)
        // Kept here so its widget can still be asked where it is after the map lets it go.
        let marker = try #require(h.map.locationMarker)
        h.map.show(location: nil)
        let map = h.map
        let gone = MainLoop.run(until: { map.locationMarker == nil && !marker.area.isMapped && marker.area.root == nil }, timeout: .seconds(5))
        #expect(gone, "the marker leaves the window's tree")
        #expect(h.map.tree.locationCount == 0)
    }
}
