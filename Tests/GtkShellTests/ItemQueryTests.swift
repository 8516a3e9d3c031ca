import MapCore
import MapViewModel
import Testing
@testable import GtkShell

@Suite struct ItemQueryTests {
    let view = Viewport(center: FakePlaceIndex.a.coordinate, zoom: 14, size: PixelSize(width: 400, height: 300))

    @Test func queriesOnlyWhenViewportOrDataChange() {
        let index = CountingIndex()
        var q = ItemQuery()
        _ = q.items(for: view, generation: 1, index: index)
        _ = q.items(for: view, generation: 1, index: index)
        #expect(index.queries == 1 && q.queryCount == 1)
        var moved = view
        moved.pan(by: PixelPoint(x: 10, y: 0))
        _ = q.items(for: moved, generation: 1, index: index)
        _ = q.items(for: moved, generation: 2, index: index)
        #expect(index.queries == 3)
    }

    @Test func zeroSizeAsksNothing() {
        let index = CountingIndex()
        var q = ItemQuery()
        var empty = view
        empty.size = PixelSize(width: 0, height: 300)
        #expect(q.items(for: empty, generation: 1, index: index).isEmpty)
        #expect(index.queries == 0)
    }

    @Test func boundsArePaddedBeyondTheView() {
        let plain = view.visibleBounds
        let padded = ItemQuery.bounds(for: view, padding: 64)
        #expect(padded.west < plain.west && padded.east > plain.east)
        #expect(padded.south < plain.south && padded.north > plain.north)
    }

    @Test func aPinJustOffScreenIsStillQueried() throws {
        // 20 points left of the view: outside visibleBounds, inside the padded box.
        let off = view.coordinate(at: PixelPoint(x: -20, y: 150))
        #expect(!view.visibleBounds.contains(off))
        #expect(ItemQuery.bounds(for: view).contains(off))
    }
}
