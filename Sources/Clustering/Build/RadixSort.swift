/// LSD radix sort of 64-bit keys, 11 bits per pass; passes whose digit never varies are skipped.
enum RadixSort {
    /// Sorts `keys` ascending (stable), using `scratch` of the same count as the second buffer. With `fromBit`,
    /// only bits from there up are compared (for keys whose high part is already unique: fewer passes).
    /// - Complexity: O(n · passes), passes ≤ 6.
    static func sort(_ keys: FlatArray<UInt64>, scratch: FlatArray<UInt64>, fromBit: UInt64 = 0) {
        let n = keys.count
        precondition(scratch.count >= n, "scratch too small")
        guard n > 1 else { return }
        var src = keys, dst = scratch
        var histogram = [Int](repeating: 0, count: 2048)
        var shift = fromBit
        var swapped = false
        // Any digit above the highest set bit is zero everywhere: stop there.
        var orAll: UInt64 = 0
        do { let v = keys.view; for i in 0..<n { orAll |= v[i] } }
        while shift < 64 && (orAll >> shift) != 0 {
            for i in 0..<2048 { histogram[i] = 0 }
            let s = src.view, d = dst.view
            for i in 0..<n { histogram[Int((s[i] >> shift) & 2047)] += 1 }
            if histogram[Int((s[0] >> shift) & 2047)] != n {
                var sum = 0
                for i in 0..<2048 { let c = histogram[i]; histogram[i] = sum; sum += c }
                for i in 0..<n {
                    let k = s[i]
                    let b = Int((k >> shift) & 2047)
                    d[histogram[b]] = k
                    histogram[b] += 1
                }
                swap(&src, &dst)
                swapped.toggle()
            }
            shift += 11
        }
        if swapped { keys.copy(from: scratch, at: 0, to: 0, count: n) }
    }
}
