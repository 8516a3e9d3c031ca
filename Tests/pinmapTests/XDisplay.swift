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
        // A display number nobody uses (no lock file).
        let number = (90...119).first { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") } ?? 119
        server = try ChildProcess(executable: xvfb.path, arguments: [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                  environment: ProcessInfo.processInfo.environment)
        name = ":\(number)"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), Date() < deadline { usleep(50_000) }
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
