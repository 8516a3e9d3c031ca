import Foundation

/// Tile bodies a hostile or broken server might send: small files that declare huge images, and cut-off ones.
enum HostileTiles {
    /// 35 bytes of GIF (header, 2-colour table, one image) declaring 30000 × 30000 pixels.
    static let gif30000: Data = {
        var d = Data("GIF89a".utf8) + le16(30000) + le16(30000) + Data([0x80, 0, 0])
        d += Data([0, 0, 0, 255, 255, 255])
        d += Data([0x2C, 0, 0, 0, 0]) + le16(30000) + le16(30000) + Data([0])
        d += Data([0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
        return d
    }()

    /// About 120 bytes of SVG declaring 30000 × 30000 pixels.
    static let svg30000 = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="9" height="9"/></svg>"#.utf8)

    /// An 8 × 8 baseline JPEG (ImageMagick, quality 80).
    static let smallJPEG = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdABykX//Z")!

    /// `smallJPEG` with `segments` comment segments of 65 533 bytes before its frame header, which declares `width` × `height`.
    static func jpegWithLateFrame(width: Int, height: Int, segments: Int = 2) -> Data {
        var d = Data([0xFF, 0xD8])
        for _ in 0..<segments { d += Data([0xFF, 0xFE, 0xFF, 0xFF]) + Data(repeating: 0x20, count: 0xFFFD) }
        var rest = smallJPEG.dropFirst(2)
        // The SOF0 segment: marker, length, precision, then height and width.
        if let sof = rest.firstRange(of: Data([0xFF, 0xC0])) {
            let at = sof.lowerBound + 5
            rest.replaceSubrange(at..<at + 4, with: be16(height) + be16(width))
        }
        return d + rest
    }

    /// A WebP whose VP8X chunk declares a `width` × `height` canvas (up to 2^24 a side) around an 8 × 8 image.
    static func webpCanvas(width: Int, height: Int) -> Data {
        let vp8x = Data("VP8X".utf8) + le32(10) + Data([0, 0, 0, 0]) + le24(width - 1) + le24(height - 1)
        let image = smallWebP.dropFirst(12)
        let payload = Data("WEBP".utf8) + vp8x + image
        return Data("RIFF".utf8) + le32(payload.count) + payload
    }

    /// An 8 × 8 lossy WebP (ImageMagick).
    static let smallWebP = Data(base64Encoded: "UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoIAAgAAgA0JaACdLoB+AADsAD+8MQL/yC5YXXI1/8gP+QH/ID/+PIAAAA=")!

    private static func le16(_ v: Int) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)]) }
    private static func le24(_ v: Int) -> Data { le16(v) + Data([UInt8(v >> 16 & 0xFF)]) }
    private static func le32(_ v: Int) -> Data { le24(v) + Data([UInt8(v >> 24 & 0xFF)]) }
    private static func be16(_ v: Int) -> Data { Data([UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
}
