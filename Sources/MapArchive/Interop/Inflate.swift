import CZlib

/// gzip or zlib inflation with a cap on the output, so a bomb is an error and never a large allocation.
public enum Inflate {
    /// The cap for one tile (the 16 MB).
    public static let tileCap = 16 << 20

    /// True when the bytes start with gzip's magic (1f 8b).
    public static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b }

    /// Inflates a gzip or zlib stream (the header decides) into at most `cap` bytes.
    public static func inflate(_ input: [UInt8], cap: Int) throws(InflateError) -> [UInt8] {
        var stream = z_stream()
        // 15 + 32: the largest window, and detect gzip or zlib from the header.
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("zlib would not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(cap, max(input.count * 4, 4096)))
        let chunkSize = 64 << 10
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var status: Int32 = Z_OK
        var failure: InflateError?
        input.withUnsafeBufferPointer { inBuffer in
            stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
            stream.avail_in = uInt(inBuffer.count)
            chunk.withUnsafeMutableBufferPointer { outBuffer in
                while true {
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let produced = chunkSize - Int(stream.avail_out)
                    if status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR {
                        let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                        failure = .corrupt(message)
                        return
                    }
                    if output.count + produced > cap { failure = .tooLarge(cap: cap); return }
                    output.append(contentsOf: outBuffer[0..<produced])
                    if status == Z_STREAM_END { return }
                    // No progress possible: input used up before the end marker.
                    if status == Z_BUF_ERROR || (stream.avail_in == 0 && produced == 0) { failure = .truncated; return }
                }
            }
        }
        if let failure { throw failure }
        return output
    }
}
