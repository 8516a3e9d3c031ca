import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A dbus-daemon of the test's own on a socket in a temporary folder, stopped by its PID; and fake services on it.
final class PrivateBus {
    let address: String
    private let daemon: Process
    private let folder: URL
    private var services: [Process] = []

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1", "--address=unix:dir=\(folder.path)"]
        let out = Pipe()
        daemon.standardOutput = out
        try daemon.run()
        // The daemon prints its address once it listens: read that one line.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != 10 { line.append(b) }
        address = String(decoding: line, as: UTF8.self)
        guard address.hasPrefix("unix:") else { throw BusError.noAddress(address) }
    }

    /// Starts the fake GeoClue in `mode`; `output` collects its lines ("ready", "set DesktopId=…", "sent 0").
    func startFakeGeoClue(mode: String, updates: Int = 3) throws -> ServiceOutput {
        let script = try #require(Bundle.module.url(forResource: "fake_geoclue", withExtension: "py", subdirectory: "Fixtures"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--address", address, "--mode", mode, "--updates", String(updates)]
        let output = ServiceOutput()
        let pipe = Pipe()
        process.standardOutput = pipe
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        services.append(process)
        return output
    }

    /// Stops every service, by PID.
    func stopServices() {
        for p in services { Self.kill(p) }
    }

    /// SIGKILL: children may inherit a blocked SIGTERM from the test process, and then `terminate()` never ends them.
    private static func kill(_ p: Process) {
        guard p.isRunning else { return }
        Glibc.kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
    }

    deinit {
        stopServices()
        Self.kill(daemon)
        try? FileManager.default.removeItem(at: folder)
    }

    enum BusError: Error { case noAddress(String) }
}

/// Lines a fake service printed, read from its pipe on another thread.
final class ServiceOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        text += String(decoding: data, as: UTF8.self)
    }

    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return text.split(separator: "\n").map(String.init)
    }
}

/// Python with dbus-next (PyPI `dbus-next`, pure Python) runs the fake GeoClue; without it the tests fail by name.
enum FakeServiceRequirement {
    static var missing: String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", "import dbus_next"]
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return "python3 cannot be started: \(error)" }
        p.waitUntilExit()
        return p.terminationStatus == 0 ? nil : "python3 has no dbus_next: run `pip install dbus-next` (tools/test.sh does)"
    }
}
