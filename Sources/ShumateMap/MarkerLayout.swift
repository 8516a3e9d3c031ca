import MapCore

/// How a marker image sits in a ShumateMarker: libshumate centres a marker on its coordinate, so margins
/// on one side move the sprite's anchor (a pin's tip, a bubble's centre) to the marker's centre.
struct MarkerLayout: Equatable {
    /// The image's size in whole points.
    let width: Int
    let height: Int
    /// Empty space added around the image, in whole points.
    let margins: PixelInsets

    init(size: PixelSize, anchor: PixelPoint) {
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        // left − right = width − 2·anchor.x puts the anchor at the middle of the margin box.
        let dx = (Double(width) - 2 * anchor.x).rounded(), dy = (Double(height) - 2 * anchor.y).rounded()
        margins = PixelInsets(top: max(0, dy), left: max(0, dx), bottom: max(0, -dy), right: max(0, -dx))
    }

    /// Where the anchor lies from the margin box's top-left: its centre, by construction.
    var anchorInBox: PixelPoint {
        PixelPoint(x: margins.left + anchorInImage.x, y: margins.top + anchorInImage.y)
    }

    /// The anchor in the image implied by the margins (the inverse of `init`, up to rounding).
    var anchorInImage: PixelPoint {
        PixelPoint(x: (Double(width) + margins.right - margins.left) / 2, y: (Double(height) + margins.bottom - margins.top) / 2)
    }

    /// The whole box (image and margins) in points.
    var boxSize: PixelSize {
        PixelSize(width: Double(width) + margins.left + margins.right, height: Double(height) + margins.top + margins.bottom)
    }
}
