import Foundation
import Testing
@testable import TileLoader

/// The fetch scheduler alone (no HTTP, no caches): per-host limits, the rate-limit pause and the breaker.
@Suite struct TileFetchSchedulerTests {
    static let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func aBusyHostMakesRequestsWaitUntilOneFinishes() {
        var s = TileFetchScheduler(maxConnectionsPerHost: 2, breaker: .init())
        for _ in 0..<2 {
            guard case .send = s.admit(styleID: "osm", host: "a.example", now: Self.now) else { Issue.record("not sent"); return }
            s.sent(host: "a.example")
        }
        guard case .wait = s.admit(styleID: "osm", host: "a.example", now: Self.now) else { Issue.record("a third went out"); return }
        guard case .send = s.admit(styleID: "osm", host: "b.example", now: Self.now) else { Issue.record("another host waited"); return }
        s.finished(host: "a.example")
        guard case .send = s.admit(styleID: "osm", host: "a.example", now: Self.now) else { Issue.record("still waiting"); return }
    }

    @Test func aPauseHoldsTheStyleUntilItEnds() {
        var s = TileFetchScheduler(maxConnectionsPerHost: 6, breaker: .init())
        let until = Self.now.addingTimeInterval(30)
        s.pause(styleID: "osm", until: until)
        guard case .hold(let date, .rateLimited) = s.admit(styleID: "osm", host: "a.example", now: Self.now) else {
            Issue.record("not held"); return
        }
        #expect(date == until)
        guard case .send = s.admit(styleID: "osm", host: "a.example", now: until) else { Issue.record("held past the pause"); return }
    }

    @Test func failuresTakeTheStyleOfflineAndASuccessBringsItBack() {
        var settings = CircuitBreaker.Settings()
        settings.threshold = 2
        var s = TileFetchScheduler(maxConnectionsPerHost: 6, breaker: settings)
        let first = s.failed(styleID: "osm", now: Self.now)
        #expect(!first.wentOffline)
        let second = s.failed(styleID: "osm", now: Self.now)
        #expect(second.wentOffline)
        #expect(second.nextProbe != nil)
        #expect(s.isOffline(styleID: "osm"))
        #expect(!s.isOffline(styleID: "other"))
        guard case .hold(_, .serverOffline) = s.admit(styleID: "osm", host: "a.example", now: Self.now) else {
            Issue.record("an offline server got a request"); return
        }
        let backOnline = s.succeeded(styleID: "osm")
        #expect(backOnline)
        #expect(!s.isOffline(styleID: "osm"))
    }
}
