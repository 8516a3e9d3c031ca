import Graphics
import MapCore

/// A `PathSink` that keeps each sub-path's points (a closed one ends with its first point again).
final class PathRecorder: PathSink {
    private(set) var subpaths: [[PixelPoint]] = []

    func move(to p: PixelPoint) { subpaths.append([p]) }
    func line(to p: PixelPoint) {
        // With no current point Cairo takes a line as a move; so does this.
        if subpaths.isEmpty { subpaths.append([p]) } else { subpaths[subpaths.count - 1].append(p) }
    }
    func closePath() {
        guard let first = subpaths.last?.first else { return }
        subpaths[subpaths.count - 1].append(first)
    }
}
