import Foundation

/// Small offline renders and byte checks shared by the hostile-input tests.
enum CLIRun {
    /// `--render OUT` at 64×48 on the offline style with the test places, no network and a private config.
    static func render(to out: String, in dir: URL, data: String? = nil, extra: [String] = []) throws -> PinmapBinary.Result {
        try PinmapBinary.run(try arguments(out, dir, data, extra), environment: environment(dir))
    }

    /// As `render`, keeping stdout as bytes.
    static func renderBytes(to out: String, in dir: URL) throws -> (status: Int32, stdout: Data, stderr: String) {
        try PinmapBinary.runBytes(try arguments(out, dir, nil, []), environment: environment(dir))
    }

    private static func arguments(_ out: String, _ dir: URL, _ data: String?, _ extra: [String]) throws -> [String] {
        ["--render", out, "--size", "64x48", "--style", "offline", "--tile-timeout", "2",
         "--data", try data ?? TestData.writePlaces(in: dir)] + extra
    }

    private static func environment(_ dir: URL) -> [String: String] {
        ["XDG_CACHE_HOME": dir.appendingPathComponent(".cache").path, "XDG_CONFIG_HOME": dir.appendingPathComponent(".config").path]
    }

    /// `lstat`'s file type bits, or 0 when there is nothing there.
    static func fileType(_ path: String) -> mode_t {
        var st = stat()
        guard lstat(path, &st) == 0 else { return 0 }
        return st.st_mode & S_IFMT
    }

    /// C0 controls other than the line break, DEL, C1 controls and bidi overrides/isolates, as U+ codes.
    static func rawControls(in text: String) -> [String] {
        text.unicodeScalars.filter { s in
            (s.value < 0x20 && s != "\n") || (0x7F...0x9F).contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }
}
