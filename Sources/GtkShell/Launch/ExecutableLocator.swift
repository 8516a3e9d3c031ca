import Foundation

/// Finds a program on PATH without a shell.
public enum ExecutableLocator {
    /// The first executable `name` in `path` (PATH by default), or nil.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        let dirs = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for dir in dirs where dir.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: dir).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
