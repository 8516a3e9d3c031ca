import Foundation

/// Finds the built `pinmap` next to the test bundle and runs it.
enum PinmapBinary {
    /// The executable beside the test runner in the build folder; PINMAP_BINARY overrides.
    static let url: URL? = {
        let fm = FileManager.default
        if let override = ProcessInfo.processInfo.environment["PINMAP_BINARY"], fm.isExecutableFile(atPath: override) {
            return URL(fileURLWithPath: override)
        }
        var dirs: [URL] = []
        if let arg0 = CommandLine.arguments.first {
            dirs.append(URL(fileURLWithPath: arg0).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        dirs.append(Bundle.main.bundleURL.deletingLastPathComponent())
        dirs.append(Bundle.main.bundleURL)
        for dir in dirs {
            var d = dir
            // The runner may sit inside a .xctest folder: look a few levels up.
            for _ in 0..<3 {
                let candidate = d.appendingPathComponent("pinmap")
                if fm.isExecutableFile(atPath: candidate.path) { return candidate }
                d = d.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// The package root (for data/ and tools/), from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs pinmap to completion (for CLI modes); kills it after `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 60) throws -> Result {
        let r = try runBytes(arguments, environment: environment, timeout: timeout)
        return Result(status: r.status, stdout: String(decoding: r.stdout, as: UTF8.self), stderr: r.stderr)
    }

    /// As `run`, with stdout kept as bytes (for `--render -`).
    static func runBytes(_ arguments: [String], environment: [String: String] = [:],
                         timeout: Double = 60) throws -> (status: Int32, stdout: Data, stderr: String) {
        guard let url else { throw E2EError.binaryMissing }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes on background queues so a full pipe never blocks the child.
        let outData = LockedData(), errData = LockedData()
        let group = DispatchGroup()
        for (pipe, box) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async { box.set(pipe.fileHandleForReading.readDataToEndOfFile()); group.leave() }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        group.wait()
        return (process.terminationStatus, outData.get(), String(decoding: errData.get(), as: UTF8.self))
    }
}

/// A Data value shared with a reader thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ d: Data) { lock.lock(); data = d; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

enum E2EError: Error, CustomStringConvertible {
    case binaryMissing
    case timeout(String)
    case tool(String)

    var description: String {
        switch self {
        case .binaryMissing: return "the pinmap executable was not found next to the tests"
        case .timeout(let what): return "timed out waiting for \(what)"
        case .tool(let what): return what
        }
    }
}
