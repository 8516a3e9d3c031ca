import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A regular file read whole into memory of its own (an anonymous mapping), read front to back by a parser that
/// gives back the pages it has passed (`MADV_DONTNEED`), so a large file costs a window of memory beside its
/// places, not its size. Read, not mapped from the file: a file truncated by another program while it loads
/// cannot fault (SIGBUS) here. Bytes given back read as zeros; `restored(_:)` reads them again from the file
/// (an error's line count).
final class FileBuffer {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private let capacity: Int
    /// Kept open to read given-back bytes again.
    private let descriptor: Int32
    /// Bytes before this have been given back (a multiple of the page size).
    private(set) var released = 0
    /// Pages given back inside the file by a part read on another thread (`release(_:)`), one growing range.
    private let releasedLater = Mutex<Range<Int>>(0..<0)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Reads up to `size` bytes of `descriptor` (taken over: closed with this buffer); a file that shrank in
    /// between gives fewer bytes, one that grew only its first `size`.
    init(descriptor: Int32, size: Int) throws(FileReadError) {
        self.descriptor = descriptor
        capacity = size
        guard size > 0 else {
            base = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let pointer = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), pointer != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .failed(reason: reason)
        }
        // A large file's second half is read on another thread meanwhile: the copy and the new pages' faults on both cores.
        let half = size >= Self.twoThreadBytes ? size / 2 / Self.pageSize * Self.pageSize : size
        let later = LaterHalf()
        let group = DispatchGroup()
        if half < size {
            nonisolated(unsafe) let target = pointer + half
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                later.result = Self.readFully(descriptor, into: target, at: half, count: size - half)
            }
        }
        let first = Self.readFully(descriptor, into: pointer, at: 0, count: half)
        group.wait()
        let offset: Int
        switch (first, later.result) {
        case (.failure(let code), _), (_, .failure(let code)?):
            munmap(pointer, size)
            close(descriptor)
            throw .failed(reason: String(cString: strerror(code.code)))
        // A file that shrank in between: its bytes up to the first short read.
        case (.success(let n), _) where n < half: offset = n
        case (.success, .success(let n)?): offset = half + n
        case (.success(let n), nil): offset = n
        }
        base = pointer
        bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: offset)
    }

    /// From this size on the file is read in two halves at once.
    static let twoThreadBytes = 16 << 20

    /// The second half's outcome, written by its thread before the group's wait returns.
    private final class LaterHalf: @unchecked Sendable {
        var result: Result<Int, Errno>?
    }

    /// The code of a failed read.
    struct Errno: Error { let code: Int32 }

    /// Reads up to `count` bytes at `offset` into `target`; fewer at the file's end.
    private static func readFully(_ descriptor: Int32, into target: UnsafeMutableRawPointer, at offset: Int, count: Int) -> Result<Int, Errno> {
        var done = 0
        while done < count {
            let n = pread(descriptor, target + done, count - done, off_t(offset + done))
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Errno(code: errno))
            }
            if n == 0 { break }
            done += n
        }
        return .success(done)
    }

    /// A copy of `array`, never given back (a parser that outlives its caller's array).
    init(copying array: [UInt8]) {
        descriptor = -1
        capacity = array.count
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, array.count), alignment: 16)
        array.withUnsafeBytes { if let source = $0.baseAddress { pointer.copyMemory(from: source, byteCount: array.count) } }
        base = pointer
        bytes = UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: array.count)
    }

    deinit {
        if descriptor < 0 { base?.deallocate(); return }
        if let base { munmap(base, capacity) }
        close(descriptor)
    }

    /// Gives back the whole pages before `offset` (a copy keeps them: nothing could read them again).
    func release(before offset: Int) {
        guard let base, descriptor >= 0 else { return }
        let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
        guard end > released else { return }
        _ = madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// Gives back the whole pages inside `range`, read by a later part of the file on its own thread (see
    /// `CSVSplitReader`); each call's range continues the last one's.
    func release(_ range: Range<Int>) {
        guard let base, descriptor >= 0 else { return }
        let start = (range.lowerBound + Self.pageSize - 1) / Self.pageSize * Self.pageSize
        let end = min(range.upperBound, bytes.count) / Self.pageSize * Self.pageSize
        releasedLater.withLock { done in
            let from = done.isEmpty ? start : max(start, done.upperBound)
            guard end > from else { return }
            _ = madvise(base + from, end - from, MADV_DONTNEED)
            done = (done.isEmpty ? from : done.lowerBound)..<end
        }
    }

    /// Reads every given-back page again from the file, so the whole buffer can be parsed once more (a file read in
    /// two parts whose split did not hold). False when the file could not be read (its pages then stay zeros).
    func restoreReleased() -> Bool {
        guard let base, descriptor >= 0 else { return true }
        let later = releasedLater.withLock { done in
            defer { done = 0..<0 }
            return done
        }
        var ok = true
        for range in [0..<released, later.clamped(to: 0..<bytes.count)] where !range.isEmpty {
            if case .success(let n) = Self.readFully(descriptor, into: base + range.lowerBound, at: range.lowerBound, count: range.count),
               n == range.count { continue }
            ok = false
        }
        released = 0
        return ok
    }

    /// The bytes of `range` as the file holds them: given-back ones read again from it, the rest from memory.
    func restored(_ range: Range<Int>) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: range.count)
        // A range reaching into the later part's given-back pages is read from the file whole.
        let later = releasedLater.withLock { $0 }
        let fromFile = range.lowerBound..<max(range.lowerBound, later.overlaps(range) ? range.upperBound : min(range.upperBound, released))
        result.withUnsafeMutableBytes { out in
            var done = 0
            while done < fromFile.count {
                let n = pread(descriptor, out.baseAddress! + done, fromFile.count - done, off_t(fromFile.lowerBound + done))
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                done += n
            }
        }
        for i in fromFile.upperBound..<range.upperBound { result[i - range.lowerBound] = bytes[i] }
        return result
    }
}
