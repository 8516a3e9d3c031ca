import Foundation
import MapCore
import Testing
@testable import TileLoader

extension MainLoopTests {
    /// The libsoup layer on its own, without the store's scheduler.
    @Suite struct SoupClient {
        @Test func sessionItselfOpensAtMostTwoConnectionsPerHost() throws {
            let ctx = PrivateContext(); defer { ctx.end() }
            let server = try TestTileServer(); defer { server.stop() }
            server.fault = .slow(0.1)
            let client = SoupHTTPClient(userAgent: "test", maxConnectionsPerHost: 2, timeoutSeconds: 10)
            var done = 0
            var handles: [HTTPRequestHandle] = []
            for x in 0..<6 {
                handles.append(client.get(server.baseURL + "/4/\(x)/1.png", headers: [:], maxBytes: 1 << 20) { result in
                    if case .success(let r) = result, r.status == 200 { done += 1 }
                })
            }
            #expect(spin(10) { done == 6 })
            #expect(server.maxInFlight == 2)
            #expect(Set(server.requests.map(\.remotePort)).count == 2)
        }

        @Test func cancellingReportsCancelledExactlyOnce() throws {
            let ctx = PrivateContext(); defer { ctx.end() }
            let server = try TestTileServer(); defer { server.stop() }
            server.fault = .slow(5)
            let client = SoupHTTPClient(userAgent: "test", maxConnectionsPerHost: 2, timeoutSeconds: 10)
            var results: [Result<HTTPResponse, HTTPFetchError>] = []
            let handle = client.get(server.baseURL + "/4/0/1.png", headers: [:], maxBytes: 1 << 20) { results.append($0) }
            spin(2) { server.requests.count == 1 }
            handle.cancel()
            handle.cancel()
            #expect(spin(2) { results.count == 1 })
            spin(0.2) { false }
            #expect(results.count == 1)
            guard case .failure(.cancelled)? = results.first else { Issue.record("expected cancelled"); return }
        }

        @Test func unparsableURLFailsWithoutCrashing() {
            let ctx = PrivateContext(); defer { ctx.end() }
            let client = SoupHTTPClient(userAgent: "test", maxConnectionsPerHost: 2, timeoutSeconds: 10)
            var result: Result<HTTPResponse, HTTPFetchError>?
            _ = client.get("http://[unclosed/1/2/3.png", headers: [:], maxBytes: 10) { result = $0 }
            #expect(spin(2) { result != nil })
            guard case .failure(.invalidURL)? = result else { Issue.record("expected invalidURL, got \(String(describing: result))"); return }
        }

        @Test func passesRequestHeadersAndReturnsCachingHeaders() throws {
            let ctx = PrivateContext(); defer { ctx.end() }
            let server = try TestTileServer(); defer { server.stop() }
            server.etag = "\"abc\""
            server.cacheControl = "max-age=123"
            let client = SoupHTTPClient(userAgent: "Pinmap-test", maxConnectionsPerHost: 2, timeoutSeconds: 10)
            var response: HTTPResponse?
            _ = client.get(server.baseURL + "/2/1/1.png", headers: ["If-None-Match": "\"old\""], maxBytes: 1 << 20) {
                response = try? $0.get()
            }
            #expect(spin(5) { response != nil })
            #expect(response?.status == 200 && response?.headers["etag"] == "\"abc\"" && response?.headers["cache-control"] == "max-age=123")
            #expect(server.requests.first?.headers["if-none-match"] == "\"old\"")
            #expect(server.requests.first?.headers["user-agent"] == "Pinmap-test")
        }
    }
}
