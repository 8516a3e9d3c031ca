import Foundation
import MapCore
import Synchronization

/// A gazetteer file, checked once when opened, then read in place: every offset and index in it has been
/// bounds-checked, so lookups cannot leave the mapping.
final class GazetteerTable: Sendable {
    let bytes: MappedBytes
    let placeCount: Int
    let regionCount: Int
    let keyCount: Int
    let layout: GazetteerFormat.Layout
    let nameBytes: Int, regionBytes: Int, keyBytes: Int
    /// Top lists (`GazetteerTops`) and their entries.
    let topCount: Int, topEntries: Int
    /// Folded words of each region name (for "Paris, Texas").
    /// Folded on the first "Paris, Texas" query, not at open: 3,800 regions would cost the first keystroke.
    private let foldedRegions = Mutex<[[UInt8]]?>(nil)
    /// Per key, its place's `GazetteerCell` (high 10 bits) and population class (low 6 bits, see `reachClass`):
    /// read in key order, a long scan passes over places too small for their distance without touching them.
    let keyReach: [UInt16]

    /// Most entries of each kind a file may declare (far above GeoNames' 235k places and ~1M names).
    static let maxEntries = 1 << 24
    static let maxBytes = 1 << 30

    /// Checks the header, every section's bounds, and that every start, place, country, region and kind is in range.
    /// - Complexity: O(places + keys).
    init(bytes: MappedBytes) throws(GazetteerError) {
        self.bytes = bytes
        guard bytes.count >= GazetteerFormat.headerSize else { throw .malformed("shorter than its header") }
        for (i, b) in GazetteerFormat.magic.enumerated() where bytes.u8(i) != b {
            throw .malformed("not a Pinmap gazetteer (magic)")
        }
        let counts = (0..<8).map { Int(bytes.u32(8 + 4 * $0)) }
        guard counts[0...2].allSatisfy({ $0 <= Self.maxEntries }), counts[3...5].allSatisfy({ $0 <= Self.maxBytes }),
              counts[6...7].allSatisfy({ $0 <= Self.maxEntries }) else {
            throw .malformed("counts too large")
        }
        (placeCount, regionCount, keyCount, nameBytes, regionBytes, keyBytes) = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
        (topCount, topEntries) = (counts[6], counts[7])
        layout = GazetteerFormat.Layout(places: placeCount, regions: regionCount, keys: keyCount, nameBytes: nameBytes,
                                        regionBytes: regionBytes, keyBytes: keyBytes, tops: topCount, topEntries: topEntries)
        guard layout.end == bytes.count else { throw .malformed("size \(bytes.count) bytes, its header says \(layout.end)") }
        guard regionCount < Int(GazetteerFormat.noRegion) else { throw .malformed("too many regions") }

        try Self.checkStarts(bytes, at: layout.nameStarts, count: placeCount, limit: nameBytes, what: "name")
        try Self.checkStarts(bytes, at: layout.regionStarts, count: regionCount, limit: regionBytes, what: "region")
        try Self.checkStarts(bytes, at: layout.keyStarts, count: keyCount, limit: keyBytes, what: "key")
        var placeReach = [UInt16](repeating: 0, count: placeCount)
        for p in 0..<placeCount {
            guard Int(bytes.u16(layout.country + 2 * p)) < regionCount else { throw .malformed("place \(p): country out of range") }
            let r = bytes.u16(layout.region + 2 * p)
            guard r == GazetteerFormat.noRegion || Int(r) < regionCount else { throw .malformed("place \(p): region out of range") }
            guard GazetteerKind(rawValue: bytes.u8(layout.kind + p)) != nil else { throw .malformed("place \(p): unknown kind") }
            let lat = Double(bytes.i32(layout.lat + 4 * p)) / 1e5, lon = Double(bytes.i32(layout.lon + 4 * p)) / 1e5
            guard (-90...90).contains(lat), (-180...180).contains(lon) else { throw .malformed("place \(p): coordinate out of range") }
            let cell = GazetteerCell.index(Coordinate(clampingLatitude: lat, wrappingLongitude: lon))
            placeReach[p] = UInt16(cell) << 6 | UInt16(Self.reachClass(Int(bytes.u32(layout.population + 4 * p))))
        }
        var keyReach = [UInt16](repeating: 0, count: keyCount)
        for k in 0..<keyCount {
            let place = Int(bytes.u32(layout.keyPlaces + 4 * k) & ~GazetteerFormat.alternateBit)
            guard place < placeCount else { throw .malformed("key \(k): place out of range") }
            keyReach[k] = placeReach[place]
        }
        self.keyReach = keyReach
        try checkTops()
    }

    /// ⌈6·log₁₀ population⌉ (at least 0, at most 63): log₁₀ of any population of class c is at most c / 6.
    static func reachClass(_ population: Int) -> Int {
        min(63, max(0, Int((log10(Double(max(population, 1))) * 6).rounded(.up))))
    }

    /// Folded words of each region name (for "Paris, Texas").
    var regionKeys: [[UInt8]] {
        foldedRegions.withLock { folded in
            if let folded { return folded }
            var folder = SearchFolding()
            let made = (0..<regionCount).map { r in folder.key(regionName(r)) }
            folded = made
            return made
        }
    }

    /// Top lists: ranges in order and inside the keys, entries inside their range and biggest first.
    private func checkTops() throws(GazetteerError) {
        try Self.checkStarts(bytes, at: layout.topStarts, count: topCount, limit: topEntries, what: "top list")
        var previous = (UInt32(0), UInt32(0))
        for t in 0..<topCount {
            let range = (bytes.u32(layout.topLower + 4 * t), bytes.u32(layout.topUpper + 4 * t))
            guard range.0 < range.1, Int(range.1) <= keyCount, t == 0 || previous < range else {
                throw .malformed("top list \(t): key range out of order or bounds")
            }
            previous = range
            var last = Int.max
            for e in Int(bytes.u32(layout.topStarts + 4 * t))..<Int(bytes.u32(layout.topStarts + 4 * t + 4)) {
                let k = bytes.u32(layout.topKeys + 4 * e)
                guard k >= range.0, k < range.1 else { throw .malformed("top list \(t): key outside its range") }
                let population = self.population(keyPlace(Int(k)).place)
                guard population <= last else { throw .malformed("top list \(t): not biggest first") }
                last = population
            }
        }
    }

    /// The positions of the top list of exactly the keys `range` (`GazetteerTops`).
    /// - Complexity: O(log T).
    func top(for range: Range<Int>) -> Range<Int>? {
        let want = (UInt32(truncatingIfNeeded: range.lowerBound), UInt32(truncatingIfNeeded: range.upperBound))
        var lo = 0, hi = topCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if (bytes.u32(layout.topLower + 4 * mid), bytes.u32(layout.topUpper + 4 * mid)) < want { lo = mid + 1 } else { hi = mid }
        }
        guard lo < topCount, (bytes.u32(layout.topLower + 4 * lo), bytes.u32(layout.topUpper + 4 * lo)) == want else { return nil }
        return Int(bytes.u32(layout.topStarts + 4 * lo))..<Int(bytes.u32(layout.topStarts + 4 * lo + 4))
    }

    /// Key of top-list entry `e`.
    @inline(__always) func topKey(_ e: Int) -> Int { Int(bytes.u32(layout.topKeys + 4 * e)) }

    private static func checkStarts(_ b: MappedBytes, at offset: Int, count: Int, limit: Int, what: String) throws(GazetteerError) {
        var previous: UInt32 = 0
        guard b.u32(offset) == 0 else { throw .malformed("\(what) starts do not begin at 0") }
        for i in 0...count {
            let s = b.u32(offset + 4 * i)
            guard s >= previous, Int(s) <= limit else { throw .malformed("\(what) \(i): start out of order or bounds") }
            previous = s
        }
        guard Int(previous) == limit else { throw .malformed("\(what) text length disagrees with the header") }
    }

    // MARK: Keys

    @inline(__always) func keyRange(_ k: Int) -> (Int, Int) {
        (layout.keyText + Int(bytes.u32(layout.keyStarts + 4 * k)), layout.keyText + Int(bytes.u32(layout.keyStarts + 4 * k + 4)))
    }

    @inline(__always) func keyLength(_ k: Int) -> Int { let (s, e) = keyRange(k); return e - s }

    /// The place of key `k`, and whether the key is an alternate name.
    @inline(__always) func keyPlace(_ k: Int) -> (place: Int, alternate: Bool) {
        let v = bytes.u32(layout.keyPlaces + 4 * k)
        return (Int(v & ~GazetteerFormat.alternateBit), v & GazetteerFormat.alternateBit != 0)
    }

    /// Keys that start with `prefix`.
    /// - Complexity: O(log K · prefix length).
    func keys(withPrefix prefix: [UInt8]) -> Range<Int> {
        let lower = lowerBound(prefix, prefixEnd: false)
        let upper = lowerBound(prefix, prefixEnd: true)
        return lower..<max(lower, upper)
    }

    /// Keys inside `range` that start with `prefix`, every key of `range` already sharing its first `from` bytes.
    /// No allocation: the typo search calls this a few hundred times per query.
    /// - Complexity: O(log |range| · prefix length).
    func keys(withPrefix prefix: [UInt8], in range: Range<Int>, from: Int) -> Range<Int> {
        let lower = lowerBound(prefix, prefixEnd: false, in: range, from: from)
        let upper = lowerBound(prefix, prefixEnd: true, in: lower..<range.upperBound, from: from)
        return lower..<max(lower, upper)
    }

    /// The end of the run of keys from `start` (which starts with `prefix`) that start with `prefix`, by galloping:
    /// cheap for the short runs most next letters have.
    /// - Complexity: O(log run length · prefix length).
    func prefixRunEnd(_ prefix: [UInt8], from start: Int, before end: Int, skipping from: Int) -> Int {
        var good = start, step = 1
        while good + step < end {
            let (s, e) = keyRange(good + step)
            guard bytes.compare(s, e, prefix, from: from, prefixOnly: true) == 0 else { break }
            good += step; step *= 2
        }
        return lowerBound(prefix, prefixEnd: true, in: (good + 1)..<min(end, good + step), from: from)
    }

    private func lowerBound(_ key: [UInt8], prefixEnd: Bool, in range: Range<Int> = 0..<Int.max, from: Int = 0) -> Int {
        var lo = range.lowerBound, hi = min(range.upperBound, keyCount)
        while lo < hi {
            let mid = (lo + hi) / 2
            let (s, e) = keyRange(mid)
            let order = bytes.compare(s, e, key, from: from, prefixOnly: prefixEnd)
            if order < 0 || (prefixEnd && order == 0) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Byte `at` of key `k`, or nil past its end.
    @inline(__always) func keyByte(_ k: Int, at: Int) -> UInt8? {
        let (s, e) = keyRange(k)
        return s + at < e ? bytes.u8(s + at) : nil
    }

    /// The bytes of key `k` from byte `from` on.
    func keyBytes(_ k: Int, from: Int) -> [UInt8] {
        let (s, e) = keyRange(k)
        return bytes.array(min(e, s + from), e)
    }

    // MARK: Places

    @inline(__always) func population(_ p: Int) -> Int { Int(bytes.u32(layout.population + 4 * p)) }

    @inline(__always) func coordinate(_ p: Int) -> Coordinate {
        Coordinate(clampingLatitude: Double(bytes.i32(layout.lat + 4 * p)) / 1e5,
                   wrappingLongitude: Double(bytes.i32(layout.lon + 4 * p)) / 1e5)
    }

    func countryIndex(_ p: Int) -> Int { Int(bytes.u16(layout.country + 2 * p)) }

    func regionIndex(_ p: Int) -> Int? {
        let r = bytes.u16(layout.region + 2 * p)
        return r == GazetteerFormat.noRegion ? nil : Int(r)
    }

    func regionName(_ r: Int) -> String {
        bytes.string(layout.regionText + Int(bytes.u32(layout.regionStarts + 4 * r)), layout.regionText + Int(bytes.u32(layout.regionStarts + 4 * r + 4)))
    }

    func place(_ p: Int) -> GazetteerPlace {
        let name = bytes.string(layout.names + Int(bytes.u32(layout.nameStarts + 4 * p)), layout.names + Int(bytes.u32(layout.nameStarts + 4 * p + 4)))
        return GazetteerPlace(name: name, coordinate: coordinate(p), population: population(p),
                              kind: GazetteerKind(rawValue: bytes.u8(layout.kind + p)) ?? .village,
                              region: regionIndex(p).map(regionName), country: regionName(countryIndex(p)), id: p)
    }
}
