import Foundation
import MapCore
import Testing
@testable import AppCore

/// "Gone" marks follow the data: the ids the favourites list checks are made again whenever the places change.
@MainActor
@Suite struct FavouritesMissingTests {
    @Test func aFavouriteGoesMissingAndComesBackWithTheData() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = Harness(service: FakeService())
        h.store.attach(favouritesFile: FavouritesFile(url: folder.appendingPathComponent("favourites.json")), dataSourceID: "data")
        await h.startAndLoad()
        h.store.toggleFavourite(Samples.places[2])
        let starred = try #require(h.store.favouritesHere.first)
        #expect(!h.store.isMissing(starred))
        h.store.didLoad(.success(Samples.places.filter { $0.id != starred.placeID }))
        #expect(h.store.isMissing(starred), "the place left the data")
        h.store.didLoad(.success(Samples.places))
        #expect(!h.store.isMissing(starred), "and came back")
    }
}
