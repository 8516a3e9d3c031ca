/// A width and height in pixel space.
public struct PixelSize: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = PixelSize(width: 0, height: 0)
    public var isEmpty: Bool { !(width > 0 && height > 0) }
}
