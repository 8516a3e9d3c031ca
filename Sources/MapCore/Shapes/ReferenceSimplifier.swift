/// Douglas-Peucker as the textbook writes it (recursive, one tolerance), slow and plain: the answer
/// `LineSimplifier`'s importance filter must give. Tests only; never on the draw path.
public enum ReferenceSimplifier {
    /// The indices of the points Douglas-Peucker keeps at `tolerance` (world units), ascending.
    public static func keptIndices(_ points: [PixelPoint], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true; keep[points.count - 1] = true
        split(points, 0, points.count - 1, LineSimplifier.threshold(tolerance: tolerance), &keep)
        return keep.indices.filter { keep[$0] }
    }

    private static func split(_ p: [PixelPoint], _ a: Int, _ b: Int, _ threshold: Float, _ keep: inout [Bool]) {
        guard b - a > 1 else { return }
        var best = -1.0, index = a + 1
        for i in (a + 1)..<b {
            let d = LineSimplifier.squaredDistance(p[i], p[a], p[b])
            if d > best { best = d; index = i }
        }
        // The same Float comparison as the importance filter, so a tie of rounding cannot tell them apart.
        guard Float(best) > threshold else { return }
        keep[index] = true
        split(p, a, index, threshold, &keep)
        split(p, index, b, threshold, &keep)
    }
}
