import MapCore
import Testing
@testable import ShumateMap

/// libshumate centres a marker on its coordinate; the margins must put the sprite's anchor at that centre.
struct MarkerLayoutTests {
    @Test(arguments: [
        // A pin: anchor at the bottom middle (its tip).
        (PixelSize(width: 36, height: 48), PixelPoint(x: 18, y: 42)),
        // A bubble: anchor in the middle.
        (PixelSize(width: 40, height: 40), PixelPoint(x: 20, y: 20)),
        // Off-centre both ways, fractional sizes.
        (PixelSize(width: 30.5, height: 20.25), PixelPoint(x: 4, y: 3)),
        (PixelSize(width: 30, height: 20), PixelPoint(x: 27, y: 19)),
    ])
    func anchorLandsOnTheMarkersCentre(size: PixelSize, anchor: PixelPoint) {
        let layout = MarkerLayout(size: size, anchor: anchor)
        let box = layout.boxSize
        let anchorInBox = PixelPoint(x: layout.margins.left + anchor.x, y: layout.margins.top + anchor.y)
        #expect(abs(anchorInBox.x - box.width / 2) <= 0.5, "x: \(anchorInBox.x) vs centre \(box.width / 2)")
        #expect(abs(anchorInBox.y - box.height / 2) <= 0.5, "y: \(anchorInBox.y) vs centre \(box.height / 2)")
        #expect(layout.margins.left >= 0 && layout.margins.right >= 0 && layout.margins.top >= 0 && layout.margins.bottom >= 0)
        // Margins only ever on one side of each axis: no more empty space than needed.
        #expect(layout.margins.left == 0 || layout.margins.right == 0)
        #expect(layout.margins.top == 0 || layout.margins.bottom == 0)
    }

    @Test func aPinsTipIsItsMarkersCentreSoTheEmptySpaceIsBelowIt() {
        let layout = MarkerLayout(size: PixelSize(width: 36, height: 48), anchor: PixelPoint(x: 18, y: 42))
        #expect(layout.margins == PixelInsets(top: 0, left: 0, bottom: 36, right: 0))
        #expect(layout.width == 36 && layout.height == 48)
    }
}
