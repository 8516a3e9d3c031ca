import Foundation

/// Per-phase timings (thread CPU) of a build on stderr when PINMAP_CLUSTER_TRACE is set (for tuning, off by default).
struct BuildTrace {
    static let enabled = ProcessInfo.processInfo.environment["PINMAP_CLUSTER_TRACE"] != nil
    /// PINMAP_CLUSTER_TRACE=wall times phases by the wall clock, which also shows waits for the other core.
    static let wall = ProcessInfo.processInfo.environment["PINMAP_CLUSTER_TRACE"] == "wall"
    private var last = BuildTrace.threadCPU()
    private var line = ""

    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    static func memory() -> String {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        return s.split(separator: "\n").filter { $0.hasPrefix("VmHWM") || $0.hasPrefix("VmRSS") }
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? "" }
            .joined(separator: "/") + "kB"
    }

    /// Notes the CPU time since the previous mark under `label`.
    mutating func mark(_ label: String) {
        guard Self.enabled else { return }
        let now = Self.threadCPU()
        line += String(format: " %@=%.1f", label, now - last)
        last = now
    }

    mutating func flush(_ prefix: String) {
        guard Self.enabled else { return }
        FileHandle.standardError.write(Data((prefix + line + " " + Self.memory() + "\n").utf8))
        line = ""
        last = Self.threadCPU()
    }
}
