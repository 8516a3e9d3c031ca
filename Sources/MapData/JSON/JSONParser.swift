import Foundation

/// A small, fast JSON parser over UTF-8 bytes (RFC 8259), built for multi-megabyte GeoJSON.
///
/// Beyond the RFC it accepts the tokens `NaN`, `Infinity` and `-Infinity` (Python's `json` writes them by
/// default), so that one bad coordinate is reported against its feature instead of rejecting the whole file.
/// A leading UTF-8 byte-order mark is skipped. Duplicate object keys are kept; lookups see the first.
/// - Complexity: O(n) in the input length; recursion depth is capped at `maxDepth`.
public struct JSONParser {
    public static let maxDepth = 512

    let bytes: ByteWindow
    /// The next byte to read; element decoders outside this file (`GeoJSONFeatureDecoder`) move it too.
    var index = 0
    var depth = 0
    /// Top-level member whose array elements go to `streamBody` instead of the tree.
    private var streamKey: String?
    /// Reads one element at the cursor (its index given) and returns false to stop the parse (`.stopped`).
    typealias ElementReader = (inout JSONParser, Int) throws(JSONParseError) -> Bool
    private var streamBody: ElementReader?
    /// How the streamed array is shared with another thread (`GeoJSONSplitReader`).
    private var part = StreamPart.whole
    /// The later part's first element read (its number and offset), and the offset just past the array's `]`.
    private var laterStart: (count: Int, offset: Int)?
    private var laterEnd: Int?
    /// The last feature's property names by position, with their bytes (`GeoJSONFeatureDecoder` reuses them).
    var recentKeys: [(bytes: [UInt8], key: String)] = []

    /// How a streamed array is read by two threads at once; `.whole` reads it all here.
    enum StreamPart {
        case whole
        /// The first part: at the first element starting at or past `target`, `rest(count, offset)` has the others
        /// read elsewhere and returns the offset just past the array's `]` (nil: read on here). Pages are given back
        /// only before `releaseLimit()` (the later part's skim still reads them).
        case first(target: Int, rest: (Int, Int) throws(JSONParseError) -> Int?, releaseLimit: () -> Int)
        /// The later part: elements starting before `target` are skipped by their bytes and counted (`skimmed(offset)`
        /// hears how far), the others read; the parse ends at the array's `]`.
        case later(target: Int, skimmed: (Int) -> Void)
    }

    /// What the later part read: from element `count` at `start` to just past the array's `]` at `end`, or up to
    /// the error it met there.
    enum LaterOutcome {
        case read(count: Int, start: Int, end: Int)
        case failed(count: Int, start: Int, JSONParseError)
    }

    private init(bytes: ByteWindow) { self.bytes = bytes }

    /// Streamed elements' bytes are given back (a mapped file's) in steps of this many bytes.
    static let releaseStep = 8 << 20

    /// Parses a document, handing each element of the top-level object's array member `key` to `body`
    /// (with its index) as soon as it is parsed, so a huge array is never held whole. The returned root
    /// has an empty array in that member's place. Any other shape parses as usual. `body` returning false
    /// stops the parse with `.stopped`.
    static func parse(_ bytes: [UInt8], streamingArrayAt key: String,
                      _ body: @escaping (Int, JSONValue) -> Bool) throws(JSONParseError) -> JSONValue {
        try parse(bytes, streamingArrayAt: key, elements: { parser, index throws(JSONParseError) in
            body(index, try parser.parseValue())
        })
    }

    /// As above, but `reader` reads each element itself from the parser (a decoder that skips the tree), and
    /// must leave the cursor just after it.
    static func parse(_ bytes: [UInt8], streamingArrayAt key: String,
                      elements reader: @escaping ElementReader) throws(JSONParseError) -> JSONValue {
        try ByteWindow.with(bytes) { window throws(JSONParseError) in try parse(window, streamingArrayAt: key, elements: reader) }
    }

    /// As above, over a window whose bytes (a mapped file's) are given back behind the streamed elements.
    static func parse(_ bytes: ByteWindow, streamingArrayAt key: String,
                      elements reader: @escaping ElementReader) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.streamKey = key
        parser.streamBody = reader
        return try parser.parseDocument()
    }

    /// As above, reading the streamed array's elements up to the hand-over of `part` (`.first`).
    static func parse(_ bytes: ByteWindow, streamingArrayAt key: String, part: StreamPart,
                      elements reader: @escaping ElementReader) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.streamKey = key
        parser.streamBody = reader
        parser.part = part
        return try parser.parseDocument()
    }

    /// Reads the later part of the document's streamed array (`part` is `.later`); nil when there is none to read:
    /// no such array, no element starting past the target, or bytes before the target the skim could not pass
    /// (the first part reads them and reports their fault).
    static func parseLaterPart(_ bytes: ByteWindow, streamingArrayAt key: String, part: StreamPart,
                               elements reader: @escaping ElementReader) -> LaterOutcome? {
        var parser = JSONParser(bytes: bytes)
        parser.streamKey = key
        parser.streamBody = reader
        parser.part = part
        do {
            _ = try parser.parseDocument()
        } catch {
            if let end = parser.laterEnd, let start = parser.laterStart { return .read(count: start.count, start: start.offset, end: end) }
            if let start = parser.laterStart, error.offset >= start.offset { return .failed(count: start.count, start: start.offset, error) }
        }
        return nil
    }

    /// Parses one JSON document. Total: any bytes give a value or a thrown error, never a trap.
    public static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        try ByteWindow.with([UInt8](data)) { window throws(JSONParseError) in
            var parser = JSONParser(bytes: window)
            return try parser.parseDocument()
        }
    }

    static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try ByteWindow.with(Array(text.utf8)) { window throws(JSONParseError) in
            var parser = JSONParser(bytes: window)
            return try parser.parseDocument()
        }
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error(.empty) }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error(.trailingContent) }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "N"), UInt8(ascii: "I"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: throw unexpected()
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONObject {
        try enter()
        index += 1  // {
        var members: [JSONObject.Member] = []
        // One allocation for a GeoJSON feature's, geometry's or properties' few members instead of growing 1, 2, 4.
        members.reserveCapacity(4)
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; depth -= 1; return JSONObject(members: members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw index < bytes.count ? unexpected() : error(.unexpectedEnd) }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            if depth == 1, let body = streamBody, key == streamKey, peek() == UInt8(ascii: "[") {
                try parseStreamedArray(body)
                members.append(JSONObject.Member(key: key, value: .array([])))
            } else {
                members.append(JSONObject.Member(key: key, value: try parseValue()))
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; depth -= 1; return JSONObject(members: members)
            case nil: throw error(.unexpectedEnd)
            default: throw unexpected()
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> [JSONValue] {
        try enter()
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; depth -= 1; return elements }
        // A coordinate pair in one allocation instead of two.
        elements.reserveCapacity(2)
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; depth -= 1; return elements
            case nil: throw error(.unexpectedEnd)
            default: throw unexpected()
            }
        }
    }

    private mutating func parseStreamedArray(_ body: ElementReader) throws(JSONParseError) {
        try enter()
        index += 1  // [
        var count = 0
        var releasedTo = 0
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1; depth -= 1
            if case .later = part { laterEnd = index; throw error(.stopped) }
            return
        }
        // The part's closures bound once to constants: bound at every element (from the enum, or an optional
        // tuple), each was retained and released there.
        let target: Int
        let handOver: ((Int, Int) throws(JSONParseError) -> Int?)?, giveBackLimit: (() -> Int)?, heard: ((Int) -> Void)?
        switch part {
        case .whole: target = 0; handOver = nil; giveBackLimit = nil; heard = nil
        case .first(let t, let r, let limit): target = t; handOver = r; giveBackLimit = limit; heard = nil
        case .later(let t, let s): target = t; handOver = nil; giveBackLimit = nil; heard = s
        }
        var handingOver = handOver != nil
        let skimming = heard != nil
        while true {
            skipWhitespace()
            if handingOver {
                if index >= target {
                    part = .whole
                    handingOver = false
                    if let end = try handOver!(count, index) { index = end; depth -= 1; return }
                    continue
                }
                guard try body(&self, count) else { throw error(.stopped) }
                // Only bytes the later part's skim has passed go back.
                if index - releasedTo >= Self.releaseStep {
                    let limit = min(index, giveBackLimit!())
                    bytes.release(before: limit)
                    releasedTo = limit
                }
            } else if skimming {
                if index < target, laterStart == nil {
                    try skipValue()
                    if count & 1023 == 0 { heard!(index) }
                } else {
                    if laterStart == nil {
                        laterStart = (count, index)
                        releasedTo = index
                        heard!(.max)
                    }
                    guard try body(&self, count) else { throw error(.stopped) }
                    if let start = laterStart?.offset, index - releasedTo >= Self.releaseStep {
                        bytes.release(start..<index)
                        releasedTo = index
                    }
                }
            } else {
                guard try body(&self, count) else { throw error(.stopped) }
                // The elements read so far are done with: a mapped file's pages behind them go back.
                if index - releasedTo >= Self.releaseStep { bytes.release(before: index); releasedTo = index }
            }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1; depth -= 1
                // The later part ends with the array: the rest of the document is the first part's to read.
                if skimming { laterEnd = index; throw error(.stopped) }
                return
            case nil: throw error(.unexpectedEnd)
            default: throw unexpected()
            }
        }
    }

    /// Moves past one value by its bytes alone (strings, nesting, scalars), for the later part's skim: the first
    /// part parses these same bytes and reports any fault in them.
    private mutating func skipValue() throws(JSONParseError) {
        switch JSONSkim.end(ofValueAt: index, in: bytes, maxDepth: Self.maxDepth) {
        case .success(let end): index = end
        case .failure(.unexpectedEnd): index = bytes.count; throw error(.unexpectedEnd)
        case .failure(.tooDeep): throw error(.tooDeep(limit: Self.maxDepth))
        case .failure(.unexpected): throw unexpected()
        }
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > Self.maxDepth { throw error(.tooDeep(limit: Self.maxDepth)) }
    }

    // MARK: Strings

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        let start = index
        // Most strings have no escape or control byte: found eight bytes at a time, they are their bytes.
        if let end = bytes.plainStringEnd(from: start) {
            index = end + 1
            return string(start..<end)
        }
        // An escape, a control byte or the end comes first: the string is made byte by byte.
        var buffer: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try appendEscape(to: &buffer)
            case 0..<0x20:
                throw error(.controlCharacterInString)
            default:
                buffer.append(b)
                index += 1
            }
        }
        throw error(.unexpectedEnd)
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONParseError) {
        guard let c = peek() else { throw error(.unexpectedEnd) }
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(c)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must pair with a following \uDC00–\uDFFF; a lone one becomes U+FFFD.
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                        scalar = 0xFFFD
                    }
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(scalar) {
                scalar = 0xFFFD
            }
            buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        default:
            index -= 1
            throw error(.badEscape)
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unexpectedEnd) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw error(.badEscape)
            }
            v = v << 4 | UInt32(d)
            index += 1
        }
        return v
    }

    /// The bytes of a string without escapes or control bytes at the cursor, which moves past it; nil, the cursor
    /// unmoved, for any other (`parseString` reads it). A member name compared as bytes makes no `String`.
    mutating func plainString() -> Range<Int>? {
        guard peek() == UInt8(ascii: "\""), let end = bytes.plainStringEnd(from: index + 1) else { return nil }
        defer { index = end + 1 }
        return index + 1..<end
    }

    /// The bytes of `range` as a string (UTF-8, invalid sequences repaired).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Numbers

    /// Exact powers of ten: a mantissa below 2^53 divided or multiplied by one is correctly rounded (Clinger's fast path).
    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        var negative = false
        if peek() == UInt8(ascii: "-") { negative = true; index += 1 }
        if peek() == UInt8(ascii: "N") { try expectWord("NaN"); return .nan }
        if peek() == UInt8(ascii: "I") { try expectWord("Infinity"); return negative ? -.infinity : .infinity }

        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        let intStart = index
        while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b - UInt8(ascii: "0")) }
            digits += 1
            index += 1
        }
        let intDigits = index - intStart
        guard intDigits > 0 else { throw error(.badNumber) }
        if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { index = intStart; throw error(.badNumber) }
        if peek() == UInt8(ascii: ".") {
            index += 1
            let fracStart = index
            while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(b - UInt8(ascii: "0")); fractionDigits += 1 }
                digits += 1
                index += 1
            }
            guard index > fracStart else { throw error(.badNumber) }
        }
        var exponent = 0
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            var expNegative = false
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { expNegative = s == UInt8(ascii: "-"); index += 1 }
            let expStart = index
            while let b = peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                if exponent < 100_000 { exponent = exponent * 10 + Int(b - UInt8(ascii: "0")) }
                index += 1
            }
            guard index > expStart else { throw error(.badNumber) }
            if expNegative { exponent = -exponent }
        }
        // Fast path: few significant digits and a small power of ten.
        let scale = exponent - fractionDigits
        if digits <= 19, mantissa <= (1 << 53), scale >= -22, scale <= 22 {
            var v = Double(mantissa)
            v = scale < 0 ? v / Self.powersOfTen[-scale] : v * Self.powersOfTen[scale]
            return negative ? -v : v
        }
        // Slow path: let the C library round long or extreme numbers.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text) else { throw error(.badNumber) }
        return v
    }

    // MARK: Helpers

    @inline(__always) func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    @inline(__always) mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func expect(_ b: UInt8) throws(JSONParseError) {
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        guard bytes[index] == b else { throw unexpected() }
        index += 1
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = index
        for b in word.utf8 {
            guard index < bytes.count else { throw error(.unexpectedEnd) }
            guard bytes[index] == b else { index = start; throw unexpected() }
            index += 1
        }
    }

    func unexpected() -> JSONParseError {
        guard index < bytes.count else { return error(.unexpectedEnd) }
        let b = bytes[index]
        let shown = (0x21..<0x7F).contains(b) ? "'\(Character(Unicode.Scalar(b)))'" : String(format: "byte 0x%02X", b)
        return error(.unexpectedCharacter(shown))
    }

    func error(_ reason: JSONParseError.Reason) -> JSONParseError {
        // A stop is no fault in the bytes: no line to find (a scan of the whole file so far, for the later part's end).
        if reason == .stopped { return JSONParseError(reason: reason, offset: index, line: 0, column: 0) }
        // Line and column are computed only on failure, so the happy path pays nothing.
        // A file's bytes behind the streamed features may have been given back: they are read again from it.
        let end = min(index, bytes.count)
        let (line, lineStart) = bytes.line(at: end)
        let column = String(decoding: bytes.restored(lineStart..<end), as: UTF8.self).count + 1
        return JSONParseError(reason: reason, offset: end, line: line, column: column)
    }
}
