import Foundation
import MapCore
import RemotePlaces
import Testing

/// Paging, category mapping and the antimeridian against the stub (the real server repeats these in RealServerTests).
@Suite struct OGCPagingTests {
    @Test func categoryPropertyIsConfigurable() async throws {
        let server = try RemoteFixture.server { _ in
            RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("a", lon: 1, lat: 1, category: "x", extra: #","kind":"pharmacy""#)]))
        }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.categoryProperty = "kind"
        let service = try await RemoteFixture.connect(server, options: options)
        let page = try await service.page(in: GeoBounds(west: 0, south: 0, east: 5, north: 5), limit: 10)
        #expect(page.places.first?.categoryID == "pharmacy")
    }

    @Test func boxAcrossTheAntimeridianIsAskedAsTwoPlainBoxes() async throws {
        let server = try RemoteFixture.server { target in
            target.contains("bbox=170") ? RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("east", lon: 175, lat: 1)], matched: 1))
                                        : RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("west", lon: -175, lat: 1)], matched: 1))
        }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let page = try await service.page(in: GeoBounds(west: 170, south: -5, east: -170, north: 5), limit: 10)
        #expect(Set(page.places.map(\.id)) == ["east", "west"])
        #expect(page.numberMatched == 2)
        let boxes = server.requests.filter { $0.contains("/items") }
        #expect(boxes.count == 2)
        #expect(boxes.allSatisfy { !$0.contains("bbox=170.000000,-5.000000,-170") })
    }

    @Test func limitStopsPagingAndNumberMatchedTellsTheRest() async throws {
        let server = try RemoteFixture.server { target in
            let n = Int(target.split(separator: "=").last.map(String.init) ?? "") ?? 0
            let features = (0..<3).map { RemoteFixture.feature("p\(n)-\($0)", lon: 1, lat: 1) }
            return RemoteFixture.json(RemoteFixture.page(features, next: "items?f=json&n=\(n + 1)", matched: 1000))
        }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let page = try await service.page(in: GeoBounds(west: 0, south: 0, east: 5, north: 5), limit: 7)
        #expect(page.places.count == 7)
        #expect(page.numberMatched == 1000)
        #expect(page.isCapped)
        #expect(server.requests.filter { $0.contains("/items") }.count == 3)
    }
}
