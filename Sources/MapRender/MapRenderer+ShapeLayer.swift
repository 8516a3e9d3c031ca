import Graphics
import MapCore

extension MapRenderer {
    /// Draws only the scene's lines and areas on a transparent canvas (a map that draws its own tiles and pins, such
    /// as libshumate's, puts this in a layer between them), and keeps them for `shapeHit(at:)`.
    public func drawShapeLayer(_ scene: MapScene, on canvas: Canvas) {
        shapePainter.plan(scene)
        shapePainter.draw(on: canvas, view: scene.viewport.size, selected: scene.selectedShapeID, categories: categories,
                          palette: options.palette, style: options.shapes)
    }

    /// The line or area under `point` in the last `drawShapeLayer` (or full) frame, or nil.
    public func shapeUnder(_ point: PixelPoint) -> PlaceShape? { shapeHit(at: point)?.shape }
}
