import Foundation

/// The X display GUI tests use: a private Xvfb this process starts and stops, so the widget suite's clicks
/// (running in parallel on $DISPLAY) never land in the app's window; $DISPLAY only when Xvfb is absent.
final class XDisplay: @unchecked Sendable {
    let name: String
    private let server: ChildProcess?

    /// Tools the window tests drive the app with.
    static let toolsPresent: Bool = ["xdotool", "import", "convert"].allSatisfy { which($0) != nil }

    /// True when a display exists or Xvfb can make one, and the tools are installed.
    static var isAvailable: Bool {
        guard PinmapBinary.url != nil, toolsPresent else { return false }
        if let d = ProcessInfo.processInfo.environment["DISPLAY"], !d.isEmpty { return true }
        return which("Xvfb") != nil
    }

    init() throws {
        guard let xvfb = Self.which("Xvfb") else {
            guard let d = ProcessInfo.processInfo.environment["DISPLAY"], !d.isEmpty else { throw E2EError.tool("no DISPLAY and no Xvfb") }
            name = d
            server = nil
            return
        }
        // Xvfb picks a free display number itself and writes it to fd 3 (-displayfd): choosing one by looking for
        // lock files raced between tests starting in parallel, and two of them then shared one server.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw E2EError.tool("pipe failed") }
        // Not inherited by the other children tests start meanwhile (posix_spawn's dup2 clears it on fd 3).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(fds[0]) }
        let server: ChildProcess
        do {
            server = try ChildProcess(executable: xvfb.path, arguments: ["-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                      environment: ProcessInfo.processInfo.environment, passing: fds[1])
            close(fds[1])
        } catch {
            close(fds[1])
            throw error
        }
        guard let number = Self.readDisplayNumber(from: fds[0], timeout: 20) else {
            server.stop()
            throw E2EError.tool("Xvfb did not report a display number (\(server.ending))")
        }
        self.server = server
        name = ":\(number)"
    }

    /// The number Xvfb writes once it accepts connections, or nil when it exits or the timeout passes.
    private static func readDisplayNumber(from fd: Int32, timeout: Double) -> Int? {
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 200) >= 0 else { return nil }
            guard p.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(UnicodeScalar(byte)))
        }
        return nil
    }

    func stop() { server?.stop() }

    /// Runs a tool against this display; returns stdout.
    @discardableResult
    func tool(_ name: String, _ arguments: [String]) throws -> String {
        guard let url = Self.which(name) else { throw E2EError.tool("\(name) is not installed") }
        let p = Process()
        p.executableURL = url
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = self.name
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func click(x: Double, y: Double) throws {
        try tool("xdotool", ["mousemove", String(Int(x.rounded())), String(Int(y.rounded())), "click", "1"])
    }

    func drag(from a: (Double, Double), by d: (Double, Double)) throws {
        let sx = Int(a.0), sy = Int(a.1)
        try tool("xdotool", ["mousemove", "\(sx)", "\(sy)", "mousedown", "1"])
        for step in 1...10 {
            let x = sx + Int(d.0 * Double(step) / 10), y = sy + Int(d.1 * Double(step) / 10)
            try tool("xdotool", ["mousemove", "\(x)", "\(y)"])
            usleep(20_000)
        }
        try tool("xdotool", ["mouseup", "1"])
    }

    func key(_ keys: String) throws { try tool("xdotool", ["key", keys]) }

    /// Saves the whole screen as PNG.
    func screenshot(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try tool("import", ["-window", "root", url.path])
    }

    /// The sRGB colour of one pixel of a PNG (ImageMagick).
    func pixel(of png: URL, x: Int, y: Int) throws -> (r: Int, g: Int, b: Int) {
        let text = try tool("convert", [png.path, "-format", "%[fx:int(255*p{\(x),\(y)}.r)],%[fx:int(255*p{\(x),\(y)}.g)],%[fx:int(255*p{\(x),\(y)}.b)]", "info:"])
        let parts = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard parts.count == 3 else { throw E2EError.tool("cannot read pixel: \(text)") }
        return (parts[0], parts[1], parts[2])
    }

    static func which(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let u = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: u.path) { return u }
        }
        return nil
    }
}
