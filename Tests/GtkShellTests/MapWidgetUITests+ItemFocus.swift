import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Page Down/Up move the keyboard among the pins and clusters in view; the map's accessible description
/// (what AT-SPI reports for the focused map) names the item as the libshumate view's markers do.
extension MapWidgetUITests {
    /// Presses `key` on the focused map and waits until the map's description is `text`.
    func press(_ key: String, expecting text: String, on map: MapWidget) -> Bool {
        XDo.run(["key", key])
        return MainLoop.run(until: { AppUI.hasAccessibleDescription(map.widget, text) })
    }

    @Test func pageDownReadsTheClusterThenThePinAndEnterOpensIt() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        // Centred on A at 14: the D/E cluster (top), A, B, C in reading order.
        h.reset(center: Fake.a.coordinate, zoom: 14)
        let map = h.map
        defer { Window.setFocus(h.window, nil) }
        let focused = h.focusMap()
        #expect(focused)
        map.focusedItemID = nil
        var read = false
        let ids = map.itemsInView.map(\.id)
        #expect(ids == ["c:2", "p:a", "p:b", "p:c"])

        read = press("Page_Down", expecting: "Cluster of 2 places: 2 café", on: map)
        #expect(read, "a cluster says what it holds")
        // Sighted keyboard users see it too: a ring in the focus colour right of the cluster's centre. It needs the
        // map's focus only: run alone, nothing has turned GTK's focus-visible on (Page Down moves no GTK focus).
        h.waitForFrame()
        let ringed = try frame(of: map)
        if let out = ProcessInfo.processInfo.environment["PINMAP_ITEM_FOCUS_PNG"] { try ringed.writePNG(to: URL(fileURLWithPath: out)) }
        let c = map.viewport.screenPoint(for: Fake.d.coordinate)
        #expect(isRingColour(ringed.pixel(x: Int(c.x + 26), y: Int(c.y))), "ring at the cluster: \(ringed.pixel(x: Int(c.x + 26), y: Int(c.y)))")
        read = press("Page_Down", expecting: "Place a, Café", on: map)
        #expect(read, "a pin says its name and category")
        let wrong = AppUI.hasAccessibleDescription(map.widget, "Cluster of 2 places: 2 café")
        #expect(!wrong, "the check can fail")

        XDo.run(["key", "Return"])
        let opened = MainLoop.run(until: { map.selectedPlaceID == "a" })
        #expect(opened, "Enter opens the focused pin as a click would")
        let first = h.delegate.selections.first
        if case .place(let id, _) = first { #expect(id == "a") } else { Issue.record("no place opened: \(String(describing: first))") }

        read = press("Page_Up", expecting: "Cluster of 2 places: 2 café", on: map)
        #expect(read, "Page Up goes back")
        read = press("Page_Down", expecting: "Place a, Café, selected", on: map)
        #expect(read, "the selected pin says so")
        // Wrapping: past the last item comes the first.
        read = press("Page_Down", expecting: "Place b, Pharmacy", on: map)
        #expect(read)
        read = press("Page_Down", expecting: "Place c, Café", on: map)
        #expect(read)
        read = press("Page_Down", expecting: "Cluster of 2 places: 2 café", on: map)
        #expect(read)
        map.select(placeID: nil)
    }

    /// Enter on a cluster a closer zoom splits does what a click does: the map flies in (Enter only told the
    /// delegate before, which zooms nowhere), and the delegate hears of it (the store then announces "Zoomed in to …").
    @Test func enterOnASplittableClusterZoomsInAsAClickDoes() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.reset(center: Fake.a.coordinate, zoom: 12)
        let map = h.map
        defer { Window.setFocus(h.window, nil) }
        map.widget.grabFocus()
        let focused = MainLoop.run(until: { map.widget.hasFocus })
        #expect(focused)
        map.focusedItemID = "c:\(Fake.abClusterID)"
        #expect(map.focusedItem != nil, "the A/B cluster is in view at zoom 12")
        XDo.run(["key", "Return"])
        let zoomed = MainLoop.run(until: { map.viewport.zoom >= Fake.splitZoom - 1e-6 && !map.isAnimating })
        #expect(zoomed, "the map flew in to at least the cluster's split zoom: \(map.viewport.zoom)")
        let told = h.delegate.selections.contains { if case .cluster(Fake.abClusterID, _) = $0 { return true } else { return false } }
        #expect(told, "the delegate heard of the cluster: \(h.delegate.selections)")
        map.focusedItemID = nil
    }

    @Test func announcingPutsTheTextInTheMapsDescription() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        h.map.announce("Map moved to Tampere")
        let exposed = AppUI.hasAccessibleDescription(h.map.widget, "Map moved to Tampere")
        #expect(exposed)
    }
}
