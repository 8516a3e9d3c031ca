import Foundation
import MapCore
import Synchronization
import Testing
@testable import Clustering

/// A lowered build runs in the idle scheduling class on its own threads, never lowers a pooled GCD thread, and builds exactly the
/// hierarchy a normal build does.
struct BuildLaneTests {
    @Test func runLoweredRunsTheBodyInTheIdleClassAndLeavesTheCallerAlone() {
        let before = BuildLane.currentPolicy
        let (policy, lowered, sameThread) = BuildLane.runLowered(patience: .seconds(600)) { () -> (Int32, Bool, Bool) in
            (BuildLane.currentPolicy, BuildLane.isLowered, Thread.isMainThread)
        }
        #expect(policy == BuildLane.idlePolicy)
        #expect(lowered)
        #expect(!sameThread || !Thread.isMainThread)
        #expect(BuildLane.currentPolicy == before && before != BuildLane.idlePolicy)
        #expect(!BuildLane.isLowered)
    }

    @Test func performRunsEachIterationOnceOnLoweredThreadsAndGCDStaysUnlowered() {
        let runs = Mutex([Int](repeating: 0, count: 37)), policies = Mutex(Set<Int32>()), threads = Mutex(Set<String>())
        BuildLane.runLowered(patience: .seconds(600)) {
            BuildLane.perform(iterations: 37) { i in
                runs.withLock { $0[i] += 1 }
                policies.withLock { _ = $0.insert(BuildLane.currentPolicy) }
                threads.withLock { _ = $0.insert("\(pthread_self())") }
            }
        }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 37))
        #expect(policies.withLock { $0 } == [BuildLane.idlePolicy])
        // This thread and one per other core, never a thread per iteration.
        #expect(threads.withLock { $0.count } <= max(2, ProcessInfo.processInfo.activeProcessorCount))
        // Outside a lowered build the same call uses GCD's pool, whose threads were never lowered.
        let outside = Mutex(Set<Int32>())
        BuildLane.perform(iterations: 64) { _ in outside.withLock { _ = $0.insert(BuildLane.currentPolicy) } }
        #expect(!outside.withLock { $0 }.contains(BuildLane.idlePolicy))
    }

    @Test(arguments: [40_000, 150_000])
    func aLoweredBuildMakesTheSameHierarchy(points n: Int) throws {
        var g = TestPoints.LCG(state: UInt64(n))
        let coords = (0..<n).map { _ in
            Coordinate(clampingLatitude: -60 + g.next() * 120, wrappingLongitude: -170 + g.next() * 340)
        }
        let normal = try HierarchicalClusterer(coordinates: coords, payloads: Array(0..<n))
        let lowered = try BuildLane.runLowered(patience: .seconds(600)) { Result { try HierarchicalClusterer(coordinates: coords, payloads: Array(0..<n)) } }.get()
        let a = normal.hierarchy, b = lowered.hierarchy
        #expect(a.clusterTotal == b.clusterTotal && a.clusterTotal > n / 4)
        #expect(a.centerLatitude.toArray() == b.centerLatitude.toArray())
        #expect(a.centerLongitude.toArray() == b.centerLongitude.toArray())
        #expect(a.boundsDegrees.toArray() == b.boundsDegrees.toArray())
        #expect(a.children.toArray() == b.children.toArray())
        let world = GeoBounds(west: -180, south: -85, east: 180, north: 85)
        for z in [0, 5, 10, 16] {
            #expect(normal.clusters(in: world, zoom: Double(z)).count == lowered.clusters(in: world, zoom: Double(z)).count)
        }
    }

    /// The idle class gets no time on a machine kept busy by other programs: stand in for that with a lowered run
    /// that blocks until released.
    @Test func aStarvedLoweredRunIsOvertakenByANormalOneAfterThePatience() {
        let release = DispatchSemaphore(value: 0)
        let value = BuildLane.runLowered(patience: .milliseconds(50)) { () -> String in
            if BuildLane.isLowered { release.wait(); return "lowered" }
            return "normal"
        }
        #expect(value == "normal")
        release.signal()
    }

    @Test func aStarvedDetachedRunIsDeliveredOnceFromTheNormalRun() {
        let release = DispatchSemaphore(value: 0), delivered = DispatchSemaphore(value: 0)
        let values = Mutex<[String]>([])
        BuildLane.detachLowered(patience: .milliseconds(50), { () -> String in
            if BuildLane.isLowered { release.wait(); return "lowered" }
            return "normal"
        }, deliver: { value in
            values.withLock { $0.append(value) }
            delivered.signal()
        })
        delivered.wait()
        #expect(values.withLock { $0 } == ["normal"])
        release.signal()
    }

    @Test func aDetachedRunThatFinishesInTimeIsDeliveredOnceAndLowered() {
        let delivered = DispatchSemaphore(value: 0), values = Mutex<[Int32]>([])
        BuildLane.detachLowered(patience: .seconds(600), { BuildLane.currentPolicy }, deliver: { policy in
            values.withLock { $0.append(policy) }
            delivered.signal()
        })
        delivered.wait()
        #expect(values.withLock { $0 } == [BuildLane.idlePolicy])
    }

    @Test func onlyTheFirstResultIsKept() {
        let first = FirstResult<Int>()
        #expect(first.value == nil)
        #expect(first.offer(1))
        #expect(!first.offer(2))
        #expect(first.value == 1)
    }
}
