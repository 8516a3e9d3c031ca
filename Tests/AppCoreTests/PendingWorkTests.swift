import Clustering
import Foundation
import MapCore
import Testing
@testable import AppCore

/// The store's one record of pending jobs (`PendingWork`), which the debug dump's `busy` and `isIdle` read.
@MainActor
struct PendingWorkTests {
    @Test func aJobStartedTwiceIsOnePendingEntryAndNamesFollowTheJobsOrder() {
        var work = PendingWork()
        #expect(work.isEmpty && work.names.isEmpty)
        work.start(.settings)
        work.start(.index)
        work.start(.index)
        #expect(work.names == ["index", "settings"])
        work.finish(.index)
        #expect(work.names == ["settings"] && work.contains(.settings) && !work.contains(.index))
        work.finish(.settings)
        work.finish(.settings)
        #expect(work.isEmpty)
    }

    /// A large place set gets a quick one-level index first: the full build is still pending, so the app is not idle
    /// until it is back.
    @Test func busyWhileOnlyTheQuickIndexIsBackIdleOnceTheFullOneIs() async throws {
        let h = Harness()
        h.store.start()
        await h.poster.drain()
        let snapshot = DebugSnapshot()
        #expect(snapshot.dump(of: h.store, sequence: 1).busy == ["index"])
        let request = try #require(h.builder.all.last)
        let quick = try #require(QuickClusterIndex(parts: [request.places], categories: nil, region: .world, viewZoom: 3))
        request.completion(.success(quick))
        #expect(h.store.indexIsQuick)
        var dump = snapshot.dump(of: h.store, sequence: 2)
        #expect(dump.busy == ["index"] && !dump.isIdle, "only the quick index is back")
        h.builder.complete(h.builder.all.count - 1)
        dump = snapshot.dump(of: h.store, sequence: 3)
        #expect(dump.isIdle && dump.busy.isEmpty)
    }

    /// A failed build ends the job too: the banner says why and the app is idle again, not busy for ever.
    @Test func aFailedBuildIsNoLongerPending() async throws {
        let h = Harness()
        h.store.start()
        await h.poster.drain()
        #expect(h.store.pending.contains(.index))
        let request = try #require(h.builder.all.last)
        request.completion(.failure(.failed("out of memory")))
        #expect(!h.store.pending.contains(.index))
        #expect(h.store.busyReasons.isEmpty)
    }

    /// Above `layerJoinSyncLimit` the layers' places are joined off the main thread: busy ("layers") until the join
    /// is handed over, then idle.
    @Test func busyWhileTheLayersPlacesAreJoinedOffTheMainThread() async {
        let h = Harness()
        h.store.layerJoinSyncLimit = 0
        h.store.start()
        await h.poster.drain()
        if !h.builder.all.isEmpty { h.builder.complete(h.builder.all.count - 1) }
        #expect(h.store.placesLoaded)
        // The join posts its result from a detached task through the poster, which has not run it yet.
        #expect(h.store.places.isEmpty)
        #expect(h.store.busyReasons == ["layers"])
        let deadline = Date().addingTimeInterval(120)
        while h.store.places.isEmpty, Date() < deadline { await h.poster.drain(waitingUpTo: 0.05) }
        #expect(!h.store.places.isEmpty)
        #expect(!h.store.busyReasons.contains("layers"))
    }
}
