#if canImport(Glibc)
import Glibc
#endif

/// Reads an open file straight into a byte array: no `Data` in between, so a 200 MB places file is held once
/// while it is parsed, not twice.
enum FileBytes {
    /// All bytes to the end of `descriptor`, expecting about `expected`; more than `limit` is refused.
    static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(FileReadError) -> [UInt8] {
        var failure: Int32 = 0
        // One byte more than expected shows a file that grew after fstat.
        var bytes = [UInt8](unsafeUninitializedCapacity: min(expected, limit) + 1) { buffer, initialized in
            initialized = fill(buffer, from: descriptor, failure: &failure)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while failure == 0, bytes.count > expected, bytes.count <= limit {
            let n = chunk.withUnsafeMutableBufferPointer { fill($0, from: descriptor, failure: &failure) }
            if n == 0 { break }
            bytes += chunk[..<n]
        }
        guard failure == 0 else { throw .failed(reason: String(cString: strerror(failure))) }
        guard bytes.count <= limit else { throw .tooLarge(bytes: Int64(bytes.count), limit: limit) }
        return bytes
    }

    /// Reads until `buffer` is full or the file ends; returns the bytes read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failure: inout Int32) -> Int {
        var offset = 0
        while offset < buffer.count {
            let n = read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if n == 0 { break }
            offset += n
        }
        return offset
    }
}
