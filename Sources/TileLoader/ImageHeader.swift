import Foundation
import Graphics

/// Reads an image's declared size from its PNG or JPEG header, so a decompression bomb (a small body that
/// declares a huge image) is refused before gdk-pixbuf allocates its pixels.
enum ImageHeader {
    /// Width and height from a PNG IHDR or a JPEG SOF marker; nil for other or unreadable formats.
    static func dimensions(of data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        // PNG: signature, then the IHDR chunk (length, "IHDR", width, height).
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47, b[12] == 0x49, b[13] == 0x48 {
            return (be32(16), be32(20))
        }
        // JPEG: walk the markers to the first start-of-frame.
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let isSOF = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isSOF { return (be16(i + 7), be16(i + 5)) }
            i += 2 + be16(i + 2)
        }
        return nil
    }

    /// Decodes `data` after checking its declared size against `maxPixels`.
    static func decode(_ data: Data, maxPixels: Int) throws(ImageError) -> Surface {
        if let d = dimensions(of: data), d.width * d.height > maxPixels || d.width <= 0 || d.height <= 0 {
            if d.width <= 0 || d.height <= 0 { throw .invalidSize(width: d.width, height: d.height) }
            throw .tooLarge(width: d.width, height: d.height, maxPixels: maxPixels)
        }
        return try ImageDecoder.decode(data, maxPixels: maxPixels)
    }
}
