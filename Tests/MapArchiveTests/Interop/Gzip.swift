import CZlib

/// gzip compression for crafting test archives (the library itself only inflates).
enum Gzip {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: the largest window with a gzip wrapper.
        precondition(deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
                                   Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 32)
        var input = input
        let written = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                precondition(deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return outBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[0..<written])
    }
}
