import Foundation

/// Drives the X server's pointer and keyboard with xdotool (real events GTK receives as from a user).
enum XDo {
    static let path = "/usr/bin/xdotool"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs xdotool with `arguments`; returns its standard output.
    @discardableResult
    static func run(_ arguments: [String]) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The X window id of the toplevel titled exactly `title`.
    static func window(named title: String) -> String? {
        run(["search", "--name", "^\(title)$"]).split(separator: "\n").first.map(String.init)
    }
}
