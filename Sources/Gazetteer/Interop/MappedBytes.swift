import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Read-only bytes of a file mapped with mmap (or a copy of given bytes), with bounds-checked little-endian
/// loads. The only place in Gazetteer that touches raw pointers.
final class MappedBytes: @unchecked Sendable {
    // Immutable after init; the mapping lives as long as this object.
    private let base: UnsafeRawPointer?
    let count: Int
    private let mapped: Bool

    /// Maps `path` read-only; a FIFO, a directory or an empty file is refused without reading it.
    init(path: String) throws(GazetteerError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw .malformed("\(path) is empty") }
        guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        base = UnsafeRawPointer(p)
        count = size
        mapped = true
    }

    /// A private copy of `bytes` (tests and fuzzing).
    init(bytes: [UInt8]) {
        let p = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 8)
        bytes.withUnsafeBytes { if let src = $0.baseAddress { p.copyMemory(from: src, byteCount: bytes.count) } }
        base = UnsafeRawPointer(p)
        count = bytes.count
        mapped = false
    }

    deinit {
        guard let base else { return }
        if mapped { munmap(UnsafeMutableRawPointer(mutating: base), count) } else { base.deallocate() }
    }

    @inline(__always) func u8(_ at: Int) -> UInt8 {
        precondition(at >= 0 && at < count)
        return base!.load(fromByteOffset: at, as: UInt8.self)
    }

    @inline(__always) func u16(_ at: Int) -> UInt16 {
        precondition(at >= 0 && at + 2 <= count)
        return UInt16(littleEndian: base!.loadUnaligned(fromByteOffset: at, as: UInt16.self))
    }

    @inline(__always) func u32(_ at: Int) -> UInt32 {
        precondition(at >= 0 && at + 4 <= count)
        return UInt32(littleEndian: base!.loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }

    @inline(__always) func i32(_ at: Int) -> Int32 { Int32(bitPattern: u32(at)) }

    /// -1, 0, 1 as bytes `start..<end` sort before, with or after `key`; with `prefixOnly`, starting with `key` is equal.
    /// The first `from` bytes are taken as already equal (the caller knows they are), so are not read again.
    func compare(_ start: Int, _ end: Int, _ key: [UInt8], from: Int = 0, prefixOnly: Bool) -> Int {
        precondition(start >= 0 && start <= end && end <= count && from >= 0)
        let b = base!.advanced(by: start).assumingMemoryBound(to: UInt8.self)
        let n = end - start
        var i = min(from, n, key.count)
        while i < n, i < key.count {
            let x = b[i], y = key[i]
            if x != y { return x < y ? -1 : 1 }
            i += 1
        }
        if i == key.count { return (i == n || prefixOnly) ? 0 : 1 }
        return -1
    }

    /// Bytes `start..<end` as UTF-8 text (invalid sequences repaired).
    func string(_ start: Int, _ end: Int) -> String {
        precondition(start >= 0 && start <= end && end <= count)
        let buffer = UnsafeRawBufferPointer(start: base!.advanced(by: start), count: end - start)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Bytes `start..<end` copied out.
    func array(_ start: Int, _ end: Int) -> [UInt8] {
        precondition(start >= 0 && start <= end && end <= count)
        return Array(UnsafeRawBufferPointer(start: base!.advanced(by: start), count: end - start))
    }
}
