/// A zero-copy reader of the protocol buffer wire format over a tile's bytes.
///
/// Hand-written rather than generated from vector_tile.proto with swift-protobuf: the generator plugin takes
/// about 9.5 minutes to build on this project's machines, and generated messages copy every packed field and
/// string into their own storage. This reader only moves an index over the caller's array; a sub-message is
/// another reader over a range of the same array, and packed fields are read in place.
///
/// Every read is bounds-checked and throws a `VectorTileError` naming the byte offset; nothing here traps.
struct ProtobufReader {
    let bytes: [UInt8]
    private(set) var position: Int
    let end: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes; position = 0; end = bytes.count
    }

    /// A reader over `range` of the same bytes (a sub-message or a packed field); no copy.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes; position = range.lowerBound; end = range.upperBound
    }

    var isAtEnd: Bool { position >= end }

    /// A base-128 varint of at most 10 bytes; bits past 64 are dropped, as protobuf does.
    @inline(__always)
    mutating func readVarint() throws(VectorTileError) -> UInt64 {
        // One byte is the common case (commands, small deltas, tag indexes, field keys): no loop for it.
        if position < end, bytes[position] < 0x80 {
            position += 1
            return UInt64(bytes[position - 1])
        }
        return try readLongVarint()
    }

    private mutating func readLongVarint() throws(VectorTileError) -> UInt64 {
        let start = position
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end else { throw VectorTileError("truncated varint at byte \(start)") }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7f) &<< shift
            if byte < 0x80 { return result }
            shift += 7
            if shift > 63 { throw VectorTileError("varint at byte \(start) is longer than 10 bytes") }
        }
    }

    /// The next field's key (number and wire type).
    mutating func readField() throws(VectorTileError) -> ProtobufField {
        let offset = position
        let key = try readVarint()
        let number = key >> 3
        guard number != 0, number <= UInt64(UInt32.max >> 3) else {
            throw VectorTileError("invalid field number \(number) at byte \(offset)")
        }
        guard let wireType = WireType(rawValue: UInt8(key & 7)) else {
            throw VectorTileError("invalid wire type \(key & 7) at byte \(offset)")
        }
        return ProtobufField(number: UInt32(number), wireType: wireType, offset: offset)
    }

    /// A length-delimited payload's byte range, checked against the end of this reader.
    mutating func readLengthDelimited() throws(VectorTileError) -> Range<Int> {
        let start = position
        let length = try readVarint()
        guard length <= UInt64(end - position) else {
            throw VectorTileError("length \(length) at byte \(start) runs past the end (byte \(end))")
        }
        let range = position..<(position + Int(length))
        position = range.upperBound
        return range
    }

    /// A little-endian fixed32 or fixed64 payload.
    mutating func readFixed<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) throws(VectorTileError) -> T {
        let size = MemoryLayout<T>.size
        guard end - position >= size else { throw VectorTileError("truncated fixed\(size * 8) at byte \(position)") }
        var value: T = 0
        for i in 0..<size { value |= T(bytes[position + i]) << (8 * i) }
        position += size
        return value
    }

    /// The bytes of `range` as text (invalid UTF-8 is repaired, as a label can still show it).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Steps over a field this decoder does not know, of any wire type, as protobuf requires.
    /// Groups nest; they are skipped with an explicit stack, so hostile nesting cannot exhaust the call stack.
    mutating func skip(_ field: ProtobufField) throws(VectorTileError) {
        switch field.wireType {
        case .varint: _ = try readVarint()
        case .fixed64: _ = try readFixed(UInt64.self)
        case .fixed32: _ = try readFixed(UInt32.self)
        case .lengthDelimited: _ = try readLengthDelimited()
        case .endGroup: throw VectorTileError("end-group for field \(field.number) at byte \(field.offset) has no start")
        case .startGroup:
            var open: [UInt32] = [field.number]
            while let number = open.last {
                guard !isAtEnd else { throw VectorTileError("group \(number) at byte \(field.offset) is not closed") }
                let inner = try readField()
                switch inner.wireType {
                case .startGroup: open.append(inner.number)
                case .endGroup:
                    guard inner.number == number else {
                        throw VectorTileError("end-group \(inner.number) at byte \(inner.offset) closes group \(number)")
                    }
                    open.removeLast()
                default: try skip(inner)
                }
            }
        }
    }

    /// Appends a repeated uint32 field's values: packed (length-delimited) or one unpacked varint, since a
    /// protobuf reader must accept both. Values wider than 32 bits are truncated, as protobuf's uint32 does.
    mutating func appendUInt32s(_ field: ProtobufField, to values: inout [UInt32], name: String)
        throws(VectorTileError) {
        switch field.wireType {
        case .varint:
            values.append(UInt32(truncatingIfNeeded: try readVarint()))
        case .lengthDelimited:
            let range = try readLengthDelimited()
            var packed = ProtobufReader(bytes, range: range)
            // Each value takes at least one byte: reserve for the most there can be.
            values.reserveCapacity(values.count + range.count)
            while !packed.isAtEnd { values.append(UInt32(truncatingIfNeeded: try packed.readVarint())) }
        default:
            throw VectorTileError(wrongType: field, name: name, expected: "packed varints")
        }
    }
}
