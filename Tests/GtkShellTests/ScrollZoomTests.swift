import Testing
@testable import GtkShell

@Suite struct ScrollZoomTests {
    @Test func wheelNotchIsOneLevelAndUpZoomsIn() {
        #expect(ScrollZoom.zoomDelta(dy: -1, isWheel: true) == ScrollZoom.levelsPerNotch)
        #expect(ScrollZoom.zoomDelta(dy: 2, isWheel: true) == -2 * ScrollZoom.levelsPerNotch)
    }

    @Test func touchpadGivesFractionalZoom() {
        let d = ScrollZoom.zoomDelta(dy: -15, isWheel: false)
        #expect(d > 0 && d < 1)
    }

    @Test func nonFiniteScrollIsIgnored() {
        #expect(ScrollZoom.zoomDelta(dy: .nan, isWheel: true) == 0)
        #expect(ScrollZoom.zoomDelta(dy: .infinity, isWheel: false) == 0)
    }
}
