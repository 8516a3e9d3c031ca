extension VectorValue {
    /// Tile.Value: string (1), float (2), double (3), int64 (4), uint64 (5), sint64 (6), bool (7). Exactly one
    /// must be present; with several the last wins (protobuf's rule). Unknown fields are skipped.
    init(decoding message: ProtobufReader) throws(VectorTileError) {
        var reader = message
        var value: VectorValue?
        while !reader.isAtEnd {
            let field = try reader.readField()
            let expected: WireType
            switch field.number {
            case 1: expected = .lengthDelimited
            case 2: expected = .fixed32
            case 3: expected = .fixed64
            case 4, 5, 6, 7: expected = .varint
            default: try reader.skip(field); continue
            }
            guard field.wireType == expected else {
                throw VectorTileError(wrongType: field, name: "value", expected: expected.name)
            }
            switch field.number {
            case 1: value = .string(reader.string(try reader.readLengthDelimited()))
            case 2: value = .double(Double(Float(bitPattern: try reader.readFixed(UInt32.self))))
            case 3: value = .double(Double(bitPattern: try reader.readFixed(UInt64.self)))
            case 4: value = .int(Int64(bitPattern: try reader.readVarint()))
            case 5: value = .uint(try reader.readVarint())
            case 6:
                let n = try reader.readVarint()
                value = .int(Int64(bitPattern: n >> 1) ^ (0 &- Int64(bitPattern: n & 1)))
            default: value = .bool(try reader.readVarint() != 0)
            }
        }
        guard let value else { throw VectorTileError("the value message has no value") }
        self = value
    }
}
