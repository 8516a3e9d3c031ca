import Foundation
import Testing
@testable import GtkShell

/// The frame log's arithmetic: phase timestamps in, one record per frame out (no display, no clock).
@Suite struct FramePhasesTests {
    /// A moment at `wall` µs with the thread's CPU clock at half of it.
    func at(_ wall: Int64) -> FramePhases.Stamp { FramePhases.Stamp(wall: wall, cpu: wall / 2) }

    @Test func aPaintedFrameSplitsUpdateLayoutFromPaint() throws {
        var phases = FramePhases()
        phases.beforePaint(at: at(1_000), frameTime: 900)
        phases.layout(at: at(1_300))
        phases.paint(at: at(5_300))
        #expect(phases.painted)
        let next = phases.afterPaint(at: at(5_400), counter: 7)
        let record = try #require(next)
        #expect(record == FrameRecord(counter: 7, frameTimeUs: 900, intervalUs: nil, updateLayoutUs: 300, paintUs: 4_000,
                                      paintCPUUs: 2_000, frameUs: 4_400, frameCPUUs: 2_200))
    }

    @Test func theIntervalIsBetweenFrameTimesAndAFrameWithoutPaintHasNoPaintTime() throws {
        var phases = FramePhases()
        phases.beforePaint(at: at(1_000), frameTime: 1_000)
        _ = phases.afterPaint(at: at(1_100), counter: 1)
        phases.beforePaint(at: at(17_700), frameTime: 17_667)
        #expect(!phases.painted)
        let next = phases.afterPaint(at: at(17_800), counter: 2)
        let record = try #require(next)
        #expect(record.intervalUs == 16_667)
        #expect(record.paintUs == nil)
        #expect(record.paintCPUUs == nil)
        #expect(record.updateLayoutUs == 0)
    }

    @Test func withoutALayoutPhaseThePaintCountsFromBeforePaint() throws {
        var phases = FramePhases()
        phases.beforePaint(at: at(2_000), frameTime: 2_000)
        phases.paint(at: at(2_500))
        let next = phases.afterPaint(at: at(2_600), counter: 3)
        let record = try #require(next)
        #expect(record.paintUs == 500)
    }

    @Test func anAfterPaintWithNoBeforePaintWritesNothing() {
        var phases = FramePhases()
        #expect(phases.afterPaint(at: at(10), counter: 0) == nil)
        phases.beforePaint(at: at(20), frameTime: 20)
        _ = phases.afterPaint(at: at(30), counter: 1)
        #expect(phases.afterPaint(at: at(40), counter: 1) == nil, "one record per before-paint")
    }

    @Test func recordsAreOneJSONObjectWithSnakeCaseKeys() throws {
        let record = FrameRecord(counter: 1, frameTimeUs: 2, intervalUs: nil, updateLayoutUs: 3, paintUs: 4, paintCPUUs: 4,
                                 frameUs: 5, frameCPUUs: 5)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
        #expect(object["type"] as? String == "frame")
        #expect(Set(object.keys) == ["type", "counter", "frame_time_us", "update_layout_us", "paint_us", "paint_cpu_us", "frame_us",
                                     "frame_cpu_us"])
    }

    @Test func processStartIsReadAfterACommandNameWithSpacesAndParentheses() {
        // Fields from /proc/PID/stat: pid, (comm), then state … starttime is field 22.
        let tail = (3...21).map { $0 == 3 ? "S" : "\($0)" }.joined(separator: " ")
        #expect(ProcessAge.startTicks(fromStat: "42 (a b) (c)) " + tail + " 123456 99 100") == 123_456)
        #expect(ProcessAge.startTicks(fromStat: "42 (short) S 1 2") == nil)
        #expect(ProcessAge.startTicks(fromStat: "") == nil)
    }

    @Test func thisProcessHasAnAge() throws {
        let age = try #require(ProcessAge.microseconds())
        #expect(age >= 0)
    }
}
