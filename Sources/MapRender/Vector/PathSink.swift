import Graphics
import MapCore

/// Where the painter's transformed geometry goes: a `Canvas` when drawing, a recorder in tests (which then see
/// exactly what Cairo would be asked to draw).
protocol PathSink: AnyObject {
    func move(to p: PixelPoint)
    func line(to p: PixelPoint)
    func closePath()
}

extension Canvas: PathSink {}
