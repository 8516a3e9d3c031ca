import Foundation
@testable import TileLoader

/// Tests/MapArchiveTests/Fixtures/range_server.py on 127.0.0.1 (an ephemeral port), serving a folder with byte
/// ranges and fault modes by path prefix; stopped by its PID.
final class RangeServer {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tests/MapArchiveTests/Fixtures/range_server.py")
    /// The first python3 on PATH (where pip put pmtiles), else the system's.
    static let python: URL? = ((ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"])
        .map { URL(fileURLWithPath: $0).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    let process = Process()
    let port: Int

    /// Starts serving `folder`; `delayMs` is added to every request, `flipAfter` range requests change the ETag.
    init(folder: URL, delayMs: Int = 0, flipAfter: Int = 10) throws {
        guard let python = Self.python else { throw RangeServerError("python3 is not installed") }
        process.executableURL = python
        process.arguments = [Self.script.path, "--dir", folder.path, "--delay-ms", "\(delayMs)", "--flip-after", "\(flipAfter)"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is "PORT n", written once the socket listens.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([10]) { line += byte }
        guard let text = String(data: line, encoding: .utf8), text.hasPrefix("PORT "), let p = Int(text.dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw RangeServerError("range server did not start (\(String(decoding: line, as: UTF8.self)))")
        }
        port = p
    }

    deinit { stop() }

    static let client = RangeWorker(userAgent: "Pinmap-test", maxConnectionsPerHost: 2, timeoutSeconds: 10)

    func url(_ mode: String, _ file: String) -> String { "http://127.0.0.1:\(port)/\(mode)/\(file)" }

    /// Requests served so far (all, and those with a Range header), as the server counted them.
    func stats() throws -> (requests: Int, ranges: Int) {
        let reply = try RangeServer.client.fetch("http://127.0.0.1:\(port)/stats", headers: [:], maxBytes: 4096, deadlineSeconds: 10).get()
        let object = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Int] ?? [:]
        return (object["requests"] ?? -1, object["ranges"] ?? -1)
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

struct RangeServerError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
