import Foundation
import GtkInterop
import MapCore
import MapRender
import Testing
@testable import ShumateMap

/// What the Cairo map draws over its tiles, on the libshumate map: the dropped marker and its ×, the offline
/// badge's words and the offline map's credit, the dark palette, and libshumate's own zoom buttons kept off.
extension ShumateMapViewUITests {
    static let meeting = DroppedMarker(coordinate: SmallIndex.c.coordinate, label: "Meeting point")

    @Test func theDroppedMarkerSitsOnItsPointAndItsCrossAsksToCloseIt() throws {
        let h = try harness()
        h.reset(center: SmallIndex.c.coordinate, zoom: 15)
        h.delegate.droppedMarkerCloses = 0
        defer { h.map.show(droppedMarker: nil) }
        h.map.show(droppedMarker: Self.meeting)
        h.settle()
        #expect(h.map.tree.droppedCount == 1)
        #expect(h.map.tree.markerLayersOnTop, "the dropped marker's layer is above the places")
        // The picture's anchor (the pin's tip) is on the coordinate, as the Cairo map draws it.
        let marker = try #require(h.map.droppedWidget?.marker)
        let origin = try #require(marker.pictureWidget.translate(.zero, to: h.map.widget))
        let tip = h.map.viewport.screenPoint(for: Self.meeting.coordinate)
        let anchor = marker.layout.anchorInImage
        #expect(abs(origin.x + anchor.x - tip.x) <= 1 && abs(origin.y + anchor.y - tip.y) <= 1, "picture at \(origin), tip at \(tip)")

        // The label's body swallows a click (no place, no clearing); the × asks the owner; so does Escape.
        let frame = try #require(h.map.droppedWidget?.frame)
        h.map.clicked(count: 1, at: PixelPoint(x: tip.x + frame.label.minX + 12, y: tip.y + frame.label.center.y))
        #expect(h.delegate.selections.isEmpty)
        #expect(h.delegate.droppedMarkerCloses == 0)
        let close = try #require(h.map.droppedMarkerCloseCenter)
        h.map.clicked(count: 1, at: close)
        #expect(h.delegate.droppedMarkerCloses == 1)
        #expect(h.map.keyPressed(KeyPress(keyval: KeySym.escape)))
        #expect(h.delegate.droppedMarkerCloses == 2)

        h.map.show(droppedMarker: nil)
        #expect(h.map.tree.droppedCount == 0)
        #expect(!h.map.keyPressed(KeyPress(keyval: KeySym.escape)), "with no marker Escape is left for others")
    }

    @Test func offlineTheBadgeSaysCachedTilesAndTheLicenceAddsTheOfflineMapsCredit() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 14)
        h.tiles.fallbackAttribution = "Natural Earth · test"
        h.tiles.offline = true
        h.tiles.onChange?()
        defer {
            h.tiles.offline = false
            h.tiles.onChange?()
        }
        h.settle()
        #expect(h.map.tree.offlineBadge.isVisible)
        #expect(h.map.tree.offlineText == "Offline — showing cached tiles", "the provider's own tiles are in view")
        #expect(h.map.tree.extraCredits == "Natural Earth", "the style's own credit is not repeated")
        h.tiles.offline = false
        h.tiles.onChange?()
        #expect(!h.map.tree.offlineBadge.isVisible)
        #expect(h.map.tree.extraCredits == nil)
    }

    @Test func theDarkPaletteRedrawsTheBubblesAndLightBringsThemBack() throws {
        let h = try harness()
        h.reset(center: SmallIndex.a.coordinate, zoom: 12)
        let bubble = try #require(h.map.markers["c:1"])
        let light = bubble.texturePointer
        h.map.show(palette: .dark)
        defer { h.map.show(palette: .light) }
        #expect(h.map.renderer.options.palette == .dark)
        #expect(bubble.texturePointer != light, "the kept bubble widget took a dark picture")
        #expect(h.map.markerCount == 3, "no marker was removed or added")
        h.settle()
        #expect(h.map.tree.markerLayersOnTop, "the tiles asked for again do not cover the markers")
    }

    @Test func libshumatesZoomButtonsStayOffTheWindowHasItsOwn() throws {
        let h = try harness()
        #expect(!h.map.tree.showsZoomButtons)
    }
}
