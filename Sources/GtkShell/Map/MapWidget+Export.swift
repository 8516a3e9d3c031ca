import Foundation
import Graphics
import MapCore
import MapRender

extension MapWidget {
    /// The current view as PNG at `scale` device pixels per point, drawn by the same renderer as the window
    /// and `--render` (without the keyboard focus ring); nil before the first frame.
    public func snapshotPNG(scale: Double? = nil) throws(ImageError) -> Data? {
        guard var scene = lastScene, !scene.viewport.size.isEmpty else { return nil }
        let s = max(1, scale ?? scene.viewport.scaleFactor)
        scene.viewport = viewport
        scene.viewport.scaleFactor = s
        scene.items = query.items(for: viewport, generation: dataGeneration, index: index)
        let surface = try Surface(width: Int((viewport.size.width * s).rounded()), height: Int((viewport.size.height * s).rounded()))
        let canvas = Canvas(surface: surface)
        canvas.scale(s, s)
        renderer.draw(scene, tiles: tiles, on: canvas, reusingLayer: false)
        // The next frame puts back the renderer's hit-testing state for the screen.
        widget.queueDraw()
        return try surface.pngData()
    }
}
