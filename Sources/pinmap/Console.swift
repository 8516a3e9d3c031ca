import Foundation
import MapCore

/// Writes to stdout and stderr (Swift 6 rejects the C global `stderr`). Everything passes through
/// `TerminalText`, so data (ids, categories, paths, URIs) can never send escape sequences or start a line.
enum Console {
    /// One line on stderr; control characters inside it, line breaks included, become visible escapes.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// The program's own multi-line text (usage, help) on stderr: lines kept, controls inside them escaped.
    static func errorText(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.escapedKeepingLineBreaks(text) + "\n").utf8))
    }

    /// The program's own multi-line text (a report, help) on stdout: lines kept, controls inside them escaped.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((TerminalText.escapedKeepingLineBreaks(text) + "\n").utf8))
    }
}
