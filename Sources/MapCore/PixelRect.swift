/// An axis-aligned rectangle in pixel space; edges are half-open [minX, maxX).
public struct PixelRect: Hashable, Sendable, Codable {
    public var origin: PixelPoint
    public var size: PixelSize
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = PixelPoint(x: x, y: y); size = PixelSize(width: width, height: height)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: PixelPoint { PixelPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    public func contains(_ p: PixelPoint) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    public func intersects(_ r: PixelRect) -> Bool { minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY }
    public func insetBy(dx: Double, dy: Double) -> PixelRect {
        PixelRect(x: minX + dx, y: minY + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }
}
