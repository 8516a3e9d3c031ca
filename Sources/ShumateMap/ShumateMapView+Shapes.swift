import Graphics
import GtkInterop
import MapCore
import MapRender

/// Lines and areas on the libshumate map: MapRender's shape painter (the Cairo widget's, same colours, widths and
/// highlight) draws them in a layer above the tiles and below the names and markers, redrawn on every viewport
/// notification as the names are. Clicks are tested against what that layer last drew.
extension ShumateMapView {
    func installShapes() {
        DrawingArea.setDrawFunction(tree.shapeArea) { [weak self] canvas, width, height in
            self?.drawShapes(on: canvas, size: PixelSize(width: Double(width), height: Double(height)))
        }
    }

    /// Draws these lines and areas of `categories` from the next frame on (nil: none); queried on the main thread only.
    public func show(shapes index: ShapeIndex?, categories: Set<PlaceCategory.ID>) {
        shapeQuery.show(index, categories: categories)
        tree.shapeArea.queueDraw()
    }

    /// Highlights one line or area (the store selected it), or none.
    public func select(shapeID: PlaceShape.ID?) {
        guard shapeID != shapeQuery.selectedID else { return }
        shapeQuery.selectedID = shapeID
        tree.shapeArea.queueDraw()
    }

    /// Lines and areas the shape layer drew last.
    public var drawnShapes: [ShapeInView] { shapeQuery.shapes }

    func drawShapes(on canvas: Canvas, size: PixelSize) {
        var vp = viewport
        vp.size = size
        var scene = MapScene(viewport: vp, style: style)
        scene.shapes = shapeQuery.shapes(for: vp)
        scene.selectedShapeID = shapeQuery.selectedID
        renderer.drawShapeLayer(scene, on: canvas)
    }
}
