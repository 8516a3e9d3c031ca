import AppCore
import Foundation
import MapCore
import Testing

@MainActor
@Suite struct ClusterIndexBuilderTests {
    /// Two places at one spot and two apart.
    static let places = [
        Samples.place("a", "cafe", 60.17, 24.94), Samples.place("b", "museum", 60.17, 24.94),
        Samples.place("c", "cafe", 60.20, 24.80), Samples.place("d", "pharmacy", 60.10, 25.10),
    ]

    /// Drains the poster until `done` holds or 10 s pass.
    func drain(_ poster: ManualPoster, until done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(10)
        while !done(), Date() < deadline { await poster.drain(waitingUpTo: 0.05) }
    }

    @Test func buildsOffTheMainThreadAndDeliversThroughThePoster() async throws {
        let poster = ManualPoster()
        let builder = ClusterIndexBuilder(poster: poster)
        var results: [Int] = []
        builder.build(places: Self.places, placesVersion: 1, categories: ["cafe", "museum"]) { r in
            if case .success(let index) = r { results.append(index.placeCount) }
        }
        // Nothing is delivered until the main thread drains the poster.
        #expect(results.isEmpty)
        await drain(poster) { !results.isEmpty }
        #expect(results == [3])
    }

    /// The builder's scheduler is the one staleness count: the store keeps none of its own.
    @Test func olderRequestIsDroppedWhenANewerOneCame() async throws {
        let poster = ManualPoster()
        let builder = ClusterIndexBuilder(poster: poster)
        var delivered: [Int] = []
        for request in 1...3 {
            builder.build(places: Self.places, placesVersion: 1, categories: request == 3 ? ["pharmacy"] : ["cafe"]) { _ in
                delivered.append(request)
            }
        }
        await drain(poster) { delivered.contains(3) }
        await poster.drain(waitingUpTo: 0.2)
        #expect(delivered == [3])
    }

    @Test func placesAtOneSpotStayAClusterWhoseLeavesAreThem() throws {
        let index = try ClusterIndexBuilder.index(places: Self.places)
        let items = index.items(in: GeoBounds(west: 24.93, south: 60.16, east: 24.95, north: 60.18), zoom: 20)
        guard case .cluster(let cluster)? = items.first, items.count == 1 else {
            Issue.record("expected one cluster, got \(items)")
            return
        }
        #expect(cluster.count == 2)
        #expect(Set(index.leaves(ofCluster: cluster.id, limit: 10, offset: 0).map(\.id)) == ["a", "b"])
    }
}
