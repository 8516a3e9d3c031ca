import Foundation
import MapCore
import Testing
@testable import Clustering

/// Every way the fast build can run must give exactly the clusters of `ReferenceClusterer`, the plain serial
/// form of supercluster's algorithm: the same ids, counts, zooms, children, centres (within 1e-9°), expansion
/// zooms and the same entries visible at every zoom, on seeded random inputs built to hit the edge cases.
struct ReferenceAgreementTests {
    /// The build variants, each forced by a switch of `HierarchyBuilder` (see `builder(_:_:variant:)`).
    enum Variant: CaseIterable {
        /// As `HierarchicalClusterer` builds: levels handed to another core, degrees converted there.
        case pipelined
        /// No pipeline (as builds over `pipelinedPointLimit`): degrees converted in place at the end.
        case convertedAtEnd
        /// Centres and bounds left normalised, converted when a node is read (as category subsets build).
        case convertedOnRead
        /// Every level with a candidate cut in two sides, the far one on a thread of its own.
        case splitTwoThreads
        /// Every level cut in two sides, both visited by the building thread (a late helper).
        case splitOneThread
        /// No neighbour lists: every item searches the grid itself (as levels over `listedLevelLimit`).
        case searched
        /// Input in spatial order with wake buckets computed over a superset (as `PlaceClusterSource` builds).
        case supersetWakeBuckets
    }

    struct Case: CustomStringConvertible {
        let seed: UInt64
        let coordinates: [Coordinate]
        let options: ClusterOptions
        var description: String {
            "seed \(seed), \(coordinates.count) points, r \(options.radius)/\(options.extent), "
                + "z \(options.minZoom)...\(options.maxZoom), minPoints \(options.minPoints)"
        }
    }

    /// A random mixture of the inputs that break clustering code: uniform over the whole world (poles included,
    /// which Mercator clamps), cities, hundreds of points at one coordinate and within a metre, the
    /// antimeridian's two sides, and exact duplicates of earlier points.
    static func randomCase(seed: UInt64, count n: Int) -> Case {
        var g = TestPoints.LCG(state: seed)
        func pick<T>(_ values: [T]) -> T { values[min(values.count - 1, Int(g.next() * Double(values.count)))] }
        let minZoom = pick([0, 0, 1, 3])
        let options = ClusterOptions(radius: pick([1, 10, 40, 60, 300]), extent: pick([256, 512]), minZoom: minZoom,
                                     maxZoom: minZoom + pick([2, 8, 16, 20, 24]), minPoints: pick([1, 2, 2, 2, 3, 5]))
        let cities = (0..<4).map { _ in (lat: -70 + g.next() * 140, lon: -180 + g.next() * 360, spread: pick([1e-5, 1e-3, 0.05, 1])) }
        let crowd = (lat: -60 + g.next() * 120, lon: -180 + g.next() * 360)
        var out: [Coordinate] = []
        out.reserveCapacity(n)
        for _ in 0..<n {
            let c: Coordinate
            switch g.next() {
            case ..<0.25: c = Coordinate(clampingLatitude: -90 + g.next() * 180, wrappingLongitude: -180 + g.next() * 360)
            case ..<0.55:
                let city = pick(cities)
                c = Coordinate(clampingLatitude: city.lat + (g.next() - 0.5) * city.spread,
                               wrappingLongitude: city.lon + (g.next() - 0.5) * city.spread)
            case ..<0.65: c = Coordinate(clampingLatitude: crowd.lat, wrappingLongitude: crowd.lon)
            case ..<0.72: c = Coordinate(clampingLatitude: crowd.lat + g.next() * 1e-5, wrappingLongitude: crowd.lon + g.next() * 1e-5)
            case ..<0.8:
                c = Coordinate(clampingLatitude: -80 + g.next() * 160, wrappingLongitude: pick([180 - g.next() * 0.5, -180 + g.next() * 0.5, 180]))
            case ..<0.86: c = Coordinate(clampingLatitude: pick([90, -90, 85.0511, -85.0511, 89.9 + g.next() * 0.1]), wrappingLongitude: -180 + g.next() * 360)
            default: c = out.isEmpty ? Coordinate(clampingLatitude: 0, wrappingLongitude: 0) : pick(out)
            }
            out.append(c)
        }
        return Case(seed: seed, coordinates: out, options: options)
    }

    static func spot(_ c: Coordinate) -> Spot {
        Spot(x: NormalizedMercator.x(longitude: c.longitude), y: NormalizedMercator.y(latitude: c.latitude))
    }

    /// A builder for `variant`, its switches set before `build()`.
    static func builder(_ test: Case, variant: Variant) -> HierarchyBuilder {
        let n = test.coordinates.count
        var order = Array(0..<n)
        var buckets: FlatArray<UInt8>? = nil
        if variant == .supersetWakeBuckets {
            // Input in a spatial order (ranks keep the data order), buckets computed with extra points around.
            let spots = test.coordinates.map(spot)
            order.sort { (Int(spots[$0].y * 64), spots[$0].x) < (Int(spots[$1].y * 64), spots[$1].x) }
            var g = TestPoints.LCG(state: test.seed ^ 0x5EED)
            let extra = (0..<(n / 4)).map { _ in Spot(x: g.next(), y: g.next()) } + spots.prefix(n / 8)
            let all = FlatArray<Spot>(spots + extra)
            let every = HierarchyBuilder.wakeBuckets(positions: all, options: test.options)
            buckets = FlatArray(order.map { every[$0] })
        }
        let pos = FlatArray<Spot>(order.map { spot(test.coordinates[$0]) })
        let ids = FlatArray<UInt32>(order.map { UInt32($0) })
        var b = HierarchyBuilder(options: test.options, positions: pos, rank: ids, entry: FlatArray(ids.toArray()),
                                 wakeBuckets: buckets, degrees: variant != .convertedOnRead)
        switch variant {
        case .pipelined, .convertedOnRead, .supersetWakeBuckets: break
        case .convertedAtEnd: b.pipeline = nil
        case .splitTwoThreads: b.greedySplit = .twoThreads; b.minCandidatesToSplit = 1
        case .splitOneThread: b.greedySplit = .oneThread; b.minCandidatesToSplit = 1
        case .searched: b.maxListedLevel = 0
        }
        return b
    }

    /// Differences between a fast build and the reference, the first few described.
    static func differences(_ h: ClusterHierarchy, _ ref: ReferenceClusterer) -> [String] {
        var out: [String] = []
        guard h.clusterTotal == ref.clusters.count else { return ["\(h.clusterTotal) clusters, reference \(ref.clusters.count)"] }
        let index = HierarchicalClusterer<Int>(options: ref.options, hierarchy: h, coordinates: [], payloads: [])
        for (c, want) in ref.clusters.enumerated() where out.count < 5 {
            let node = h.node(cluster: c)
            let kids = (Int(h.childStart[c])..<Int(h.childStart[c + 1])).map { Int(h.children[$0]) }
            let lat = NormalizedMercator.latitude(y: want.y), lon = NormalizedMercator.longitude(x: want.x)
            let dLon = abs(remainder(node.center.longitude - lon, 360))
            let expansion = try? index.expansionZoom(of: ClusterID(rawValue: UInt64(ref.pointCount + c)))
            if node.count != want.count || Int(h.clusterZoom[c]) != want.zoom || kids.sorted() != want.children.sorted()
                || abs(node.center.latitude - max(-90, min(90, lat))) > 1e-9 || dLon > 1e-9 || expansion != want.expansionZoom {
                out.append("cluster \(c): count \(node.count)/\(want.count), zoom \(h.clusterZoom[c])/\(want.zoom), "
                           + "children \(kids.sorted())/\(want.children.sorted()), centre \(node.center)/(\(lat), \(lon))")
            }
        }
        for z in ref.options.minZoom...(ref.options.maxZoom + 1) where out.count < 5 {
            var seen: [Int] = []
            h.forEach(minX: 0, minY: 0, maxX: 1, maxY: 1, level: z) { seen.append(Int($0.entry)) }
            let want = ref.items(atZoom: z).map(\.entry).sorted()
            if seen.sorted() != want { out.append("zoom \(z): \(seen.count) entries visible, reference \(want.count)") }
        }
        return out
    }

    /// Builds `test` in each of `variants` and expects the reference's clusters; returns levels cut and crowded.
    static func expectAgreement(_ test: Case, variants: [Variant] = Variant.allCases) -> (split: Int, crowded: Int) {
        let ref = ReferenceClusterer(coordinates: test.coordinates, options: test.options)
        var split = 0, crowded = 0
        for variant in variants {
            var b = builder(test, variant: variant)
            let h = b.build()
            let found = differences(h, ref)
            #expect(found.isEmpty, "\(variant), \(test): \(found.joined(separator: "; "))")
            if variant == .splitTwoThreads || variant == .splitOneThread { split += b.splitLevels }
            crowded += b.crowdedLevels
        }
        return (split, crowded)
    }

    /// Tiny to a few thousand points, two seeds for the middle sizes (each case draws its own options).
    static let sizes = [0, 1, 2, 3, 5, 10, 30, 100, 100, 300, 300, 1000, 1000, 2000]

    @Test func everyBuildVariantMakesTheReferenceClusters() {
        var split = 0, crowded = 0
        for (k, size) in Self.sizes.enumerated() {
            let (s, c) = Self.expectAgreement(Self.randomCase(seed: UInt64(1000 + k), count: size))
            split += s; crowded += c
        }
        // The switches must have reached the paths they are meant to force.
        #expect(split > 20, "levels cut in two: \(split)")
        #expect(crowded > 0, "levels listed item by item for a crowded spot: \(crowded)")
    }

    @Test func twentyThousandPointsMakeTheReferenceClusters() {
        // The largest case only in the default build and the two-thread cut (debug builds are slow).
        let (split, _) = Self.expectAgreement(Self.randomCase(seed: 2000, count: 20_000), variants: [.pipelined, .splitTwoThreads])
        #expect(split > 0)
    }

    @Test func categorySubsetsMakeTheReferenceClustersOfTheirPlaces() throws {
        // PlaceClusterSource's whole path: spatial order, wake buckets of all places, roll-up, lent scratch.
        let test = Self.randomCase(seed: 77, count: 3000)
        let categories = ["cafe", "bar", "pharmacy"]
        let places = test.coordinates.enumerated().map { i, c in
            Place(id: "node/\(i)", categoryID: categories[(i * 7 / 3) % 3], title: "", coordinate: c)
        }
        let source = try PlaceClusterSource(places: places, options: test.options, recentSubsets: 0)
        for wanted in [nil, ["bar"], ["cafe", "pharmacy"]] as [Set<String>?] {
            let index = source.index(categories: wanted)
            let chosen = places.filter { wanted?.contains($0.categoryID) ?? true }.map(\.coordinate)
            let ref = ReferenceClusterer(coordinates: chosen, options: test.options)
            let found = Self.differences(index.hierarchy, ref)
            #expect(found.isEmpty, "\(wanted ?? []): \(found.joined(separator: "; "))")
        }
    }
}
