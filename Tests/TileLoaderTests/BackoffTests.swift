import Foundation
import Testing
@testable import TileLoader

/// RetryPolicy and CircuitBreaker.
@Suite struct BackoffTests {
    @Test func delaysDoubleUpToTheCap() {
        var p = RetryPolicy()
        p.initialDelay = 1; p.maximumDelay = 10
        #expect((1...6).map { p.delay(afterFailures: $0) } == [1, 2, 4, 8, 10, 10])
        #expect(p.delay(afterFailures: 10_000) == 10)
    }

    @Test func breakerOpensAfterTheThresholdAndProbesOnce() {
        var s = CircuitBreaker.Settings()
        s.threshold = 2; s.probeInterval = 10; s.maximumProbeInterval = 25
        var b = CircuitBreaker(settings: s)
        let t0 = Date(timeIntervalSince1970: 0)
        let firstFlipped = b.recordFailure(now: t0)
        let secondFlipped = b.recordFailure(now: t0)
        #expect(!firstFlipped && secondFlipped)
        #expect(b.isOffline && !b.allowsRequest(now: t0.addingTimeInterval(9)))
        #expect(b.allowsRequest(now: t0.addingTimeInterval(10)))
        b.willSend(now: t0.addingTimeInterval(10))
        #expect(!b.allowsRequest(now: t0.addingTimeInterval(10)))
        // A failed probe doubles the wait (20 s), then caps it (25 s).
        _ = b.recordFailure(now: t0.addingTimeInterval(11))
        #expect(b.nextProbe == t0.addingTimeInterval(31))
        b.willSend(now: t0.addingTimeInterval(31))
        _ = b.recordFailure(now: t0.addingTimeInterval(31))
        #expect(b.nextProbe == t0.addingTimeInterval(56))
        let recovered = b.recordSuccess()
        #expect(recovered)
        #expect(!b.isOffline && b.allowsRequest(now: t0))
    }
}
