/// A point in pixel space (screen points or world pixels). Never a latitude/longitude.
public struct PixelPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = PixelPoint(x: 0, y: 0)

    public static func + (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x - b.x, y: a.y - b.y) }
    public func distance(to o: PixelPoint) -> Double { ((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)).squareRoot() }
}
