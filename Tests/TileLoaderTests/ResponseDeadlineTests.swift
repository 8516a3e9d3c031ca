import Foundation
import Graphics
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    /// Issue 27: libsoup's timeout bounds one idle read; every request also has a whole-response deadline.
    @Suite struct ResponseDeadline {
        @Test func aResponseSlowerThanItsDeadlineTimesOutOnce() throws {
            let ctx = PrivateContext(); defer { ctx.end() }
            let server = try TestTileServer(); defer { server.stop() }
            server.fault = .slow(5)
            let client = SoupHTTPClient(userAgent: "test", maxConnectionsPerHost: 2, timeoutSeconds: 10, responseSeconds: 0.5)
            var results: [Result<HTTPResponse, HTTPFetchError>] = []
            _ = client.get(server.baseURL + "/4/0/1.png", headers: [:], maxBytes: 1 << 20) { results.append($0) }
            #expect(spin(4) { results.count == 1 })
            guard case .failure(.timedOut)? = results.first else { Issue.record("expected timedOut, got \(results)"); return }
        }
    }
}

/// Issue 27: 150,000 labels a tile were each counted as 128 bytes, so tiles evicted each other and never settled.
@Suite struct TileCacheLabelBytesTests {
    @Test func labelsAreCountedByTheirRealBytes() {
        var entry = MemoryTileCache.Entry(image: nil, expires: Date())
        let base = entry.cost
        let black = RGBColor(red: 0, green: 0, blue: 0)
        entry.labels = (0..<100).map { _ in
            LabelCandidate(text: String(repeating: "x", count: 1_000), placement: .line(Array(repeating: PixelPoint(x: 0, y: 0), count: 50)),
                           fontSize: 12, color: black, haloColor: black, haloWidth: 0, priority: 0)
        }
        #expect(entry.cost - base >= 100 * (1_000 + 50 * MemoryLayout<PixelPoint>.stride))
        entry.labels = []
        #expect(entry.cost == base)
    }
}
