import Foundation
import Graphics
import Testing

/// Issue 10: tile bodies are sniffed by magic bytes, sized and checked for completeness before any decoding.
@Suite struct TileImageSnifferTests {
    // MARK: Fixtures: small bodies that declare huge images.

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    private static func le24(_ v: Int) -> [UInt8] { le16(v) + [UInt8(v >> 16 & 0xFF)] }
    private static func le32(_ v: Int) -> [UInt8] { le24(v) + [UInt8(v >> 24 & 0xFF)] }
    private static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    private static func be32(_ v: UInt32) -> [UInt8] { be16(Int(v >> 16)) + be16(Int(v & 0xFFFF)) }

    /// 35 bytes: header, a 2-colour table, one 30000 × 30000 image of one LZW block.
    static let gif30000: [UInt8] = Array("GIF89a".utf8) + le16(30000) + le16(30000) + [0x80, 0, 0, 0, 0, 0, 255, 255, 255]
        + [0x2C, 0, 0, 0, 0] + le16(30000) + le16(30000) + [0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]

    static let svg30000 = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="9" height="9"/></svg>"#.utf8)

    /// A PNG signature and IHDR declaring `width` × `height`, then IDAT-less chunks up to an optional IEND.
    static func png(width: UInt32, height: UInt32, iend: Bool = true) -> [UInt8] {
        var d: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        d += be32(width) + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        if iend { d += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82] }
        return d
    }

    /// SOI, `comments` COM segments of 65 535 bytes, SOF0 declaring the size, a scan with a stuffed 0xFF, EOI.
    static func jpeg(width: Int, height: Int, comments: Int = 0, eoi: Bool = true) -> [UInt8] {
        var d: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<comments { d += [0xFF, 0xFE, 0xFF, 0xFF] + [UInt8](repeating: 0x20, count: 0xFFFD) }
        d += [0xFF, 0xC0, 0x00, 0x11, 0x08] + be16(height) + be16(width) + [0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        d += [0xFF, 0xDA, 0x00, 0x0C, 0x03, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0] + [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]
        if eoi { d += [0xFF, 0xD9] }
        return d
    }

    /// RIFF/WEBP around one chunk; `riffSize` nil gives the true size.
    static func webp(_ fourCC: String, _ payload: [UInt8], riffSize: Int? = nil) -> [UInt8] {
        let chunk = Array(fourCC.utf8) + le32(payload.count) + payload
        return Array("RIFF".utf8) + le32(riffSize ?? 4 + chunk.count) + Array("WEBP".utf8) + chunk
    }

    static func vp8x(width: Int, height: Int) -> [UInt8] { webp("VP8X", [0, 0, 0, 0] + le24(width - 1) + le24(height - 1)) }

    // MARK: Defect: formats other than PNG, JPEG and WebP reached gdk-pixbuf unsized.

    @Test func imageBombGIFDeclaring30000SquareIsRefusedBySniffing() {
        #expect(Self.gif30000.count == 35)
        #expect(throws: ImageError.unsupportedFormat("GIF image")) { try TileImageSniffer.sniff(Self.gif30000) }
        #expect(throws: ImageError.unsupportedFormat("GIF image")) { try ImageDecoder.decode(Data(Self.gif30000), maxPixels: 1 << 20) }
    }

    @Test func imageBombSVGDeclaring30000SquareIsRefusedBySniffing() {
        #expect(Self.svg30000.count <= 120)
        #expect(throws: ImageError.unsupportedFormat("SVG image")) { try ImageDecoder.decode(Data(Self.svg30000), maxPixels: 1 << 20) }
        let withProlog = Array(#"<?xml version="1.0"?>"#.utf8) + [0x0A] + Self.svg30000
        #expect(throws: ImageError.unsupportedFormat("SVG image")) { try TileImageSniffer.sniff(withProlog) }
    }

    @Test func everyOtherFormatIsRefusedByName() {
        let cases: [([UInt8], String)] = [
            (Array("BM".utf8) + [UInt8](repeating: 0, count: 60), "BMP image"),
            (Array("II*".utf8) + [0, 8, 0, 0, 0], "TIFF image"),
            (Array("MM".utf8) + [0, 42, 0, 0, 0, 8], "TIFF image"),
            ([0, 0, 1, 0, 1, 0, 16, 16], "ICO image"),
            (Array("/* XPM */\nstatic char *x[] = {".utf8), "XPM image"),
            (Array("<html><body>Service unavailable</body></html>".utf8), "HTML or XML text"),
            (Array("RIFF\u{24}\0\0\0AVI LIST".utf8), "RIFF file that is not WebP"),
            ([], "empty body"),
            ([0x00, 0x01, 0x02], "unknown data starting 0x00"),
        ]
        for (bytes, name) in cases {
            #expect(throws: ImageError.unsupportedFormat(name)) { try TileImageSniffer.sniff(bytes) }
        }
    }

    // MARK: Defect: a JPEG's frame header after the first 64 KiB went unread.

    @Test func imageBombJPEGWithFrameAfter64KiBIsSizedBeforeDecoding() throws {
        let bomb = Self.jpeg(width: 30000, height: 30000, comments: 2)
        #expect(bomb.count > 128 * 1024)
        let header = try TileImageSniffer.sniff(bomb)
        #expect(header == TileImageHeader(format: .jpeg, width: 30000, height: 30000, truncation: nil))
        #expect(throws: ImageError.tooLarge(width: 30000, height: 30000, maxPixels: 1 << 20)) {
            try ImageDecoder.decode(Data(bomb), maxPixels: 1 << 20)
        }
    }

    @Test func imageBombWebPDeclaringHugeSizesIsRefused() throws {
        let canvas = Self.vp8x(width: 30000, height: 30000)
        #expect(try TileImageSniffer.sniff(canvas) == TileImageHeader(format: .webp, width: 30000, height: 30000, truncation: nil))
        #expect(throws: ImageError.tooLarge(width: 30000, height: 30000, maxPixels: 1 << 20)) {
            try ImageDecoder.decode(Data(canvas), maxPixels: 1 << 20, maxSide: 1 << 20)
        }
        // VP8 (lossy): frame tag, start code, 14-bit sizes; VP8L (lossless): signature, 14 + 14 bits.
        let lossy = Self.webp("VP8 ", [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A] + Self.le16(16383) + Self.le16(16000) + [0, 0])
        #expect(try TileImageSniffer.sniff(lossy) == TileImageHeader(format: .webp, width: 16383, height: 16000, truncation: nil))
        let lossless = Self.webp("VP8L", [0x2F] + Self.le32(16383 | 9999 << 14) + [0, 0])
        #expect(try TileImageSniffer.sniff(lossless) == TileImageHeader(format: .webp, width: 16384, height: 10000, truncation: nil))
    }

    @Test func eachSideIsCappedAsWellAsThePixelCount() {
        #expect(throws: ImageError.sideTooLarge(width: 100_000, height: 1, maxSide: 8192)) {
            try ImageDecoder.decode(Data(Self.png(width: 100_000, height: 1)), maxPixels: 1 << 20)
        }
        #expect(throws: ImageError.tooLarge(width: 40_000, height: 40_000, maxPixels: 1 << 20)) {
            try TileImageSniffer.sniff(Self.png(width: 40_000, height: 40_000)).requireDecodable(maxPixels: 1 << 20, maxSide: 1 << 30)
        }
        #expect(throws: ImageError.invalidSize(width: 0, height: 5)) {
            try TileImageSniffer.sniff(Self.png(width: 0, height: 5)).requireDecodable(maxPixels: 1 << 20, maxSide: 8192)
        }
        // 2^32 − 1 a side: the pixel count saturates instead of overflowing.
        #expect(throws: ImageError.tooLarge(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, maxPixels: 1 << 20)) {
            try TileImageSniffer.sniff(Self.png(width: .max, height: .max)).requireDecodable(maxPixels: 1 << 20, maxSide: .max)
        }
    }

    // MARK: Defect: cut-off bodies decoded as good tiles.

    @Test func truncatedBodiesAreNotComplete() throws {
        #expect(try TileImageSniffer.sniff(Self.png(width: 8, height: 8, iend: false)).truncation == "no IEND chunk")
        #expect(try TileImageSniffer.sniff(Self.jpeg(width: 8, height: 8, eoi: false)).truncation == "no EOI marker")
        let short = Self.webp("VP8X", [0, 0, 0, 0] + Self.le24(7) + Self.le24(7), riffSize: 400)
        #expect(try TileImageSniffer.sniff(short).truncation == "RIFF declares 408 bytes, body has 30")
        #expect(throws: ImageError.truncated("PNG: no IEND chunk")) { try ImageDecoder.decode(Data(Self.png(width: 8, height: 8, iend: false))) }
    }

    @Test func truncatedHeadersAreRefusedWithAReason() {
        #expect(throws: ImageError.truncated("PNG header (20 bytes)")) { try TileImageSniffer.sniff(Self.png(width: 8, height: 8).prefix(20)) }
        #expect(throws: ImageError.truncated("JPEG ends before its frame header")) {
            try TileImageSniffer.sniff(Self.jpeg(width: 8, height: 8, comments: 1).prefix(60_000))
        }
        #expect(throws: ImageError.truncated("JPEG frame header cut off")) {
            try TileImageSniffer.sniff([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01])
        }
        #expect(throws: ImageError.truncated("RIFF header (6 bytes)")) { try TileImageSniffer.sniff(Array("RIFF\u{0}\u{0}".utf8)) }
        #expect(throws: ImageError.truncated("WebP header (19 bytes)")) { try TileImageSniffer.sniff(Self.vp8x(width: 8, height: 8).prefix(19)) }
        #expect(throws: ImageError.truncated("WebP VP8X chunk cut off")) { try TileImageSniffer.sniff(Self.vp8x(width: 8, height: 8).prefix(26)) }
    }

    @Test func malformedMarkersAreUndecodableNotATrap() {
        #expect(throws: ImageError.undecodable("JPEG: no marker at byte 2")) { try TileImageSniffer.sniff([0xFF, 0xD8, 0x00, 0x00]) }
        #expect(throws: ImageError.undecodable("JPEG scan before its frame header")) {
            try TileImageSniffer.sniff([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])
        }
        #expect(throws: ImageError.undecodable("JPEG has two frame headers")) {
            let one = Self.jpeg(width: 8, height: 8)
            _ = try TileImageSniffer.sniff(Array(one.prefix(21)) + Array(one[2...]))
        }
        #expect(throws: ImageError.undecodable("PNG does not start with an IHDR chunk")) {
            var p = Self.png(width: 8, height: 8)
            p[12] = 0x58
            _ = try TileImageSniffer.sniff(p)
        }
    }

    static let smallFixtures = [gif30000, svg30000, png(width: 8, height: 8), jpeg(width: 8, height: 8),
                                vp8x(width: 8, height: 8), webp("VP8L", [0x2F, 0xFF, 0xFF, 0xFF, 0xFF])]

    @Test func everyPrefixOfEveryFixtureGivesAnAnswerNotATrap() {
        let fixtures = Self.smallFixtures
        var answers = 0
        for f in fixtures {
            for n in 0...f.count {
                _ = try? TileImageSniffer.sniff(f.prefix(n))
                answers += 1
            }
        }
        #expect(answers == fixtures.reduce(0) { $0 + $1.count + 1 })
    }

    @Test func randomlyDamagedFixturesGiveAnAnswerNotATrap() {
        // xorshift64 with a fixed seed: the same damage on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        var answers = 0
        for fixture in Self.smallFixtures {
            for _ in 0..<500 {
                var damaged = fixture
                for _ in 0...next() % 4 { damaged[next() % damaged.count] = UInt8(truncatingIfNeeded: next()) }
                _ = try? TileImageSniffer.sniff(damaged)
                answers += 1
            }
        }
        #expect(answers == Self.smallFixtures.count * 500)
    }

    // MARK: Good tiles still decode.

    @Test func smallPNGAndJPEGTilesStillDecode() throws {
        let s = try Surface(width: 16, height: 12)
        let png = try s.pngData()
        #expect(try TileImageSniffer.sniff(png) == TileImageHeader(format: .png, width: 16, height: 12, truncation: nil))
        #expect(try ImageDecoder.decode(png).width == 16)
        // An 8 × 8 baseline JPEG (ImageMagick, quality 80).
        let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z")!
        #expect(try TileImageSniffer.sniff(jpeg) == TileImageHeader(format: .jpeg, width: 8, height: 8, truncation: nil))
        let image = try ImageDecoder.decode(jpeg)
        #expect(image.width == 8 && image.height == 8)
        // A 16 × 16 progressive JPEG: ten scans, each with its own tables between them.
        let progressive = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wgARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQF/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/aAAwDAQACEAMQAAABxkpFX//EABUQAQEAAAAAAAAAAAAAAAAAAAAS/9oACAEBAAEFAqUpT//EABURAQEAAAAAAAAAAAAAAAAAAAAV/9oACAEDAQE/AaD/xAAWEQADAAAAAAAAAAAAAAAAAAAAFWH/2gAIAQIBAT8BWQ//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAY/Ah//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/IQH/2gAMAwEAAgADAAAAEAf/xAAVEQEBAAAAAAAAAAAAAAAAAAAAcf/aAAgBAwEBPxC3/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPxAf/8QAFRABAQAAAAAAAAAAAAAAAAAAAHH/2gAIAQEAAT8QpSlP/9k=")!
        #expect(try TileImageSniffer.sniff(progressive) == TileImageHeader(format: .jpeg, width: 16, height: 16, truncation: nil))
        #expect(try ImageDecoder.decode(progressive).width == 16)
    }

    /// Debian 12's gdk-pixbuf has no WebP loader unless `webp-pixbuf-loader` is installed: then the reason says so.
    @Test func aSmallWebPDecodesOrNamesTheMissingDecoder() throws {
        let webp = Data(base64Encoded: "UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoIAAgAAgA0JaACdLoB+AADsAD+8MQL/yC5YXXI1/8gP+QH/ID/+PIAAAA=")!
        #expect(try TileImageSniffer.sniff(webp) == TileImageHeader(format: .webp, width: 8, height: 8, truncation: nil))
        do {
            let image = try ImageDecoder.decode(webp)
            #expect(image.width == 8 && image.height == 8)
        } catch {
            #expect(error.description.hasPrefix("not a decodable image: no WebP decoder"), "\(error)")
        }
    }
}
