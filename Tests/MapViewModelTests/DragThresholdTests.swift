import MapCore
import Testing
@testable import MapViewModel

@Suite struct DragThresholdTests {
    @Test func smallMovesStayAClick() {
        var t = DragThreshold(distance: 4)
        let r1 = t.update(offset: PixelPoint(x: 2, y: 2))
        #expect(!r1)
        let r2 = t.update(offset: PixelPoint(x: -2.5, y: 3))
        #expect(!r2)
        #expect(!t.isDragging)
    }

    @Test func crossingFiresOnceAndStaysADrag() {
        var t = DragThreshold(distance: 4)
        let r3 = t.update(offset: PixelPoint(x: 3, y: 3))
        #expect(r3)
        #expect(t.isDragging)
        let r4 = t.update(offset: PixelPoint(x: 30, y: 0))
        #expect(!r4)
        // Coming back near the press point does not turn a drag back into a click.
        let r5 = t.update(offset: .zero)
        #expect(!r5)
        #expect(t.isDragging)
        t.reset()
        #expect(!t.isDragging)
    }
}
