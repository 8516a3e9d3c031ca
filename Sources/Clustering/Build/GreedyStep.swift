/// One step of supercluster's greedy rule, shared by the single-pass visit and the two sides of a cut level:
/// item `s`, if still untouched, claims every untouched item within the radius (their slots go to `members`).
enum GreedyStep {
    /// The claimed group's total count and count-weighted position sums, or nil when `s` was already taken or
    /// found nothing free. `listed` is the neighbour list length of `s` (`noList`: search the grid instead).
    @inline(__always)
    static func claim(_ s: Int, pos pv: FlatView<Spot>, count cv: FlatView<UInt32>, state sv: FlatView<UInt8>,
                      listed: Int, list lv: FlatView<UInt32>, listStart b: Int,
                      grid: HierarchyBuilder.Grid, cellStart st: FlatView<UInt32>, r: Double,
                      members: FlatArray<UInt32>) -> (sum: UInt64, x: Double, y: Double)? {
        if sv[s] != ItemState.untouched.rawValue { return nil }
        sv[s] = ItemState.visited.rawValue
        let p = pv[s], px = p.x, py = p.y
        let originCount = UInt64(cv[s])
        var sum = originCount
        var wx = px * Double(originCount), wy = py * Double(originCount)
        members.setCount(0)
        if listed != Int(HierarchyBuilder.noList) {
            // The neighbours found by the neighbour pass, in scan order; those still free join.
            for i in b..<(b + listed) {
                let t = Int(lv[i])
                if sv[t] == ItemState.untouched.rawValue {
                    sv[t] = ItemState.absorbed.rawValue
                    members.append(UInt32(t))
                    let q = pv[t], c = UInt64(cv[t])
                    sum += c
                    wx += q.x * Double(c); wy += q.y * Double(c)
                }
            }
        } else {
            let r2 = r * r
            grid.forEachRowRun(aroundX: px, y: py, st) { lo, hi in
                var t = HierarchyBuilder.windowStart(lo, hi, px: px, r: r, pv)
                let right = px + r
                while t < hi {
                    let q = pv[t]
                    if q.x > right { break }
                    // Distance first: only items within the radius are this visit's to read (the other side of a
                    // cut level may be writing the state of items farther away).
                    let dx = px - q.x, dy = py - q.y
                    if dx * dx + dy * dy <= r2 && sv[t] == ItemState.untouched.rawValue {
                        sv[t] = ItemState.absorbed.rawValue
                        members.append(UInt32(t))
                        let c = UInt64(cv[t])
                        sum += c
                        wx += q.x * Double(c); wy += q.y * Double(c)
                    }
                    t += 1
                }
            }
        }
        return members.count == 0 ? nil : (sum, wx, wy)
    }

    /// The other half of the step when the claimed total is under `minPoints`: the group stays as it is, its
    /// members marked to follow their origin (`originRank`) in the next level's data order.
    @inline(__always)
    static func keepSmallGroup(_ members: FlatArray<UInt32>, originRank: UInt32, state sv: FlatView<UInt8>,
                               groupRank gr: FlatView<UInt32>) {
        let mv = members.view
        for m in 0..<members.count {
            sv[Int(mv[m])] = ItemState.inSmallGroup.rawValue
            gr[Int(mv[m])] = originRank
        }
    }
}
