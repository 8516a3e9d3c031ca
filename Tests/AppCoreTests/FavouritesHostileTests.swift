import AppCore
import Foundation
import MapCore
import Testing

/// Issue 27's favourites and long titles: favourites are never lost, lists stay bounded.
@MainActor
@Suite struct FavouritesHostileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-favourites-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("pinmap/favourites.json") }

    func started(file: FavouritesFile) async -> Harness {
        let h = Harness(service: FakeService())
        h.store.attach(favouritesFile: file, dataSourceID: "/data/helsinki.geojson")
        await h.startAndLoad()
        return h
    }

    /// Starring a place with a 4.5 MB name wrote a file over the 4 MiB load limit; the next start lost every favourite.
    @Test func starringAPlaceWithAHugeNameKeepsEveryFavourite() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = await started(file: FavouritesFile(url: url))
        first.store.toggleFavourite(Samples.places[0])
        let huge = Place(id: "huge", categoryID: "cafe", title: String(repeating: "N", count: 4_500_000),
                         coordinate: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94))
        first.store.toggleFavourite(huge)
        #expect(first.store.isFavourite(huge))
        let second = await started(file: FavouritesFile(url: url))
        #expect(second.store.banner == nil)
        #expect(second.store.favouritesHere.map(\.placeID) == ["c1", "huge"])
        #expect(second.store.favouritesHere.last?.name.count == Limits.favouriteTextCharacters)
    }

    /// A place whose id alone would make the file too big to read back is refused, and the file stays readable.
    @Test func aFavouriteThatWouldOutgrowTheFileIsRefusedNotWritten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = await started(file: FavouritesFile(url: url))
        h.store.toggleFavourite(Samples.places[0])
        let huge = Place(id: String(repeating: "i", count: 5_000_000), categoryID: "cafe", title: "Big id",
                         coordinate: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94))
        h.store.toggleFavourite(huge)
        #expect(!h.store.isFavourite(huge))
        #expect(h.store.banner?.hasPrefix("Not starred: ") == true, "\(h.store.banner ?? "no banner")")
        let reloaded = FavouritesFile(url: url).load()
        #expect(reloaded.warning == nil && reloaded.favourites.map(\.placeID) == ["c1"])
        #expect(throws: SettingsError.self) { try FavouritesFile(url: url).save([Favourite(source: "s", place: huge)]) }
    }

    @Test func favouriteRowsAreBoundedAndCountTheRest() {
        let favourites = (0..<36_000).map { i in
            Favourite(source: "s", place: Samples.place("p\(i)", "cafe", 60, 24))
        }
        var asked = 0
        let rows = FavouriteRows(favourites, limit: Limits.favouriteRows) { _ in asked += 1; return false }
        #expect(rows.favourites.count == Limits.favouriteRows && rows.lines.count == Limits.favouriteRows)
        #expect(rows.moreCount == 36_000 - Limits.favouriteRows)
        #expect(asked == Limits.favouriteRows)
        #expect(FavouriteRows(favourites, limit: Limits.favouriteRows) { _ in false }.lines == rows.lines)
    }

    /// A 10 MB place name stalled "Places in view" and every search keystroke: rows show a capped title.
    @Test func listRowsShowACappedTitle() throws {
        let place = Place(id: "x", categoryID: "cafe", title: String(repeating: "T", count: 10_000_000),
                          coordinate: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94))
        let viewport = Viewport(center: place.coordinate, zoom: 15, size: PixelSize(width: 400, height: 300))
        let row = try #require(PlacesInView(places: [place], categories: ["cafe"], viewport: viewport).rows.first)
        #expect(row.shownTitle == String(repeating: "T", count: Limits.rowTitleCharacters) + "…")
        #expect(row.accessibleName(categoryTitle: "Cafe").count < Limits.rowTitleCharacters + 20)
        #expect(CappedText.rowTitle("Kauppatori") == "Kauppatori")
    }
}
