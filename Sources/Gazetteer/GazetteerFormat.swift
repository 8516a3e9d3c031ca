/// The bundled file's layout (version 2), all integers little-endian, every section starting on 4 bytes:
///
/// header (64 bytes): magic "PMGAZET2", then u32 places P, regions R, keys K, name bytes, region bytes, key bytes,
///          top lists T, top entries E
/// places:  i32 latitude×1e5 [P], i32 longitude×1e5 [P], u32 population [P], u32 name starts [P+1],
///          u16 country [P], u16 region [P] (0xFFFF: none), u8 kind [P]
/// names:   UTF-8, place p is `names[start[p]..<start[p+1]]`
/// regions: u32 starts [R+1], UTF-8 (countries and first-level regions)
/// keys:    u32 starts [K+1], u32 place [K] (bit 31: an alternate name), folded UTF-8; sorted by key bytes,
///          then population (largest first), so a prefix is one binary search and its places come biggest first.
/// tops:    u32 first key [T], u32 end key [T], u32 starts [T+1], u32 key [E]: for every key range of a short prefix
///          with more than `topRangeKeys` keys, its `topPlaces` biggest places (each by its first key in the range),
///          biggest first; sorted by range. A query ranks them first, so its bar is high before it scans the range.
///
/// A key is a name folded by `SearchText` (the search box's folding), its words joined by one space.
enum GazetteerFormat {
    static let magic: [UInt8] = Array("PMGAZET2".utf8)
    static let headerSize = 64
    static let noRegion: UInt16 = 0xFFFF
    static let alternateBit: UInt32 = 1 << 31
    /// A prefix range with more keys than this gets a top list; scanning this many keys takes about 0.4 ms.
    static let topRangeKeys = 2048
    /// Places in a top list: enough that the 20 best of them set a bar most of the range's keys fall under by
    /// population alone (one read and a compare each), wherever the view is.
    static let topPlaces = 512

    static func padded(_ n: Int) -> Int { (n + 3) & ~3 }

    /// Byte offsets of each section for the counts in a header.
    struct Layout: Equatable {
        var lat = 0, lon = 0, population = 0, nameStarts = 0, country = 0, region = 0, kind = 0
        var names = 0, regionStarts = 0, regionText = 0, keyStarts = 0, keyPlaces = 0, keyText = 0
        var topLower = 0, topUpper = 0, topStarts = 0, topKeys = 0, end = 0

        init(places p: Int, regions r: Int, keys k: Int, nameBytes: Int, regionBytes: Int, keyBytes: Int, tops t: Int, topEntries e: Int) {
            var at = GazetteerFormat.headerSize
            func take(_ n: Int) -> Int { defer { at += GazetteerFormat.padded(n) }; return at }
            lat = take(4 * p); lon = take(4 * p); population = take(4 * p); nameStarts = take(4 * (p + 1))
            country = take(2 * p); region = take(2 * p); kind = take(p)
            names = take(nameBytes)
            regionStarts = take(4 * (r + 1)); regionText = take(regionBytes)
            keyStarts = take(4 * (k + 1)); keyPlaces = take(4 * k); keyText = take(keyBytes)
            topLower = take(4 * t); topUpper = take(4 * t); topStarts = take(4 * (t + 1)); topKeys = take(4 * e)
            end = at
        }
    }
}
