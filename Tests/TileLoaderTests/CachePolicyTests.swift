import Foundation
import Testing
@testable import TileLoader

@Suite struct CachePolicyTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let week = 7 * 24 * 3600.0

    @Test func maxAgeWinsOverExpiresAndCountsAge() {
        let e = CachePolicy.expiry(headers: ["cache-control": "public, max-age=600", "age": "100",
                                             "expires": "Thu, 01 Jan 2037 00:00:00 GMT"], now: now, minimum: week)
        #expect(e == now.addingTimeInterval(500))
    }

    @Test func expiresIsRelativeToTheServerDate() {
        let e = CachePolicy.expiry(headers: ["expires": "Sun, 06 Nov 1994 09:49:37 GMT", "date": "Sun, 06 Nov 1994 08:49:37 GMT"],
                                   now: now, minimum: week)
        #expect(e == now.addingTimeInterval(3600))
    }

    @Test func noHeadersMeansTheSevenDayMinimum() {
        #expect(CachePolicy.expiry(headers: [:], now: now, minimum: week) == now.addingTimeInterval(week))
    }

    @Test func noCacheAndBadExpiresMeanRevalidate() {
        #expect(CachePolicy.expiry(headers: ["cache-control": "no-cache"], now: now, minimum: week) == now)
        #expect(CachePolicy.expiry(headers: ["expires": "0"], now: now, minimum: week) == now)
    }

    @Test func retryAfterTakesSecondsOrADate() {
        #expect(CachePolicy.retryAfter("30", now: now) == 30)
        let date = CachePolicy.httpDate("Fri, 15 Jan 2027 08:00:30 GMT")!
        #expect(CachePolicy.retryAfter("Fri, 15 Jan 2027 08:00:30 GMT", now: date.addingTimeInterval(-30)) == 30)
        #expect(CachePolicy.retryAfter("soon", now: now) == nil)
        #expect(CachePolicy.retryAfter(nil, now: now) == nil)
    }
}

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
