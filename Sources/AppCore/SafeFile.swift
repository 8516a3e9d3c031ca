import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The two careful file moves Pinmap's own files need: an atomic write (a claimed temp file beside the
/// target, then a rename that keeps the old file's permissions) and moving an unusable file aside to
/// `<name>.corrupt-<UTC time>` (`-2`, `-3`, … when taken: an earlier backup is never overwritten).
enum SafeFile {
    /// Writes `data` to `target` atomically; the error is one line (the reason, without the path).
    static func writeAtomically(_ data: Data, to target: URL) throws(SafeFileError) {
        let folder = target.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw SafeFileError(reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        guard let temp = UniqueName.claim(folder.appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())").path) else {
            throw SafeFileError(reason: "cannot create a temporary file in \(folder.path): \(String(cString: strerror(errno)))")
        }
        do { try data.write(to: URL(fileURLWithPath: temp)) } catch {
            unlink(temp)
            throw SafeFileError(reason: "cannot write: \(error.localizedDescription)")
        }
        var old = stat()
        if stat(target.path, &old) == 0 { chmod(temp, old.st_mode & 0o7777) }
        guard rename(temp, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw SafeFileError(reason: "rename failed: \(reason)")
        }
    }

    /// Renames `path` to a free `<path>.corrupt-<time>` name and returns it; nil when it could not (leave it alone then).
    static func moveAside(_ path: String, now: Date) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        // The claimed empty file is ours, so renaming onto it replaces nothing anyone kept.
        guard let aside = UniqueName.claim(path + ".corrupt-" + formatter.string(from: now)) else { return nil }
        guard rename(path, aside) == 0 else {
            unlink(aside)
            return nil
        }
        return aside
    }
}

struct SafeFileError: Error {
    let reason: String
}
