import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Follows a path's final component through symbolic links, so a file kept elsewhere (a dotfiles repository)
/// is written in place and its link stays a link. The target need not exist.
enum SymbolicLink {
    /// Links followed before giving up (the kernel's own limit for a path).
    static let maxHops = 40

    /// The path the last link points to, relative targets resolved against the link's folder; `path` itself
    /// when it is no link. A loop or an unreadable link gives the last path reached.
    static func finalTarget(of path: String) -> String {
        var current = path
        for _ in 0..<maxHops {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : (current as NSString).deletingLastPathComponent + "/" + destination
        }
        return current
    }
}
