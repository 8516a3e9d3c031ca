import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where `--render` puts the PNG: stdout for "-", else a regular file, created or replaced whole.
///
/// Never follows or replaces a symbolic link, FIFO, socket, device or directory at the path: the path is
/// checked with `lstat` before drawing, the PNG goes to a temp file beside it, and the last step is `link`
/// (which fails if anything appeared) for a new file, or `rename` over the same regular file seen before.
enum RenderDestination {
    case standardOutput
    /// `replacing` is the regular file found at `path` (device and inode), nil when nothing was there.
    case file(path: String, replacing: FileIdentity?)

    struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// Checks `path` before anything is drawn, so a refusal costs nothing.
    init(path: String) throws(CLIError) {
        if path == "-" {
            guard isatty(STDOUT_FILENO) == 0 else {
                throw .badArgument("pinmap: --render -: stdout is a terminal; redirect it to a file or a pipe")
            }
            self = .standardOutput
            return
        }
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .badArgument("pinmap: --render \"\(path)\" is not a file name; give OUT.png, or - for stdout")
        }
        switch Self.inspect(path) {
        case .missing: self = .file(path: path, replacing: nil)
        case .regular(let identity): self = .file(path: path, replacing: identity)
        case .other(let kind):
            throw .badArgument("pinmap: --render: \(path) is \(kind), not a regular file; left untouched (give a file path, or - for stdout)")
        case .failed(let reason): throw .render("pinmap: --render: \(path): \(reason)")
        }
    }

    /// Writes all of `png`; a file appears whole or not at all.
    func write(_ png: Data) throws(CLIError) {
        switch self {
        case .standardOutput:
            do { try FileHandle.standardOutput.write(contentsOf: png) } catch {
                throw .render("pinmap: --render -: cannot write to stdout: \(error.localizedDescription)")
            }
        case .file(let path, let replacing):
            try Self.writeFile(png, to: path, replacing: replacing)
        }
    }

    // MARK: - File system

    enum Found {
        case missing
        case regular(FileIdentity)
        /// "a symbolic link", "a FIFO", … for the message.
        case other(String)
        case failed(String)
    }

    static func inspect(_ path: String) -> Found {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            return errno == ENOENT ? .missing : .failed(String(cString: strerror(errno)))
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular(FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino)))
        case S_IFLNK: return .other("a symbolic link")
        case S_IFIFO: return .other("a FIFO")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR: return .other("a character device")
        case S_IFBLK: return .other("a block device")
        case S_IFDIR: return .other("a directory")
        default: return .other("not a regular file")
        }
    }

    private static func writeFile(_ png: Data, to path: String, replacing: FileIdentity?) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).pinmap-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp").path
        do throws(CLIError) {
            try writeNew(png, at: temp, for: path)
            try place(temp, at: path, replacing: replacing)
        } catch {
            unlink(temp)
            throw error
        }
    }

    /// A fresh file (O_EXCL, O_NOFOLLOW) holding `data`, flushed to disk; messages name `path`, the user's OUT.
    private static func writeNew(_ data: Data, at temp: String, for path: String) throws(CLIError) {
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .render("pinmap: --render: cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        guard failure == 0 else { throw .render("pinmap: --render: cannot write \(path): \(String(cString: strerror(failure)))") }
    }

    /// The last step: never onto anything but nothing, or the regular file seen before drawing (`--export` shares it).
    static func place(_ temp: String, at path: String, replacing: FileIdentity?, option: String = "--render") throws(CLIError) {
        let changed = CLIError.render("pinmap: \(option): \(path) changed while it was written; left untouched")
        guard let replacing else {
            // link() fails with EEXIST when anything has appeared at `path`, and never follows a link there.
            if link(temp, path) == 0 { unlink(temp); return }
            let reason = errno
            if reason == EEXIST { throw changed }
            // A file system without hard links: rename, if the path is still free.
            guard [EPERM, EOPNOTSUPP, EXDEV, EMLINK].contains(reason), case .missing = inspect(path),
                  rename(temp, path) == 0 else {
                throw .render("pinmap: \(option): cannot write \(path): \(String(cString: strerror(reason)))")
            }
            return
        }
        guard case .regular(let now) = inspect(path), now == replacing else { throw changed }
        guard rename(temp, path) == 0 else {
            throw .render("pinmap: \(option): cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
