import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where `--export` writes: a new or regular file, replaced whole. The text streams into a temp file beside it,
/// flushed to disk, then takes the name as `--render`'s PNG does (`RenderDestination.place`: never onto a link,
/// FIFO, device or directory, nor onto a file that changed meanwhile). A failure leaves the old file as it was.
struct ExportDestination {
    let path: String
    let replacing: RenderDestination.FileIdentity?

    /// Checks `path` before anything is loaded, so a refusal costs nothing.
    init(path: String) throws(CLIError) {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .badArgument("pinmap: --export \"\(path)\" is not a file name; give OUT.geojson, OUT.kml, OUT.gpx or OUT.csv")
        }
        switch RenderDestination.inspect(path) {
        case .missing: replacing = nil
        case .regular(let identity): replacing = identity
        case .other(let kind): throw .badArgument("pinmap: --export: \(path) is \(kind), not a regular file; left untouched")
        case .failed(let reason): throw .data("pinmap: --export: \(path): \(reason)")
        }
        self.path = path
    }

    /// Runs `body` on a stream into the temp file, then puts the file in place; returns what `body` returned.
    func write<Result>(_ body: (FileHandle) throws -> Result) throws(CLIError) -> Result {
        let url = URL(fileURLWithPath: path)
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).pinmap-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .data("pinmap: --export: cannot write \(path): \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do {
            let result = try body(handle)
            guard fsync(fd) == 0 else { throw CLIError.data("pinmap: --export: cannot write \(path): \(String(cString: strerror(errno)))") }
            try handle.close()
            try RenderDestination.place(temp, at: path, replacing: replacing, option: "--export")
            return result
        } catch {
            unlink(temp)
            if let error = error as? CLIError { throw error }
            throw .data("pinmap: --export: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
