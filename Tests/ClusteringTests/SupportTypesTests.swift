import Foundation
import MapCore
import Testing
@testable import Clustering

struct ClusterMarkerScaleTests {
    @Test func defaultIsOnePlusLogN() {
        let s = ClusterMarkerScale()
        #expect(s.scale(forCount: 1) == 1)
        #expect(abs(s.scale(forCount: 100) - (1 + log(100.0))) < 1e-12)
        #expect(s.scale(forCount: 0) == 1)
    }

    @Test func configurableFactorAndCap() {
        let s = ClusterMarkerScale(base: 0.8, factor: 0.25, maximum: 2)
        #expect(abs(s.scale(forCount: 10) - (0.8 + 0.25 * log(10.0))) < 1e-12)
        #expect(s.scale(forCount: 1_000_000) == 2)
    }
}

/// A value behind a lock, for closures that run on other threads.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

struct ClusterBuildSchedulerTests {
    /// A poster that queues closures so the test decides when "the main loop" runs them.
    final class ManualPoster: Sendable {
        let pending = Locked<[@Sendable () -> Void]>([])
        var poster: ClusterBuildScheduler<Int>.Poster { { work in self.pending.withLock { $0.append(work) } } }
        func drain() { for w in pending.withLock({ p in defer { p = [] }; return p }) { w() } }
    }

    @Test func deliversTheNewestResultThroughThePoster() {
        let poster = ManualPoster()
        let s = ClusterBuildScheduler<Int>(post: poster.poster)
        let got = Locked<[Int]>([])
        s.submit({ 7 }, deliver: { v in got.withLock { $0.append(v) } })
        s.waitUntilIdle()
        #expect(got.withLock { $0 }.isEmpty)    // nothing until the poster runs it
        poster.drain()
        #expect(got.withLock { $0 } == [7])
    }

    @Test func staleResultsAreDroppedNeverDelivered() {
        let poster = ManualPoster()
        let s = ClusterBuildScheduler<Int>(post: poster.poster)
        let got = Locked<[Int]>([])
        let gate = DispatchSemaphore(value: 0)
        s.submit({ gate.wait(); return 1 }, deliver: { v in got.withLock { $0.append(v) } })
        s.submit({ 2 }, deliver: { v in got.withLock { $0.append(v) } })
        s.submit({ 3 }, deliver: { v in got.withLock { $0.append(v) } })
        gate.signal()
        s.waitUntilIdle()
        poster.drain()
        #expect(got.withLock { $0 } == [3])
    }

    @Test func aResultPostedBeforeANewerRequestIsDroppedOnDelivery() {
        let poster = ManualPoster()
        let s = ClusterBuildScheduler<Int>(post: poster.poster)
        let got = Locked<[Int]>([])
        s.submit({ 1 }, deliver: { v in got.withLock { $0.append(v) } })
        s.waitUntilIdle()                         // result 1 is posted but not yet run
        s.cancel()
        poster.drain()
        #expect(got.withLock { $0 }.isEmpty)
    }

    @Test func buildsRunOffTheSubmittingThread() {
        let poster = ManualPoster()
        let s = ClusterBuildScheduler<Int>(post: poster.poster)
        // The build waits for a signal sent only after submit returns: a synchronous build would time out.
        let gate = DispatchSemaphore(value: 0)
        let timedOut = Locked<Bool>(true)
        s.submit({ let r = gate.wait(timeout: .now() + 2); timedOut.withLock { $0 = r == .timedOut }; return 0 }, deliver: { _ in })
        gate.signal()
        s.waitUntilIdle()
        #expect(!timedOut.withLock { $0 })
    }
}
