/// Reads protobuf-style little-endian base-128 varints from a byte array, with bounds and overflow checks.
struct VarintReader {
    enum Failure: Error { case endOfData, overflow }

    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - position }

    mutating func next() throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw .endOfData }
            let byte = bytes[position]
            position += 1
            // The tenth byte may only carry the top bit of a 64-bit value.
            if shift == 63 && byte > 1 { throw .overflow }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { throw .overflow }
        }
    }
}
