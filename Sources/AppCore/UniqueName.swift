import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Claims a file name nobody else holds, with O_CREAT|O_EXCL, so a later rename onto it replaces only our own
/// empty placeholder and never an existing file.
enum UniqueName {
    /// Names tried: `base`, then `base-2`, `base-3`, …
    static let maxAttempts = 1000

    /// The path of a new empty file named after `base` (a full path), or nil when none could be made.
    static func claim(_ base: String) -> String? {
        for attempt in 1...maxAttempts {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                return candidate
            }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }
}
