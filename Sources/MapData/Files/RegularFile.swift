import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file only when it is a regular file within a size limit.
///
/// A FIFO, device, socket or directory is refused from `stat` before any `open`, so a reader never blocks on a
/// FIFO with no writer or reads a device forever; the open itself is non-blocking and checked again with
/// `fstat` in case the path was swapped in between. A file over the limit is refused by its size, unread.
public enum RegularFile {
    /// The file's bytes. - Complexity: O(file size), one read pass.
    public static func read(atPath path: String, limit: Int) throws(FileReadError) -> Data {
        let (handle, _) = try open(path, limit: limit)
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw .failed(reason: (error as NSError).localizedDescription)
        }
        // It grew after fstat: still over the limit, so still refused.
        guard data.count <= limit else { throw .tooLarge(bytes: Int64(data.count), limit: limit) }
        return data
    }

    /// The file's bytes as an array, read once into it (half the peak of `read` and then `[UInt8](data)`).
    /// - Complexity: O(file size), one read pass.
    public static func readBytes(atPath path: String, limit: Int) throws(FileReadError) -> [UInt8] {
        let (handle, size) = try open(path, limit: limit)
        return try FileBytes.readAll(handle.fileDescriptor, expected: size, limit: limit)
    }

    /// The file's bytes in a buffer whose pages a reader can give back behind it (`FileBuffer`), after the same
    /// checks. - Complexity: O(file size), one read pass.
    static func buffer(atPath path: String, limit: Int) throws(FileReadError) -> FileBuffer {
        let (handle, size) = try open(path, limit: limit)
        // The buffer keeps its own descriptor, to read given-back bytes again.
        let descriptor = dup(handle.fileDescriptor)
        guard descriptor >= 0 else { throw failure(errno) }
        return try FileBuffer(descriptor: descriptor, size: size)
    }

    /// Opens a regular file within the limit: checked by `stat` before the non-blocking open, and by `fstat` after.
    private static func open(_ path: String, limit: Int) throws(FileReadError) -> (FileHandle, size: Int) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno) }
        try check(info, limit: limit)
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fstat(descriptor, &info) == 0 else { throw failure(errno) }
        try check(info, limit: limit)
        return (handle, Int(info.st_size))
    }

    private static func check(_ info: stat, limit: Int) throws(FileReadError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isDirectory
        case S_IFIFO: throw .notRegularFile(kind: "a FIFO")
        case S_IFCHR: throw .notRegularFile(kind: "a character device")
        case S_IFBLK: throw .notRegularFile(kind: "a block device")
        case S_IFSOCK: throw .notRegularFile(kind: "a socket")
        default: throw .notRegularFile(kind: "of an unknown type")
        }
        guard Int64(info.st_size) <= Int64(limit) else { throw .tooLarge(bytes: Int64(info.st_size), limit: limit) }
    }

    private static func failure(_ code: Int32) -> FileReadError {
        code == ENOENT ? .notFound : .failed(reason: String(cString: strerror(code)))
    }
}
