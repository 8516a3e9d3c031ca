/// Writes the gazetteer file (`GazetteerFormat`) for places and regions: every name and alternate folded by
/// `SearchFolding`, one key per distinct folding per place (the main name's when they fold alike), sorted.
/// The same input always gives the same bytes.
public enum GazetteerWriter {
    public static func bytes(regions: [String], places: [GazetteerRecord]) -> [UInt8] {
        var folder = SearchFolding()
        var keys: [(key: [UInt8], place: UInt32)] = []
        for (p, record) in places.enumerated() {
            var seen = Set<[UInt8]>()
            for (i, name) in ([record.name] + record.alternates).enumerated() {
                let key = folder.key(name)
                guard !key.isEmpty, seen.insert(key).inserted else { continue }
                keys.append((key, UInt32(p) | (i == 0 ? 0 : GazetteerFormat.alternateBit)))
            }
        }
        // By key, then the larger place first, then file order: deterministic.
        keys.sort { a, b in
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            let pa = places[Int(a.place & ~GazetteerFormat.alternateBit)].population
            let pb = places[Int(b.place & ~GazetteerFormat.alternateBit)].population
            if pa != pb { return pa > pb }
            return a.place < b.place
        }

        let tops = GazetteerTops(keys: keys.map(\.key), place: { Int(keys[$0].place & ~GazetteerFormat.alternateBit) },
                                 population: { places[$0].population }).tops
        let topEntries = tops.reduce(0) { $0 + $1.keys.count }

        var names: [UInt8] = [], nameStarts: [UInt32] = [0]
        for record in places { names += Array(record.name.utf8); nameStarts.append(UInt32(names.count)) }
        var regionText: [UInt8] = [], regionStarts: [UInt32] = [0]
        for name in regions { regionText += Array(name.utf8); regionStarts.append(UInt32(regionText.count)) }
        var keyText: [UInt8] = [], keyStarts: [UInt32] = [0]
        for entry in keys { keyText += entry.key; keyStarts.append(UInt32(keyText.count)) }

        var out = GazetteerFormat.magic
        for n in [places.count, regions.count, keys.count, names.count, regionText.count, keyText.count, tops.count, topEntries] {
            out.u32(UInt32(n))
        }
        out += [UInt8](repeating: 0, count: GazetteerFormat.headerSize - out.count)
        for r in places { out.u32(UInt32(bitPattern: Int32((r.latitude * 1e5).rounded()))) }
        out.pad()
        for r in places { out.u32(UInt32(bitPattern: Int32((r.longitude * 1e5).rounded()))) }
        out.pad()
        for r in places { out.u32(UInt32(r.population)) }
        out.pad()
        for s in nameStarts { out.u32(s) }
        out.pad()
        for r in places { out.u16(UInt16(r.country)) }
        out.pad()
        for r in places { out.u16(r.region.map { UInt16($0) } ?? GazetteerFormat.noRegion) }
        out.pad()
        for r in places { out.append(r.kind.rawValue) }
        out.pad()
        out += names; out.pad()
        for s in regionStarts { out.u32(s) }
        out.pad()
        out += regionText; out.pad()
        for s in keyStarts { out.u32(s) }
        out.pad()
        for entry in keys { out.u32(entry.place) }
        out.pad()
        out += keyText; out.pad()
        for t in tops { out.u32(t.lower) }
        for t in tops { out.u32(t.upper) }
        var start: UInt32 = 0
        out.u32(0)
        for t in tops { start += UInt32(t.keys.count); out.u32(start) }
        for t in tops { for k in t.keys { out.u32(k) } }
        return out
    }
}

extension [UInt8] {
    fileprivate mutating func u32(_ v: UInt32) { for i in 0..<4 { append(UInt8(truncatingIfNeeded: v >> (8 * i))) } }
    fileprivate mutating func u16(_ v: UInt16) { append(UInt8(truncatingIfNeeded: v)); append(UInt8(v >> 8)) }
    fileprivate mutating func pad() { while count % 4 != 0 { append(0) } }
}
