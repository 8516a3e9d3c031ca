import Graphics
import MapCore

/// Any bytes as drawing commands for `CoverageFill` (the painter's own fills and strokes of vector tiles' geometry):
/// each 9-byte record is an opcode and two coordinates (Int16 scaled, or raw Float32 bits with NaN, ±inf and 1e38),
/// on a 48×40 canvas at scale 1.5 under a clip. Never a crash, and no pixel drawn outside the clip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let surface = try? Surface(width: 48, height: 40) else { return 0 }
    let canvas = Canvas(surface: surface)
    canvas.scale(1.5, 1.5)
    canvas.clip(to: PixelRect(x: 2, y: 3, width: 24, height: 20))
    guard let fill = CoverageFill(canvas: canvas) else { fatalError("an image canvas at scale 1 refused") }
    func coordinate(_ i: Int, raw: Bool) -> Double {
        let v = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
        return raw ? Double(Float(bitPattern: v)) : Double(Int16(truncatingIfNeeded: v)) / 256
    }
    var i = 0
    while i + 9 <= bytes.count {
        let op = bytes[i], raw = op & 0x80 != 0
        let p = PixelPoint(x: coordinate(i + 1, raw: raw), y: coordinate(i + 5, raw: raw))
        switch op & 0x0f {
        case 0: fill.move(to: p)
        case 1, 2, 3, 4, 5: fill.line(to: p)
        case 6: fill.closePath()
        case 7: fill.fill(RGBColor(red: 0.2, green: 0.5, blue: 0.7), alpha: 1, evenOdd: op & 0x10 != 0)
        case 8:
            let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
            fill.beginStroke(width: min(abs(p.x), 300), cap: caps[Int(op >> 4) % 3], join: joins[Int(op >> 6) % 3])
        case 9: fill.stroke(RGBColor(red: 0.9, green: 0.1, blue: 0.1), alpha: 0.8)
        case 10: fill.endStroke()
        default: fill.newPath()
        }
        i += 9
    }
    fill.fill(RGBColor(red: 0, green: 0, blue: 0), alpha: 1, evenOdd: false)
    // The clip is 3…39 × 4.5…34.5 in pixels: nothing outside the pixels it touches.
    for y in 0..<40 {
        for x in 0..<48 where x < 3 || x >= 39 || y < 4 || y >= 35 {
            if surface.pixel(x: x, y: y).a != 0 { fatalError("pixel \(x),\(y) drawn outside the clip") }
        }
    }
    return 0
}
