import Foundation

/// A file opened read-only and read by `pread`, which keeps no shared file position, so any thread may read.
/// The descriptor closes when the last reference goes.
public final class ArchiveFile: ByteSource, @unchecked Sendable {
    // Immutable after init; pread on one descriptor from several threads is safe.
    private let descriptor: Int32
    public let path: String
    public let size: UInt64

    public init(path: String) throws(ArchiveError) {
        // Non-blocking: a FIFO with no writer would hold the open (and the window) forever; cleared below for a file.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ArchiveError(file: path, reason: "cannot open: \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ArchiveError(file: path, reason: "cannot read its size: \(reason)")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw ArchiveError(file: path, reason: "not a regular file (it is \(Self.kind(status.st_mode)))")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        descriptor = fd
        self.path = path
        size = UInt64(status.st_size)
    }

    deinit { close(descriptor) }

    /// What a file that is not a regular file is, for the error.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "of an unknown type"
        }
    }

    public func read(offset: UInt64, length: Int) throws(ArchiveError) -> [UInt8] {
        guard length >= 0, offset <= size, UInt64(length) <= size - offset, offset <= UInt64(Int64.max) else {
            throw ArchiveError(file: path, reason: "read of \(length) bytes at \(offset) is past the end (\(size) bytes)")
        }
        if length == 0 { return [] }
        var failure: ArchiveError?
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            var done = 0
            while done < length {
                let n = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset) + off_t(done))
                if n > 0 { done += n; continue }
                if n < 0 && errno == EINTR { continue }
                let reason = n == 0 ? "file ended early (truncated while open?)" : String(cString: strerror(errno))
                failure = ArchiveError(file: path, reason: "read of \(length) bytes at \(offset) failed: \(reason)")
                break
            }
            // Zero what was not read so the array is always initialised.
            if done < length { (buffer.baseAddress! + done).initialize(repeating: 0, count: length - done) }
            count = length
        }
        if let failure { throw failure }
        return bytes
    }
}
