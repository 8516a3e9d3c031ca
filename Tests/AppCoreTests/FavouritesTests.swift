import AppCore
import Foundation
import MapCore
import Testing

/// Favourites: kept across restarts, a corrupt file kept aside and reported, a place gone from the data still
/// listed and removable, the Favourites row alone showing only starred places.
@MainActor
@Suite struct FavouritesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-favourites-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("pinmap/favourites.json") }

    func started(file: FavouritesFile, service: FakeService = FakeService()) async -> Harness {
        let h = Harness(service: service)
        h.store.attach(favouritesFile: file, dataSourceID: "/data/helsinki.geojson")
        await h.startAndLoad()
        return h
    }

    @Test func favouritesSurviveARestart() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = await started(file: FavouritesFile(url: url))
        let cafe = Samples.places[0], museum = Samples.places[3]
        first.store.toggleFavourite(cafe)
        first.store.toggleFavourite(museum)
        first.store.toggleFavourite(cafe)
        first.store.toggleFavourite(cafe)
        #expect(FileManager.default.fileExists(atPath: url.path))
        // A new store over the same file: as after quitting and starting again.
        let second = await started(file: FavouritesFile(url: url))
        #expect(second.store.favouritesHere.map(\.placeID) == ["m1", "c1"])
        #expect(second.store.isFavourite(cafe) && second.store.isFavourite(museum))
        #expect(second.store.banner == nil)
        // Another data set's store sees none of them: favourites are keyed by source and id.
        let other = Harness()
        other.store.attach(favouritesFile: FavouritesFile(url: url), dataSourceID: "https://example.org/collections/places")
        #expect(other.store.favouritesHere.isEmpty && !other.store.isFavourite(cafe))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["favourites.json"], "no temporary files left behind")
    }

    @Test(arguments: ["{ not json", #"{"format": "something-else", "version": 1, "favourites": []}"#,
                      #"{"format": "pinmap-favourites", "version": 1, "favourites": [{"source": 1}]}"#])
    func aCorruptFileIsKeptAsideReportedAndNeverOverwritten(text: String) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        // An earlier backup with the same timestamp must survive too.
        let stamp = Date(timeIntervalSince1970: 1_700_000_000)
        let earlier = url.path + ".corrupt-20231114T221320Z"
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: earlier))
        let h = await started(file: FavouritesFile(url: url, now: { stamp }))
        let banner = try #require(h.store.banner)
        #expect(banner.contains("kept as \(earlier)-2"))
        #expect(try String(contentsOfFile: earlier + "-2", encoding: .utf8) == text)
        #expect(try String(contentsOfFile: earlier, encoding: .utf8) == "earlier")
        h.store.toggleFavourite(Samples.places[1])
        let reloaded = FavouritesFile(url: url).load()
        #expect(reloaded.favourites.map(\.placeID) == ["c2"] && reloaded.warning == nil)
    }

    @Test func aDirectoryInTheWayIsLeftAloneAndNotWritten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let h = await started(file: FavouritesFile(url: url))
        #expect(h.store.banner?.contains("cannot be read") == true)
        h.store.toggleFavourite(Samples.places[0])
        #expect(h.store.banner?.contains("could not be saved") == true)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aPlaceGoneFromTheDataStaysListedAndCanBeRemoved() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = await started(file: FavouritesFile(url: url))
        let gone = Place(id: "closed-1", categoryID: "cafe", title: "Old corner café",
                         coordinate: Coordinate(clampingLatitude: 60.168, wrappingLongitude: 24.95))
        first.store.toggleFavourite(gone)
        first.store.toggleFavourite(Samples.places[2])
        let second = await started(file: FavouritesFile(url: url))
        let listed = second.store.favouritesHere
        #expect(listed.map(\.name) == ["Old corner café", "Title p1"])
        #expect(second.store.isMissing(listed[0]) && !second.store.isMissing(listed[1]))
        #expect(listed[0].coordinate == gone.coordinate)
        second.store.removeFavourite(listed[0].key)
        #expect(FavouritesFile(url: url).load().favourites.map(\.placeID) == ["p1"])
    }

    @Test func theFavouritesRowAloneShowsOnlyStarredPlacesAndWithCategoriesAddsThem() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = await started(file: FavouritesFile(url: url))
        h.store.toggleFavourite(Samples.places[3])
        h.store.selectNoCategories()
        h.store.setFavouritesShown(true)
        let alone = try #require(h.builder.all.last)
        #expect(alone.selected.map(\.id) == ["m1"])
        h.store.setCategory("pharmacy", enabled: true)
        let with = try #require(h.builder.all.last)
        #expect(Set(with.selected.map(\.id)) == ["m1", "p1"])
        #expect(with.placesVersion != alone.placesVersion, "a different set never reuses a cached source")
        h.store.setFavouritesShown(false)
        #expect(h.builder.all.last?.selected.map(\.id) == ["p1"])
    }
}
