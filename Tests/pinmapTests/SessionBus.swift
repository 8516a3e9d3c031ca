import Foundation

/// A private D-Bus session bus for one window test (so a second `pinmap` and `gdbus` find the first one),
/// on a socket in the test's folder; stopped by PID.
final class SessionBus {
    let address: String
    private let process: ChildProcess

    init(in folder: URL) throws {
        guard let daemon = XDisplay.which("dbus-daemon") else { throw E2EError.tool("dbus-daemon is not installed") }
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        process = try ChildProcess(executable: daemon.path, arguments: ["--session", "--nofork", "--address=\(address)"],
                                   environment: ProcessInfo.processInfo.environment)
        guard Poll.until({ FileManager.default.fileExists(atPath: socket) }) else {
            process.stop()
            throw E2EError.tool("dbus-daemon did not make its socket \(socket)")
        }
    }

    func stop() { process.stop() }

    /// The environment of a second `pinmap` or of `gdbus` beside the session's window: same display, bus and
    /// settings, and no debug dump of its own.
    func clientEnvironment(display: XDisplay, home: URL) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env["GDK_BACKEND"] = "x11"
        env["GTK_A11Y"] = "none"
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env.removeValue(forKey: "PINMAP_DEBUG_STATE")
        return env
    }
}
