import Foundation

/// `FILE.lock` held with `flock` for the whole download: a second process (or window) downloading to the same file
/// is refused at once. The kernel drops the lock when the holder exits, however it exits.
final class DownloadLock {
    private let descriptor: Int32

    init(destination: URL) throws(DownloadError) {
        let path = destination.path + ".lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else {
            throw .write("cannot create \(path): \(String(cString: strerror(errno)))", kept: false)
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw .busy("another download is writing \(destination.path) (it holds \(path)); wait for it to finish")
        }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
