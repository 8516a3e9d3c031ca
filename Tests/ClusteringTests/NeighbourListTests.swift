import Foundation
import Testing
@testable import Clustering

/// The neighbour lists that the greedy visit reads instead of searching the grid must hold, for every item,
/// exactly the items within the radius, in slot order (the order a search from the item meets them).
struct NeighbourListTests {
    /// A level of `n` scattered points plus a crowded spot of `crowd` points at one place.
    static func level(_ n: Int, seed: UInt64, crowd: Int) -> HierarchyBuilder {
        var g = TestPoints.LCG(state: seed)
        var spots = (0..<n).map { _ in Spot(x: 0.56 + g.next() * 0.004, y: 0.28 + g.next() * 0.003) }
        spots += Array(repeating: Spot(x: 0.561, y: 0.281), count: crowd)
        let ids = FlatArray((0..<UInt32(spots.count)).map { $0 })
        var b = HierarchyBuilder(options: ClusterOptions(), positions: FlatArray(spots), rank: ids, entry: FlatArray(ids.toArray()))
        b.pipeline = nil
        return b
    }

    /// Slots within `r` of slot `s`, ascending, by testing every pair.
    static func bruteForce(_ b: HierarchyBuilder, _ s: Int, _ r: Double) -> [UInt32] {
        (0..<b.n).filter { t in
            guard t != s else { return false }
            let dx = b.pos[s].x - b.pos[t].x, dy = b.pos[s].y - b.pos[t].y
            return dx * dx + dy * dy <= r * r
        }.map(UInt32.init)
    }

    /// Crowds past `listCap` are marked instead of listed; one past twice that makes the level list item by
    /// item (pairs would grow with the square of the crowd).
    @Test(arguments: [(1, UInt64(51), 70), (2, 52, 70), (8, 53, 70), (2, 54, 300), (8, 55, 300)])
    func listsHoldEveryNeighbourInSlotOrder(chunks: Int, seed: UInt64, crowd: Int) {
        var b = Self.level(1_500, seed: seed, crowd: crowd)
        let r = 0.00008
        let grid = b.sortSpatially(radius: r)
        let handoff = GreedyHandoff()
        let candidates = b.listNeighbours(grid: grid, radius: r, chunks: chunks, handoff: handoff)
        handoff.withdraw()
        var expectedCandidates: [Int] = [], wrong: [Int] = [], crowded = 0
        for s in 0..<b.n {
            let want = Self.bruteForce(b, s, r)
            if want.isEmpty { continue }
            expectedCandidates.append(s)
            if want.count > HierarchyBuilder.listCap {
                crowded += 1
                if b.nbCount[s] != UInt8.max { wrong.append(s) }
                continue
            }
            let start = Int(b.nbBegin[s]), got = (start..<(start + Int(b.nbCount[s]))).map { b.neighbourList[$0] }
            if got != want { wrong.append(s) }
        }
        #expect(wrong.isEmpty, "slots with a wrong list: \(wrong.prefix(5))")
        #expect(crowded >= HierarchyBuilder.listCap, "the crowded spot is marked, not listed")
        #expect(candidates.toArray().map { Int($0 & 0xFFFF_FFFF) } == expectedCandidates)
        #expect(expectedCandidates.count > 200 && expectedCandidates.count < b.n, "some have neighbours, some not")
        // The search for levels without lists marks the same items.
        #expect(b.searchEachItem(grid: grid, radius: r, chunks: chunks, cap: 0).toArray() == candidates.toArray())
    }
}
