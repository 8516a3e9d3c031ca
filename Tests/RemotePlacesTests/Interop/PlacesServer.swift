import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real server for tests: `tools/places-server/start` with this test's own ports and data folder, and `stop`,
/// which ends exactly those processes by their PIDs. Start fails loudly when PostgreSQL cannot be installed.
struct PlacesServer {
    let directory: URL
    let pgPort: Int
    let httpPort: Int

    var base: String { "http://127.0.0.1:\(httpPort)" }
    func collection(_ id: String) -> URL { URL(string: "\(base)/collections/\(id)")! }

    /// A data folder kept between runs (loading GeoNames once), and two free loopback ports.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-places-server-test")
        pgPort = try Self.freePort()
        httpPort = try Self.freePort()
    }

    func start() throws {
        let (status, output) = try Self.run("start", ["--dir", directory.path, "--pg-port", "\(pgPort)", "--http-port", "\(httpPort)"])
        guard status == 0 else {
            throw PlacesServerError("""
                tools/places-server/start failed (status \(status)): PostgreSQL + PostGIS + pygeoapi could not be \
                installed or started, so the real-server tests cannot run. Output:
                \(output)
                """)
        }
    }

    func stop() {
        _ = try? Self.run("stop", ["--dir", directory.path])
    }

    /// The PID `start` recorded for `name` ("postgres" or "pygeoapi").
    func pid(_ name: String) -> Int32? {
        (try? String(contentsOf: directory.appendingPathComponent("\(name).pid"), encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Tests/RemotePlacesTests/Interop/ → the package root's tools/places-server.
    private static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tools/places-server")

    /// Runs a script as argv (no shell) with posix_spawn and waitpid, returning its status and combined output.
    /// The output goes through a file: the servers it starts live on, and a pipe they inherited would never end.
    private static func run(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-places-\(script)-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test process blocks some signals; the servers must start with none blocked, or `stop` cannot end them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ["/bin/bash", scripts.appendingPathComponent(script).path] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, &attributes, &cArgs, environ)
        guard spawned == 0 else { throw PlacesServerError("posix_spawn bash: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// A port the kernel calls free now (bound and released).
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw PlacesServerError("no free port: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

struct PlacesServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
