import Foundation

/// Monotonic timing and memory figures shared by every benchmark.
enum BenchClock {
    /// Nanoseconds from a monotonic clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Runs `body` and returns its duration in milliseconds.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now()
        try body()
        return Double(now() - t0) / 1e6
    }

    /// Peak resident set size of this process in MiB (VmHWM), or 0 where /proc is absent.
    static func peakRSSMiB() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }

    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
