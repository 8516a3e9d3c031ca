/// Recognises a tile body by its magic bytes and reads its declared size and completeness without decoding it,
/// so a decompression bomb or a cut-off body is refused before gdk-pixbuf allocates anything.
/// Pure and total: any input gives a header or an `ImageError`, never a trap (every read is bounds-checked,
/// every sum stays far below `Int.max`). Foundation-free, with `TileImageHeader` and `ImageError`.
public enum TileImageSniffer {
    /// The format (PNG, JPEG or WebP), declared width and height, and whether the format's end is present.
    /// - Throws: `.unsupportedFormat` for anything else (GIF, SVG, BMP, TIFF, ICO, XPM, unknown),
    ///   `.truncated` when the size cannot be read, `.undecodable` for a malformed header.
    /// - Complexity: O(n): JPEG markers are walked through the whole body, PNG chunks to IEND.
    public static func sniff(_ bytes: some Collection<UInt8>) throws(ImageError) -> TileImageHeader {
        let b = Bytes(bytes as? [UInt8] ?? Array(bytes))
        if b.starts(with: pngSignature.prefix(4)) { return try png(b) }
        if b.starts(with: [0xFF, 0xD8]) { return try jpeg(b) }
        if b.starts(with: Array("RIFF".utf8)) { return try webp(b) }
        throw .unsupportedFormat(otherFormat(b))
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: PNG: the signature, IHDR first, then chunks to IEND.

    private static func png(_ b: Bytes) throws(ImageError) -> TileImageHeader {
        guard b.count >= 24 else { throw .truncated("PNG header (\(b.count) bytes)") }
        guard b.starts(with: pngSignature) else { throw .undecodable("bad PNG signature") }
        guard b.be32(8) == 13, b.matches("IHDR", at: 12), let width = b.be32(16), let height = b.be32(20) else {
            throw .undecodable("PNG does not start with an IHDR chunk")
        }
        var at = 8
        // Each chunk: length, type, data, CRC. A length over 2^31 − 1 is invalid (PNG spec).
        while let length = b.be32(at), length <= 0x7FFF_FFFF {
            let next = at + 12 + length
            guard next <= b.count else { break }
            if b.matches("IEND", at: at + 4) {
                return TileImageHeader(format: .png, width: width, height: height, truncation: nil)
            }
            at = next
        }
        return TileImageHeader(format: .png, width: width, height: height, truncation: "no IEND chunk")
    }

    // MARK: JPEG: every marker from SOI, the frame header (SOFn) for the size, entropy data skipped, to EOI.

    private static func jpeg(_ b: Bytes) throws(ImageError) -> TileImageHeader {
        var size: (width: Int, height: Int)?
        var at = 2
        func cut(_ why: String) throws(ImageError) -> TileImageHeader {
            guard let size else { throw .truncated("JPEG ends before its frame header") }
            return TileImageHeader(format: .jpeg, width: size.width, height: size.height, truncation: why)
        }
        while true {
            guard let lead = b[at] else { return try cut("no EOI marker") }
            guard lead == 0xFF else { throw .undecodable("JPEG: no marker at byte \(at)") }
            // Any number of 0xFF fill bytes may precede a marker.
            while b[at] == 0xFF { at += 1 }
            guard let marker = b[at] else { return try cut("no EOI marker") }
            at += 1
            switch marker {
            case 0xD9:
                guard let size else { throw .undecodable("JPEG has no frame header") }
                return TileImageHeader(format: .jpeg, width: size.width, height: size.height, truncation: nil)
            case 0x01, 0xD0...0xD7:
                continue  // TEM and RSTn stand alone
            case 0x00, 0xD8:
                throw .undecodable("JPEG: unexpected marker 0x\(hex(marker))")
            default:
                guard let length = b.be16(at) else { return try cut("segment header cut off") }
                guard length >= 2 else { throw .undecodable("JPEG: segment length \(length)") }
                let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
                if isFrame {
                    guard size == nil else { throw .undecodable("JPEG has two frame headers") }
                    guard length >= 8, let height = b.be16(at + 3), let width = b.be16(at + 5) else {
                        throw .truncated("JPEG frame header cut off")
                    }
                    size = (width, height)
                }
                at += length
                if marker == 0xDA {
                    guard size != nil else { throw .undecodable("JPEG scan before its frame header") }
                    guard let end = entropyEnd(b, from: at) else { return try cut("no EOI marker") }
                    at = end
                }
            }
        }
    }

    /// The index of the marker that ends entropy-coded data (0xFF not followed by a stuffed 0x00 or an RSTn), or nil.
    private static func entropyEnd(_ b: Bytes, from start: Int) -> Int? {
        var at = start
        while let byte = b[at] {
            if byte == 0xFF {
                guard let next = b[at + 1] else { return nil }
                if next == 0x00 || (0xD0...0xD7).contains(next) { at += 2; continue }
                if next != 0xFF { return at }
            }
            at += 1
        }
        return nil
    }

    // MARK: WebP: RIFF, "WEBP", then a VP8, VP8L or VP8X first chunk.

    private static func webp(_ b: Bytes) throws(ImageError) -> TileImageHeader {
        guard b.count >= 12, let riffSize = b.le32(4) else { throw .truncated("RIFF header (\(b.count) bytes)") }
        guard b.matches("WEBP", at: 8) else { throw .unsupportedFormat("RIFF file that is not WebP") }
        guard b.count >= 20 else { throw .truncated("WebP header (\(b.count) bytes)") }
        let width: Int, height: Int
        if b.matches("VP8 ", at: 12) {
            // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height (2 scale bits each).
            guard let w = b.le16(26), let h = b.le16(28) else { throw .truncated("WebP VP8 header cut off") }
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { throw .undecodable("WebP: no VP8 start code") }
            width = w & 0x3FFF; height = h & 0x3FFF
        } else if b.matches("VP8L", at: 12) {
            // Signature 0x2F, then 14 bits of width − 1 and 14 bits of height − 1.
            guard let bits = b.le32(21) else { throw .truncated("WebP VP8L header cut off") }
            guard b[20] == 0x2F else { throw .undecodable("WebP: no VP8L signature") }
            width = (bits & 0x3FFF) + 1; height = (bits >> 14 & 0x3FFF) + 1
        } else if b.matches("VP8X", at: 12) {
            // Flags and reserved (4 bytes), then the canvas: 24 bits of width − 1 and of height − 1.
            guard let w = b.le24(24), let h = b.le24(27) else { throw .truncated("WebP VP8X chunk cut off") }
            width = w + 1; height = h + 1
        } else {
            throw .undecodable("WebP: first chunk is not VP8, VP8L or VP8X")
        }
        let truncation = riffSize + 8 == b.count ? nil : "RIFF declares \(riffSize + 8) bytes, body has \(b.count)"
        return TileImageHeader(format: .webp, width: width, height: height, truncation: truncation)
    }

    // MARK: Everything else, named for the error.

    private static func otherFormat(_ b: Bytes) -> String {
        if b.starts(with: Array("GIF8".utf8)) { return "GIF image" }
        if b.starts(with: Array("BM".utf8)) { return "BMP image" }
        if b.starts(with: Array("II*\u{0}".utf8)) || b.starts(with: Array("MM\u{0}*".utf8)) { return "TIFF image" }
        if b.starts(with: [0, 0, 1, 0]) || b.starts(with: [0, 0, 2, 0]) { return "ICO image" }
        if b.starts(with: Array("/* XPM */".utf8)) { return "XPM image" }
        if b.starts(with: Array("icns".utf8)) { return "ICNS image" }
        if b.count == 0 { return "empty body" }
        // Text: SVG, or HTML/XML such as an error page.
        let text = b.prefixText(4096).lowercased()
        if text.contains("<svg") { return "SVG image" }
        if text.first(where: { !$0.isWhitespace }) == "<" { return "HTML or XML text" }
        return "unknown data starting 0x\(hex(b[0] ?? 0))"
    }

    /// Two upper-case hex digits (no Foundation `String(format:)`).
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// Bounds-checked big- and little-endian reads: out of range gives nil, never a trap.
    private struct Bytes {
        let storage: [UInt8]
        init(_ storage: [UInt8]) { self.storage = storage }
        var count: Int { storage.count }

        subscript(_ i: Int) -> UInt8? { i >= 0 && i < storage.count ? storage[i] : nil }

        func starts(with prefix: some Collection<UInt8>) -> Bool { storage.starts(with: prefix) }

        func matches(_ ascii: String, at i: Int) -> Bool {
            guard i >= 0, i <= storage.count else { return false }
            return storage[i...].starts(with: Array(ascii.utf8))
        }

        /// `n` bytes from `i` as an unsigned integer, most significant first when `bigEndian`.
        private func int(_ i: Int, _ n: Int, bigEndian: Bool) -> Int? {
            guard i >= 0, i <= storage.count - n else { return nil }
            var v = 0
            for k in 0..<n { v = v << 8 | Int(storage[bigEndian ? i + k : i + n - 1 - k]) }
            return v
        }

        func be16(_ i: Int) -> Int? { int(i, 2, bigEndian: true) }
        func be32(_ i: Int) -> Int? { int(i, 4, bigEndian: true) }
        func le16(_ i: Int) -> Int? { int(i, 2, bigEndian: false) }
        func le24(_ i: Int) -> Int? { int(i, 3, bigEndian: false) }
        func le32(_ i: Int) -> Int? { int(i, 4, bigEndian: false) }

        /// The first `n` bytes as text, invalid UTF-8 replaced.
        func prefixText(_ n: Int) -> String { String(decoding: storage.prefix(n), as: UTF8.self) }
    }
}
