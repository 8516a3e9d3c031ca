import Foundation

/// How long this process has run, from the kernel's start time in /proc/self/stat (so loading counts).
enum ProcessAge {
    /// µs since the process started, at the resolution of one clock tick; nil if /proc cannot be read.
    static func microseconds() -> Int64? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let startTicks = startTicks(fromStat: stat) else { return nil }
        let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard ticksPerSecond > 0, let now = clockMicroseconds(CLOCK_BOOTTIME) else { return nil }
        return now - startTicks * 1_000_000 / ticksPerSecond
    }

    /// CPU time of all the process's threads so far, µs: the launch's cost apart from other processes' load.
    static func cpuMicroseconds() -> Int64 { clockMicroseconds(CLOCK_PROCESS_CPUTIME_ID) ?? 0 }

    /// A POSIX clock's reading in µs; nil if the clock cannot be read.
    static func clockMicroseconds(_ clock: clockid_t) -> Int64? {
        var now = timespec()
        guard clock_gettime(clock, &now) == 0 else { return nil }
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
    }

    /// Field 22 (starttime, clock ticks after boot) of a /proc/PID/stat line. The command name (field 2) may
    /// hold spaces and parentheses, so fields are counted from the last ")".
    static func startTicks(fromStat stat: String) -> Int64? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state), so field 22 is fields[19].
        guard fields.count > 19 else { return nil }
        return Int64(fields[19])
    }
}
