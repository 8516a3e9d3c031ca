/// Padding in screen points, e.g. to keep pins clear of a panel or the edges.
public struct PixelInsets: Hashable, Sendable, Codable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
    public static let zero = PixelInsets()
}
