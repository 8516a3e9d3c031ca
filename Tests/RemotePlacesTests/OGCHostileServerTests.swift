import Foundation
import MapCore
import RemotePlaces
import Testing

/// The client against a hostile stub server on 127.0.0.1: every failure is a clear error or note, never a crash or hang.
@Suite struct OGCHostileServerTests {
    let box = GeoBounds(west: 0, south: 0, east: 10, north: 10)

    @Test func readsCollectionTitleAndExtent() async throws {
        let server = try RemoteFixture.server { _ in RemoteFixture.json(RemoteFixture.page([])) }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        #expect(service.collection.title == "Stub places")
        #expect(service.collection.extent == GeoBounds(west: -10, south: -20, east: 30, north: 40))
    }

    @Test func serverError500IsAStatusErrorThatCountsAsUnreachable() async throws {
        let server = try RemoteFixture.server { _ in RemoteFixture.json("oops", status: 500) }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .status(_, 500)? = error else { Issue.record("expected HTTP 500, got \(String(describing: error))"); return }
        #expect(error?.isUnreachable == true)
    }

    @Test func collectionDocumentAnswering500FailsConnect() async throws {
        let server = try StubServer { _ in RemoteFixture.json("", status: 500) }
        defer { server.stop() }
        await #expect(throws: RemotePlacesError.self) { try await RemoteFixture.connect(server) }
    }

    @Test func garbageJSONIsABadResponseNamingTheURL() async throws {
        let server = try RemoteFixture.server { _ in RemoteFixture.json("{\"type\":\"FeatureCollection\",\"features\":[{,,]") }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .badResponse(let url, let reason)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(url.contains("/collections/stub/items"))
        #expect(!reason.isEmpty)
    }

    @Test func nextLinkLoopStopsWithANoteAndKeepsEveryPage() async throws {
        let server = try RemoteFixture.server { target in
            // Page 2 links back to page 1: a loop.
            if target.contains("page=2") {
                return RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("b", lon: 2, lat: 2)], next: "items?f=json&page=1"))
            }
            return RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("a", lon: 1, lat: 1)], next: "items?f=json&page=2"))
        }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let page = try await service.page(in: box, limit: 100)
        #expect(Set(page.places.map(\.id)) == ["a", "b"])
        #expect(page.notes.contains { $0.contains("already read") })
        #expect(server.requests.filter { $0.contains("/items") }.count <= 3)
    }

    @Test func endlessDistinctNextLinksStopAtThePageCap() async throws {
        let server = try RemoteFixture.server { target in
            let n = Int(target.split(separator: "=").last.map(String.init) ?? "") ?? 0
            return RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("p\(n)", lon: 1, lat: 1)], next: "items?f=json&n=\(n + 1)"))
        }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.maxPages = 5
        let service = try await RemoteFixture.connect(server, options: options)
        let page = try await service.page(in: box, limit: 1000)
        #expect(page.places.count == 5)
        #expect(page.notes.contains { $0.contains("stopped after 5 pages") })
    }

    @Test func nextLinkToAnotherOriginIsNeverFollowed() async throws {
        let elsewhere = try StubServer { _ in RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("evil", lon: 1, lat: 1)])) }
        defer { elsewhere.stop() }
        let server = try RemoteFixture.server { _ in
            RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("a", lon: 1, lat: 1)],
                                                  next: "\(elsewhere.base)/collections/stub/items?page=2"))
        }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let page = try await service.page(in: box, limit: 100)
        #expect(page.places.map(\.id) == ["a"])
        #expect(page.notes.contains { $0.contains("another server is not followed") })
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func pageOf200MBAnnouncedIsRefusedBeforeReading() async throws {
        let server = try RemoteFixture.server { _ in .huge(bytes: 200 << 20, announce: true) }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.maxResponseBytes = 4 << 20
        let service = try await RemoteFixture.connect(server, options: options)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .fetch(_, .tooLarge(let limit))? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(limit == 4 << 20)
    }

    @Test func pageOf200MBWithoutLengthStopsAtTheCap() async throws {
        let server = try RemoteFixture.server { _ in .huge(bytes: 200 << 20, announce: false) }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.maxResponseBytes = 4 << 20
        let service = try await RemoteFixture.connect(server, options: options)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .fetch(_, .tooLarge)? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func serverThatNeverAnswersTimesOut() async throws {
        let server = try RemoteFixture.server { _ in .silent }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.timeoutSeconds = 1
        let service = try await RemoteFixture.connect(server, options: options)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .fetch(_, .timedOut)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.isUnreachable == true)
    }

    @Test func cancellingTheTaskCancelsARequestThatWouldNeverAnswer() async throws {
        let server = try RemoteFixture.server { _ in .silent }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.timeoutSeconds = 120
        let service = try await RemoteFixture.connect(server, options: options)
        let task = Task { try await service.page(in: box, limit: 100) }
        while !server.requests.contains(where: { $0.contains("/items") }) { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(RemotePlacesError.fetch(_, .cancelled)) = result else {
            Issue.record("expected a cancelled fetch, got \(result)"); return
        }
    }

    @Test func badGeometryAndMissingNamesAreSkippedWithNotes() async throws {
        let bad = #"{"type":"Feature","id":"line","geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]},"properties":{"name":"L"}}"#
        let nullGeometry = #"{"type":"Feature","id":"null","geometry":null,"properties":{"name":"N"}}"#
        let outside = RemoteFixture.feature("far", lon: 500, lat: 1)
        let nameless = RemoteFixture.feature("anon", lon: 1, lat: 1, name: nil)
        let good = RemoteFixture.feature("good", lon: 1, lat: 1)
        let server = try RemoteFixture.server { _ in RemoteFixture.json(RemoteFixture.page([bad, nullGeometry, outside, nameless, good])) }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let page = try await service.page(in: box, limit: 100)
        #expect(page.places.map(\.id) == ["good"])
        #expect(page.notes.contains { $0.contains("4 features skipped") })
    }

    @Test func connectionRefusedIsUnreachable() async throws {
        let server = try RemoteFixture.server { _ in RemoteFixture.json(RemoteFixture.page([])) }
        let service = try await RemoteFixture.connect(server)
        server.stop()
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        #expect(error?.isUnreachable == true)
    }

    @Test func notACollectionURLIsRefusedWithoutARequest() async throws {
        await #expect(throws: RemotePlacesError.notACollectionURL("ftp://x/collections/a")) {
            try await OGCFeaturesMapService.connect(to: URL(string: "ftp://x/collections/a")!, catalog: RemoteFixture.catalog())
        }
    }
}

/// Issue 27's hostile places servers: a whole-response deadline and redirects held to the collection's server.
@Suite struct OGCDeadlineAndRedirectTests {
    let box = GeoBounds(west: 0, south: 0, east: 10, north: 10)

    /// A byte every 0.3 s never trips the 5 s idle timeout; the 1 s whole-response deadline ends it.
    @Test func slowLorisItemsFailAtTheWholeResponseDeadline() async throws {
        let server = try RemoteFixture.server { _ in .trickle(announce: 100_000, every: 0.3) }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.timeoutSeconds = 5
        options.responseSeconds = 1
        let service = try await RemoteFixture.connect(server, options: options)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .fetch(_, .timedOut)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(error?.isUnreachable == true)
    }

    @Test func slowLorisCollectionDocumentFailsConnect() async throws {
        let server = try StubServer { _ in .trickle(announce: 100_000, every: 0.3) }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.timeoutSeconds = 5
        options.responseSeconds = 1
        let error = await #expect(throws: RemotePlacesError.self) { try await RemoteFixture.connect(server, options: options) }
        guard case .fetch(_, .timedOut)? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    /// The window's path: a collection document slower than its patience does not hold the start; the items say why.
    @Test func slowCollectionDocumentWithPatienceStartsFromTheURLAndItemsTimeOut() async throws {
        let server = try StubServer { _ in .trickle(announce: 100_000, every: 0.3) }
        defer { server.stop() }
        var options = OGCFeaturesOptions()
        options.timeoutSeconds = 5
        options.responseSeconds = 30
        let service = try await RemoteFixture.connect(server, options: options, patience: 1)
        #expect(service.sourceName.hasSuffix("/collections/stub"))
        #expect(service.categories.contains { $0.id == PlaceCategory.otherID })
        #expect(server.requests.count == 1, "the document was asked for once")
    }

    @Test func nothingListeningWithPatienceStartsAndItsItemsAreUnreachable() async throws {
        let url = URL(string: "http://127.0.0.1:9/collections/places")!
        let service = try await OGCFeaturesMapService.connect(to: url, catalog: RemoteFixture.catalog(), patience: 2)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 10) }
        #expect(error?.isUnreachable == true, "got \(String(describing: error))")
    }

    /// Patience forgives only a server that is slow or away: an answer that is not a collection still stops the start.
    @Test func notACollectionStillFailsWithPatience() async throws {
        let server = try StubServer { _ in RemoteFixture.json(#"{"type": "FeatureCollection"}"#) }
        defer { server.stop() }
        let error = await #expect(throws: RemotePlacesError.self) { try await RemoteFixture.connect(server, patience: 2) }
        guard case .badResponse? = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func redirectToAnotherHostIsRefusedLikeANextLink() async throws {
        let elsewhere = try StubServer { _ in RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("evil", lon: 1, lat: 1)])) }
        defer { elsewhere.stop() }
        let server = try RemoteFixture.server { _ in .redirect("\(elsewhere.base)/collections/stub/items") }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        guard case .fetch(_, .redirectElsewhere(let target))? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(target == "\(elsewhere.base)/collections/stub/items")
        #expect(error?.description.contains("a redirect to another server") == true)
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func redirectOnTheSameServerIsFollowed() async throws {
        let server = try RemoteFixture.server { target in
            target.contains("moved") ? RemoteFixture.json(RemoteFixture.page([RemoteFixture.feature("a", lon: 1, lat: 1)]))
                : .redirect("/collections/stub/items?moved=1")
        }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        #expect(try await service.page(in: box, limit: 100).places.map(\.id) == ["a"])
    }

    @Test func badResponseNamesItsURLOnce() async throws {
        let server = try RemoteFixture.server { _ in RemoteFixture.json("not json at all") }
        defer { server.stop() }
        let service = try await RemoteFixture.connect(server)
        let error = await #expect(throws: RemotePlacesError.self) { try await service.page(in: box, limit: 100) }
        let text = error?.description ?? ""
        let url = "\(server.base)/collections/stub/items"
        #expect(text.hasPrefix(url), "\(text)")
        #expect(text.components(separatedBy: "127.0.0.1:\(server.port)").count == 2, "\(text)")
    }
}
