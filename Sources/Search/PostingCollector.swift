import MapCore

/// The first phase of building a `SearchIndex`: every word of every place's text gets an id, and each
/// (word, place, tier) is listed once, in place order. A struct with mutating methods rather than closures,
/// so the hot loop pays no exclusivity checks on captured state.
struct PostingCollector {
    var text = SearchText()
    var words: WordTable.Builder
    /// Word id and `place << 2 | tier` of each posting.
    var ids: [Int32] = []
    var values: [UInt32] = []
    private var word = WordBuffer()
    private var placeStart = 0
    private var placeBits: UInt32 = 0

    init(expectedPlaces: Int) {
        words = WordTable.Builder(expectedWords: max(1024, expectedPlaces / 4))
        ids.reserveCapacity(expectedPlaces * 8)
        values.reserveCapacity(expectedPlaces * 8)
    }

    /// Lists the words of one place, names first, so a word's first tier is its best. Website addresses are not
    /// searched: "tampere" in a shop's URL must not stand in for the city.
    mutating func add(_ place: borrowing Place, at index: Int) {
        placeStart = ids.count
        placeBits = UInt32(truncatingIfNeeded: index) << 2
        add(place.title, .name)
        add(place.details.address, .address)
        add(place.details.cuisine, .other)
        add(place.details.phone, .other)
        for property in place.details.extra { add(property.value, .other) }
    }

    /// Reads UTF-8 bytes: ASCII, most of the text, folds inline; other scalars are decoded here and folded
    /// by `SearchText` (the same rules as `SearchText.forEachWord`, which the tests compare this with).
    private mutating func add(_ value: String?, _ tier: SearchTier) {
        guard let value, !value.isEmpty else { return }
        var scalar: UInt32 = 0
        var continuations = 0
        UTF8Bytes.forEach(in: value) { byte in
            if byte < 0x80 {
                switch byte {
                case 0x61...0x7A, 0x30...0x39: word.append(UInt32(byte))
                case 0x41...0x5A: word.append(UInt32(byte) + 0x20)
                case 0x27: break
                default: if !word.isEmpty { commit(tier) }
                }
            } else if byte >= 0xC0 {
                // A lead byte: 110xxxxx, 1110xxxx or 11110xxx.
                if byte >= 0xF0 { scalar = UInt32(byte & 0x07); continuations = 3 } else if byte >= 0xE0 {
                    scalar = UInt32(byte & 0x0F); continuations = 2
                } else { scalar = UInt32(byte & 0x1F); continuations = 1 }
            } else {
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                continuations -= 1
                if continuations == 0, let s = Unicode.Scalar(scalar), !text.append(s, to: &word), !word.isEmpty { commit(tier) }
            }
        }
        if !word.isEmpty { commit(tier) }
    }

    private mutating func commit(_ tier: SearchTier) {
        let id = words.id(of: word)
        word.removeAll()
        // A word this place already lists (at a tier as good or better) adds nothing.
        var k = placeStart
        while k < ids.count {
            if ids[k] == id { return }
            k += 1
        }
        ids.append(id)
        values.append(placeBits | UInt32(tier.rawValue))
    }
}
