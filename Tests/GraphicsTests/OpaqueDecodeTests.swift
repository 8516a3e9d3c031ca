import Foundation
import Testing
import MapCore
@testable import Graphics

/// Decoded images without a transparent pixel come out opaque (RGB24), so the renderer copies them instead of
/// blending and can skip clearing under them (issue 19); their pixels are the same either way.
@Suite struct OpaqueDecodeTests {
    static func painted(opaque: Bool, hole: Bool) throws -> Surface {
        let s = try Surface(width: 16, height: 8, opaque: opaque, pool: nil)
        let c = Canvas(surface: s)
        guard hole else {
            c.clear(RGBColor(red: 0.2, green: 0.6, blue: 0.4))
            return s
        }
        // All but the top-left 2×2 pixels, which stay transparent.
        c.setColor(RGBColor(red: 0.2, green: 0.6, blue: 0.4))
        c.rectangle(PixelRect(x: 2, y: 0, width: 14, height: 8))
        c.rectangle(PixelRect(x: 0, y: 2, width: 2, height: 6))
        c.fill()
        return s
    }

    @Test func aPNGWithoutAlphaDecodesOpaque() throws {
        let decoded = try ImageDecoder.decode(try Self.painted(opaque: true, hole: false).pngData())
        #expect(decoded.isOpaque)
        #expect(decoded.pixel(x: 5, y: 5) == RGBA8(r: 51, g: 153, b: 102, a: 255))
    }

    @Test func aPNGWithAnAlphaChannelButNoTransparentPixelDecodesOpaque() throws {
        let decoded = try ImageDecoder.decode(try Self.painted(opaque: false, hole: false).pngData())
        #expect(decoded.isOpaque)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(r: 51, g: 153, b: 102, a: 255))
    }

    @Test func aPNGWithATransparentPixelStaysTransparent() throws {
        let decoded = try ImageDecoder.decode(try Self.painted(opaque: false, hole: true).pngData())
        #expect(!decoded.isOpaque)
        #expect(decoded.pixel(x: 0, y: 0).a == 0 && decoded.pixel(x: 5, y: 5).a == 255)
    }

    @Test func pooledOpaqueSurfacesAreOpaque() throws {
        let pool = SurfacePool(squareSides: [16])
        let s = try Surface(width: 16, height: 16, opaque: true, pool: pool)
        #expect(s.isOpaque && s.isPooled)
        #expect(try !Surface(width: 16, height: 16, pool: pool).isOpaque)
    }
}
