/// Where an archive's bytes come from: a file read by `pread`, or memory (tests and the fuzzer).
/// Reads may come from several threads at once.
public protocol ByteSource: Sendable {
    /// Total length in bytes.
    var size: UInt64 { get }
    /// Exactly `length` bytes from `offset`; a short read is an error (the file was truncated under us).
    func read(offset: UInt64, length: Int) throws(ArchiveError) -> [UInt8]
}

/// Bytes already in memory.
public struct MemoryByteSource: ByteSource {
    public let bytes: [UInt8]
    public let name: String

    public init(_ bytes: [UInt8], name: String = "memory") { self.bytes = bytes; self.name = name }

    public var size: UInt64 { UInt64(bytes.count) }

    public func read(offset: UInt64, length: Int) throws(ArchiveError) -> [UInt8] {
        guard length >= 0, offset <= size, UInt64(length) <= size - offset else {
            throw ArchiveError(file: name, reason: "read of \(length) bytes at \(offset) is past the end (\(size) bytes)")
        }
        let start = Int(offset)
        return Array(bytes[start..<start + length])
    }
}
