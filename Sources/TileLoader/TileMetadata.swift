import Foundation

/// What the disk cache stores beside a tile body.
struct TileMetadata: Codable, Hashable, Sendable {
    var etag: String?
    var lastModified: String?
    /// Seconds since 1970 when the tile stops being fresh.
    var expires: Double
    /// True for a "no tile here" answer (404/410): the body is empty.
    var isEmpty: Bool
    var byteLength: Int
    /// FNV-1a 64 of the body, to detect corrupt files.
    var checksum: UInt64
    /// `TileURLTemplate.fingerprint` of the source it came from: a style id whose URL changed
    /// (a new `--tile-url`, a user override) must not serve the old source's tiles. A hash, so no key is stored.
    var source: UInt64?

    var expiryDate: Date { Date(timeIntervalSince1970: expires) }

    /// Request headers for revalidating this tile.
    var conditionalHeaders: [String: String] {
        var h: [String: String] = [:]
        if let etag { h["If-None-Match"] = etag }
        if let lastModified { h["If-Modified-Since"] = lastModified }
        return h
    }

    static func checksum(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { buf in
            for b in buf { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        }
        return hash
    }
}
