import Foundation

/// GDK's OpenGL, only when GSK draws with it.
/// GTK 4.8 makes a GL context when it opens the X11 display, whatever the renderer. With `GSK_RENDERER=cairo`
/// nothing draws with it, yet Mesa's software GL (llvmpipe and LLVM) then holds about 12 MB of private memory and
/// up to 36 MB more of code no other process shares (docs/PERFORMANCE.md, "Memory"). `GDK_DEBUG=gl-disable` skips it.
enum GLPolicy {
    /// The `GDK_DEBUG` to run with, or nil to leave the environment as it is.
    static func gdkDebug(environment: [String: String]) -> String? {
        guard environment["GSK_RENDERER"]?.trimmingCharacters(in: .whitespaces).lowercased() == "cairo" else { return nil }
        let current = environment["GDK_DEBUG"] ?? ""
        // GDK splits its debug variables at ':', ';', ',' and spaces; "all" already includes gl-disable.
        let flags = current.split(whereSeparator: { ":;, \t".contains($0) }).map { $0.lowercased() }
        if flags.contains("gl-disable") || flags.contains("all") { return nil }
        return flags.isEmpty ? "gl-disable" : current + ",gl-disable"
    }

    /// Sets `GDK_DEBUG` before GTK reads it (call before the first GTK call).
    static func apply() {
        if let value = gdkDebug(environment: ProcessInfo.processInfo.environment) { setenv("GDK_DEBUG", value, 1) }
    }
}
