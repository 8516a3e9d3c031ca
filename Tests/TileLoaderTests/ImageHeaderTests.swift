import Foundation
import Graphics
import Testing
@testable import TileLoader

@Suite struct ImageHeaderTests {
    private func png(width: UInt32, height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    @Test func readsPNGAndJPEGSizes() throws {
        #expect(ImageHeader.dimensions(of: png(width: 256, height: 512))! == (256, 512))
        // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 200.
        var jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data(repeating: 0, count: 14)
        jpeg += Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x00, 0xC8, 0x03])
        #expect(ImageHeader.dimensions(of: jpeg)! == (200, 300))
        #expect(ImageHeader.dimensions(of: Data("<html>".utf8)) == nil)
    }

    @Test func aDecompressionBombIsRefusedBeforeDecoding() {
        #expect(throws: ImageError.tooLarge(width: 40_000, height: 40_000, maxPixels: 1 << 20)) {
            try ImageHeader.decode(png(width: 40_000, height: 40_000), maxPixels: 1 << 20)
        }
        #expect(throws: ImageError.invalidSize(width: 0, height: 5)) { try ImageHeader.decode(png(width: 0, height: 5), maxPixels: 1 << 20) }
    }
}
