#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Runs `body` with file descriptor 2 sent to a temporary file, and returns what was written there
/// (GLib writes its warnings straight to stderr).
func capturingStandardError(_ body: () throws -> Void) rethrows -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: url) }
    guard let file = FileHandle(forWritingAtPath: url.path) else { return "cannot capture stderr" }
    fflush(nil)
    let saved = dup(2)
    dup2(file.fileDescriptor, 2)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        try? file.close()
    }
    try body()
    fflush(nil)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}
