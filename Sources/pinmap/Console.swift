import Foundation

/// Writes to stderr (Swift 6 rejects the C global `stderr`).
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
