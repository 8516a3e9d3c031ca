/// The bytes a reader parses, indexed like an array: an array's for the length of one call, or a file's
/// (`FileBuffer`), whose pages already parsed the reader gives back with `release(before:)`. A million places'
/// file then is not held whole beside its places (a 200 MB file was 40 % of a load's peak). Reading past the
/// end traps, as an array's subscript does; given-back bytes read as zeros, except through `restored(_:)`.
struct ByteWindow: RandomAccessCollection {
    private let buffer: UnsafeBufferPointer<UInt8>
    /// The file buffer that owns the bytes (kept alive by this reference), or nil for an array's.
    private let file: FileBuffer?

    init(file: FileBuffer) {
        buffer = file.bytes
        self.file = file
    }

    private init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        file = nil
    }

    /// Runs `body` on `array`'s bytes without copying them; the window must not outlive the call.
    static func with<R, E: Error>(_ array: [UInt8], _ body: (ByteWindow) throws(E) -> R) throws(E) -> R {
        // The closure's typed error is carried out of `withUnsafeBufferPointer`, which only rethrows untyped.
        let result: Result<R, E> = array.withUnsafeBufferPointer { buffer in
            do throws(E) { return .success(try body(ByteWindow(buffer: buffer))) } catch { return .failure(error) }
        }
        return try result.get()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    @inline(__always) subscript(position: Int) -> UInt8 {
        // Checked in release builds too (the buffer's own check is debug-only): a reader's bug traps, never reads past.
        precondition(position >= 0 && position < buffer.count, "ByteWindow index out of range")
        return buffer[position]
    }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try body(buffer)
    }

    /// Gives back a file's pages wholly before `offset`, which the reader must not need again (they read as
    /// zeros); nothing for an array's bytes.
    func release(before offset: Int) {
        file?.release(before: offset)
    }

    /// Gives back a file's pages wholly inside `range`, read by a later part on another thread; nothing for an array's.
    func release(_ range: Range<Int>) {
        file?.release(range)
    }

    /// Reads a file's given-back pages again, so its bytes can be parsed from the start once more; false when the
    /// file could not be read. Nothing to do for an array's bytes.
    func restoreReleased() -> Bool {
        file?.restoreReleased() ?? true
    }

    /// `range`'s bytes as they were, given-back ones read again from the file (an error's line and column).
    func restored(_ range: Range<Int>) -> [UInt8] {
        file?.restored(range) ?? Array(buffer[range])
    }

    /// The 1-based line of offset `end` and the offset its line starts at, given-back bytes read again from the file.
    func line(at end: Int) -> (line: Int, start: Int) {
        var line = 1, start = 0, chunkStart = 0
        while chunkStart < end {
            let chunkEnd = Swift.min(end, chunkStart + (1 << 20))
            let chunk = restored(chunkStart..<chunkEnd)
            for i in chunk.indices where chunk[i] == 0x0A { line += 1; start = chunkStart + i + 1 }
            chunkStart = chunkEnd
        }
        return (line, start)
    }

    /// Whether the bytes of `range` are `literal`'s (the parser's member names, compared without a `String`).
    func bytes(_ range: Range<Int>, are literal: StaticString) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "ByteWindow range out of bounds")
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let buffer = buffer
        return literal.withUTF8Buffer { text in
            for k in 0..<text.count where buffer[range.lowerBound + k] != text[k] { return false }
            return true
        }
    }

    /// Whether the bytes of `range` are `other`.
    func bytes(_ range: Range<Int>, are other: [UInt8]) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "ByteWindow range out of bounds")
        guard range.count == other.count else { return false }
        for k in 0..<other.count where buffer[range.lowerBound + k] != other[k] { return false }
        return true
    }

    /// The offset of the quote closing a JSON string whose first byte is at `start`, when no escape or control byte
    /// comes before it; nil otherwise.
    func plainStringEnd(from start: Int) -> Int? {
        var i = Swift.max(start, 0)
        // Eight bytes at a time to the first quote, backslash or control byte: a zero byte of `word ^ pattern`, or a
        // byte below 0x20, marks one; the lowest mark is exact (a borrow only marks bytes above a real one).
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = ones &* 0x22, backslashes = ones &* 0x5C, controls = ones &* 0x20
            while i + 8 <= buffer.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let q = word ^ quotes, b = word ^ backslashes
                let marks = (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((word &- controls) & ~word)) & highs
                if marks != 0 { i += marks.trailingZeroBitCount >> 3; break }
                i += 8
            }
        }
        while i < buffer.count {
            let b = buffer[i]
            if b == UInt8(ascii: "\"") { return i }
            if b == UInt8(ascii: "\\") || b < 0x20 { return nil }
            i += 1
        }
        return nil
    }

    /// A copy of `range` as an array (for code that keeps bytes).
    func array(_ range: Range<Int>) -> [UInt8] { Array(buffer[range]) }
}
