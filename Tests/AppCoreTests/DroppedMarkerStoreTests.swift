import AppCore
import MapCore
import Testing

/// The dropped marker is store state: dropped at start from a geo: link or by the intent, removed by the map.
@MainActor
@Suite struct DroppedMarkerStoreTests {
    static let point = Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94)

    @Test func startupMarkerReachesTheMapOnStart() async {
        let marker = DroppedMarker(coordinate: Self.point, label: "Meeting point")
        let h = Harness(startup: StartupOptions(center: Self.point, marker: marker))
        #expect(h.store.droppedMarker == marker)
        await h.startAndLoad()
        #expect(h.map.droppedMarkersShown.last == .some(marker))
        #expect(DebugSnapshot().dump(of: h.store, sequence: 1).droppedMarker?.label == "Meeting point")
    }

    @Test func dropReplacesCleansAndTellsObserversOnce() async {
        let h = Harness()
        await h.startAndLoad()
        var changes: [StoreChange] = []
        h.store.observe { changes.append($0) }
        changes.removeAll()
        h.store.dropMarker(at: Self.point, label: "  Meeting\npoint \u{202E}")
        #expect(h.store.droppedMarker?.label == "Meeting point")
        #expect(h.map.droppedMarkersShown.last == .some(h.store.droppedMarker))
        h.store.dropMarker(at: Self.point, label: "Meeting point")
        #expect(changes.filter { $0.contains(.droppedMarker) }.count == 1, "the same marker again changes nothing")
        h.store.dropMarker(at: Self.point)
        #expect(h.store.droppedMarker?.label == "60.17, 24.94", "no label: the coordinates")
        #expect(h.store.selection == .none, "dropping a marker leaves the popover alone")
    }

    @Test func escapeOrTheCloseBoxFromTheMapClearsIt() async {
        let h = Harness()
        await h.startAndLoad()
        h.store.dropMarker(at: Self.point, label: "x")
        h.store.mapViewDidCloseDroppedMarker(h.map)
        #expect(h.store.droppedMarker == nil)
        #expect(h.map.droppedMarkersShown.last == .some(nil))
        #expect(DebugSnapshot().dump(of: h.store, sequence: 2).droppedMarker == nil)
        let shown = h.map.droppedMarkersShown.count
        h.store.clearDroppedMarker()
        #expect(h.map.droppedMarkersShown.count == shown, "clearing twice does nothing")
    }
}
