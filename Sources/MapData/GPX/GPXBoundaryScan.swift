#if canImport(Glibc)
import Glibc
#endif

/// The waypoint, track and route start tags and the line breaks before a large GPX file's boundary: the later part's
/// first feature number and its lines' offset (`GPXSplitReader`).
struct GPXBoundaryScan: XMLBoundaryScan {
    private(set) var position: Int
    private(set) var features = 0
    private(set) var newlines = 0

    init(from start: Int) { position = start }

    var keepsFrom: Int { position }

    mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, to end: Int, limit: Int) {
        let range = position..<min(end, limit)
        for i in range where buffer[i] == 0x0A { newlines += 1 }
        var at = range.lowerBound
        while let found = Self.nextMark(in: buffer, from: at, to: range.upperBound) {
            features += 1
            at = found + 1
        }
        position = range.upperBound
    }

    /// The next `<wpt`, `<trk` or `<rte` start tag (the name followed by white space, `>` or `/`) in `from..<to`.
    static func nextMark(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        var at = from
        while at < to, let hit = memchr(base + at, Int32(UInt8(ascii: "<")), to - at) {
            let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            at = i + 1
            guard i + 4 < buffer.count else { return nil }
            let a = buffer[i + 1], b = buffer[i + 2], c = buffer[i + 3], after = buffer[i + 4]
            guard after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D || after == UInt8(ascii: ">")
                    || after == UInt8(ascii: "/") else { continue }
            if (a, b, c) == (UInt8(ascii: "w"), UInt8(ascii: "p"), UInt8(ascii: "t"))
                || (a, b, c) == (UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "k"))
                || (a, b, c) == (UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "e")) {
                return i
            }
        }
        return nil
    }
}
