import Clustering
import MapCore
import MapViewModel
import Testing

struct ChangeSetTests {
    struct Item: Identifiable, Equatable { let id: String; let v: Int }

    @Test func addRemoveKeepByStableID() {
        let old = [Item(id: "a", v: 1), Item(id: "b", v: 1), Item(id: "c", v: 1)]
        let new = [Item(id: "c", v: 2), Item(id: "d", v: 2), Item(id: "a", v: 2)]
        let cs = ChangeSet(old: old, new: new)
        #expect(cs.added.map(\.id) == ["d"])
        #expect(cs.removed.map(\.id) == ["b"])
        #expect(cs.kept == [Item(id: "c", v: 2), Item(id: "a", v: 2)])
        #expect(!cs.isEmpty)
        #expect(ChangeSet(old: old, new: old).isEmpty)
    }

    @Test func duplicateIDsCountOnce() {
        let cs = ChangeSet(old: [Item(id: "a", v: 1), Item(id: "a", v: 2)], new: [Item(id: "b", v: 1), Item(id: "b", v: 1)])
        #expect(cs.added.count == 1 && cs.removed.count == 1 && cs.kept.isEmpty)
    }

    @Test func mapItemsAfterAZoomKeepUnchangedClusters() throws {
        var places: [Place] = []
        for i in 0..<400 {
            let lat = 60.1 + Double(i % 20) * 0.002, lon = 24.9 + Double(i / 20) * 0.002
            let c = Coordinate(clampingLatitude: lat, wrappingLongitude: lon)
            places.append(Place(id: "n/\(i)", categoryID: i % 2 == 0 ? "cafe" : "bar", title: "P\(i)", coordinate: c))
        }
        let index = try PlaceClusterSource(places: places).index()
        let box = GeoBounds(west: 24.8, south: 60.0, east: 25.1, north: 60.2)
        let a: [MapItem] = index.items(in: box, zoom: 12), b: [MapItem] = index.items(in: box, zoom: 12)
        let cs = ChangeSet<MapItem>(old: a, new: b)
        #expect(cs.isEmpty && cs.kept.count == a.count)
    }
}
