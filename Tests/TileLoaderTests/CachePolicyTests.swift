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
