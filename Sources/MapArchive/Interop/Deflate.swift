import CZlib

/// gzip compression for what Pinmap writes into PMTiles archives (directories and metadata: the reference readers
/// expect them gzipped).
public enum Deflate {
    /// The bytes as one gzip member at zlib's default level.
    public static func gzip(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: the largest window, with a gzip header and trailer.
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count))) + 32
        var output = [UInt8](repeating: 0, count: bound)
        var produced = 0
        input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                // The output buffer holds deflateBound's worst case, so one call finishes the stream.
                _ = CZlib.deflate(&stream, Z_FINISH)
                produced = outBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[0..<produced])
    }
}
