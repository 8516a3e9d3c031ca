import Foundation

/// Runs a command-line tool to the end: its status and its stdout and stderr together.
enum ToolRun {
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
