import Foundation
import MapCore
import MapData
#if canImport(CMalloc)
import CMalloc
#endif

/// One measured load in a process of its own: its peak memory is that load's alone.
enum LoadChild {
    /// Runs this benchmark again with `arguments` and returns the JSON object it printed.
    static func measure(_ arguments: [String]) throws -> [String: Any] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0, let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["error": "exit \(p.terminationStatus): \(String(decoding: data.prefix(300), as: UTF8.self))"]
        }
        return object
    }

    /// File → usable places, once; prints `{"ms", "places", "peak_rss_mib"}` or `{"error"}`.
    static func load(file: URL) throws {
        // The app's allocator setting (pinmap's MallocPolicy): large blocks mapped on their own, returned when freed.
        _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
        var result: [String: Any]
        do {
            var loaded: LoadedPlaces?
            let cpu0 = cpuMilliseconds(RUSAGE_SELF.rawValue)
            // The clock stops when the places are usable: freeing them is after, as in an app that shows them.
            let ms = try BenchClock.milliseconds { loaded = try BenchPlaceLoader.loaded(file) }
            let count = loaded?.places.count ?? 0
            result = ["ms": ms, "cpu_ms": cpuMilliseconds(RUSAGE_SELF.rawValue) - cpu0, "places": count,
                      "peak_rss_mib": BenchClock.peakRSSMiB().rounded()]
        } catch {
            result = ["error": "\(error)"]
        }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    /// User plus system CPU time of this process (`RUSAGE_SELF`) or its waited-for children, in milliseconds: on a
    /// busy machine it says what the work cost where wall time says how long others made it wait.
    static func cpuMilliseconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        return seconds * 1000 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }

    /// Runs a tool to the end with its output thrown away; prints its time and its peak memory (this process's
    /// only child, so the children's maximum is the tool's).
    static func runTool(_ command: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = command
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        p.standardError = FileHandle(forWritingAtPath: "/dev/null")
        var status: Int32 = 0
        let ms = try BenchClock.milliseconds {
            try p.run()
            p.waitUntilExit()
            status = p.terminationStatus
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        var result: [String: Any] = ["ms": ms, "cpu_ms": cpuMilliseconds(RUSAGE_CHILDREN.rawValue),
                                     "peak_rss_mib": (Double(usage.ru_maxrss) / 1024).rounded()]
        if status != 0 { result["error"] = "\(command.first ?? "") exited \(status)" }
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }
}
