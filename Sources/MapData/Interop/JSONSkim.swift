/// Moves past one JSON value by its bytes alone (strings, nesting, scalars), for a split read's later part, which
/// passes the first part's elements this way (`JSONParser.skipValue`). Over the raw bytes, eight at a time inside
/// strings: the window's checked subscript, one byte at a time, was a ninth of a 1M-place GeoJSON load's CPU.
enum JSONSkim {
    /// Why a skim stopped: the bytes ended inside the value, it nested deeper than the limit, or a separator or
    /// closing bracket stood where a value should.
    enum Failure: Error, Equatable {
        case unexpectedEnd, tooDeep, unexpected
    }

    /// The offset just past the value starting at `start`, as `JSONParser`'s byte-by-byte skim found it: a scalar
    /// ends at the first separator, closing bracket or whitespace after it.
    static func end(ofValueAt start: Int, in window: ByteWindow, maxDepth: Int) -> Result<Int, Failure> {
        window.withContiguousStorageIfAvailable { end(ofValueAt: start, in: $0, maxDepth: maxDepth) } ?? .failure(.unexpectedEnd)
    }

    static func end(ofValueAt start: Int, in bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) -> Result<Int, Failure> {
        guard let p = bytes.baseAddress else { return .failure(.unexpectedEnd) }
        let n = bytes.count
        var i = start, nesting = 0
        repeat {
            guard i < n else { return .failure(.unexpectedEnd) }
            let b = p[i]
            switch b {
            case UInt8(ascii: "\""):
                guard let after = stringEnd(p, from: i + 1, count: n) else { return .failure(.unexpectedEnd) }
                i = after
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                nesting += 1; i += 1
                if nesting > maxDepth { return .failure(.tooDeep) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard nesting > 0 else { return .failure(.unexpected) }
                nesting -= 1; i += 1
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                guard nesting > 0 else { return .failure(.unexpected) }
                i += 1
            default:
                i += 1
            }
            // Inside brackets only quotes and brackets matter: everything else is passed in this tight loop.
            if nesting > 0 {
                while i < n, !isStructural(p[i]) { i += 1 }
            }
        } while nesting > 0 || (i < n && !endsScalar(p[i]))
        return .success(i)
    }

    /// A quote or a bracket (`[` and `]` are `{` and `}` without the 0x20 bit).
    @inline(__always) private static func isStructural(_ b: UInt8) -> Bool {
        let folded = b | 0x20
        return b == UInt8(ascii: "\"") || folded == UInt8(ascii: "{") || folded == UInt8(ascii: "}")
    }

    /// A byte that ends a scalar value (a number, `true`, `NaN`…).
    @inline(__always) private static func endsScalar(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }

    /// The offset just past the quote closing a string whose first byte is at `from` (an escape's next byte is
    /// passed over whatever it is), or nil when the bytes end first.
    @inline(__always) private static func stringEnd(_ p: UnsafePointer<UInt8>, from: Int, count n: Int) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = ones &* UInt64(UInt8(ascii: "\"")), backslashes = ones &* UInt64(UInt8(ascii: "\\"))
        let raw = UnsafeRawPointer(p)
        var i = from
        while true {
            // Eight bytes at a time to the next quote or backslash: a zero byte of `word ^ pattern` marks one, and
            // the lowest marked byte is exact (a borrow only marks bytes above a real zero).
            while i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let q = word ^ quotes, s = word ^ backslashes
                let marks = (((q &- ones) & ~q) | ((s &- ones) & ~s)) & highs
                if marks != 0 { i += marks.trailingZeroBitCount >> 3; break }
                i += 8
            }
            guard i < n else { return nil }
            let c = p[i]
            if c == UInt8(ascii: "\"") { return i + 1 }
            i += c == UInt8(ascii: "\\") ? 2 : 1
        }
    }
}
