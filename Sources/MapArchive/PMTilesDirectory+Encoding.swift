/// Writing a directory back out in the spec's varint columns (the inverse of `init(decoding:)`).
extension PMTilesDirectory {
    /// Count, tile id deltas, run lengths, lengths, offsets (0 when right after the previous entry, else offset + 1).
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries.count * 6 + 8)
        Self.appendVarint(UInt64(entries.count), to: &out)
        var last: UInt64 = 0
        for e in entries {
            Self.appendVarint(e.tileID - last, to: &out)
            last = e.tileID
        }
        for e in entries { Self.appendVarint(e.runLength, to: &out) }
        for e in entries { Self.appendVarint(e.length, to: &out) }
        for (i, e) in entries.enumerated() {
            let follows = i > 0 && e.offset == entries[i - 1].offset + entries[i - 1].length
            Self.appendVarint(follows ? 0 : e.offset + 1, to: &out)
        }
        return out
    }

    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7f) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }
}
