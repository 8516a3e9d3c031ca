import Foundation
import GtkInterop

/// Logs the window's frame times as JSON lines when `PINMAP_FRAME_LOG` names a file (off otherwise): one
/// "frame" record per frame of the window's GdkFrameClock, and one "first-frame" record when a paint first
/// shows the map. It watches the window's clock, not the map widget, so it measures either map implementation.
/// tools/frame-times.sh drives the window and summarises the file.
@MainActor
final class FrameRecorder {
    static let environmentKey = "PINMAP_FRAME_LOG"

    private let output: FileHandle
    private let window: Widget
    private let map: Widget
    private var phases = FramePhases()
    private var sawMap = false
    /// Places in the index the map shows (the store's), read after each paint; nil when not asked for.
    private let shownPlaces: (@MainActor () -> ShownIndex?)?
    private var lastShownPlaces: ShownIndex?
    private let encoder = JSONEncoder()

    private init(output: FileHandle, window: Widget, map: Widget, shownPlaces: (@MainActor () -> ShownIndex?)?) {
        self.output = output
        self.window = window
        self.map = map
        self.shownPlaces = shownPlaces
    }

    /// Starts recording `window`'s frames when the environment asks for it; the clock's handlers keep it alive.
    /// With `shownPlaces`, an "index" record follows the first frame painted after the map's index changed size
    /// (tools/frame_times.py --open times a dropped file to its first frame with its clusters by it).
    static func attachIfRequested(window: Widget, map: Widget, shownPlaces: (@MainActor () -> ShownIndex?)? = nil,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment[environmentKey], !path.isEmpty else { return }
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("pinmap: \(environmentKey): cannot write \(path)\n".utf8))
            return
        }
        let recorder = FrameRecorder(output: file, window: window, map: map, shownPlaces: shownPlaces)
        // The frame clock exists from realize on.
        if window.isRealized { recorder.watchClock() } else { Signal.connect(window, "realize") { recorder.watchClock() } }
    }

    private func watchClock() {
        guard let clock = FrameClock(of: window) else { return }
        clock.on(.beforePaint) { [self] in
            phases.beforePaint(at: Self.now(), frameTime: clock.frameTimeMicroseconds)
        }
        clock.on(.layout) { [self] in phases.layout(at: Self.now()) }
        clock.on(.paint) { [self] in phases.paint(at: Self.now()) }
        clock.on(.afterPaint) { [self] in
            let now = Self.now()
            // The first-frame times are taken before anything is written, so writing costs them nothing.
            let first = phases.painted && !sawMap && map.isMapped && map.width > 0 && map.height > 0
                ? firstFrame(counter: clock.frameCounter) : nil
            guard let record = phases.afterPaint(at: now, counter: clock.frameCounter) else { return }
            write(record)
            if let shown = shownPlaces?(), shown != lastShownPlaces, phases.painted {
                lastShownPlaces = shown
                write(IndexFrameRecord(counter: clock.frameCounter, frameTimeUs: clock.frameTimeMicroseconds, places: shown.places,
                                       kind: shown.quick ? "quick" : "full"))
            }
            if let first {
                sawMap = true
                write(first)
            }
        }
    }

    private static func now() -> FramePhases.Stamp {
        FramePhases.Stamp(wall: FrameClock.monotonicMicroseconds, cpu: FrameClock.threadCPUMicroseconds)
    }

    private func firstFrame(counter: Int64) -> FirstFrameRecord {
        let age = ProcessAge.microseconds()
        let cpu = ProcessAge.cpuMicroseconds()
        let realTime = FrameClock.realTimeMicroseconds
        let origin = AppUI.originInSurface(map)
        return FirstFrameRecord(counter: counter, sinceProcessStartUs: age, processCPUUs: cpu, realTimeUs: realTime,
                                renderer: FrameClock.rendererName(of: window),
                                mapX: origin?.x, mapY: origin?.y, mapWidth: map.width, mapHeight: map.height)
    }

    private func write(_ record: some Encodable) {
        guard var line = try? encoder.encode(record) else { return }
        line.append(UInt8(ascii: "\n"))
        // A full disk loses records, never the app.
        try? output.write(contentsOf: line)
    }
}
