import Foundation
import Testing
import MapCore
@testable import Graphics

@Suite struct SurfaceTests {
    @Test func drawnPixelsRoundTripThroughPNG() throws {
        let s = try Surface(width: 8, height: 4)
        let c = Canvas(surface: s)
        c.setColor(RGBColor(red: 1, green: 0, blue: 0))
        c.rectangle(PixelRect(x: 0, y: 0, width: 4, height: 4))
        c.fill()
        let decoded = try ImageDecoder.decode(try s.pngData())
        #expect(decoded.width == 8 && decoded.height == 4)
        #expect(decoded.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(decoded.pixel(x: 6, y: 1).a == 0)
    }

    @Test func rejectsInvalidSizes() {
        #expect(throws: ImageError.invalidSize(width: 0, height: 4)) { try Surface(width: 0, height: 4) }
        #expect(throws: ImageError.invalidSize(width: -3, height: 4)) { try Surface(width: -3, height: 4) }
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Data("<html>not a tile</html>".utf8)) }
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Data()) }
    }

    @Test func truncatedPNGIsAnError() throws {
        let s = try Surface(width: 64, height: 64)
        let png = try s.pngData()
        #expect(throws: ImageError.self) { try ImageDecoder.decode(png.prefix(png.count / 2)) }
    }

    @Test func decodeRefusesImagesOverThePixelCap() throws {
        let png = try Surface(width: 100, height: 100).pngData()
        #expect(throws: ImageError.tooLarge(width: 100, height: 100, maxPixels: 5000)) {
            try ImageDecoder.decode(png, maxPixels: 5000)
        }
    }

    @Test func svgRasterisesAtTheAskedSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-test-\(UUID()).svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#00ff00"/></svg>"##.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let img = try ImageDecoder.load(contentsOf: url.path, size: 40)
        #expect(img.width == 40 && img.height == 40)
        #expect(img.pixel(x: 20, y: 20) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func textLayoutHasASize() {
        let t = TextLayout(text: "1.2k", font: "Sans Bold 12")
        #expect(t.size.width > 10 && t.size.height > 8)
        t.setText("1.2k 1.2k")
        #expect(t.size.width > 30)
    }
}
