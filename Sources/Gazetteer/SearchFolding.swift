import Search

/// Names and queries as gazetteer keys: Search's own folding (`SearchText`), words joined by one space, UTF-8.
struct SearchFolding {
    private var text = SearchText()

    /// The folded scalars of `name`'s words joined by spaces (0x20).
    mutating func scalars(_ name: String, maxWords: Int = SearchIndex.maxQueryWords) -> [UInt32] {
        var out: [UInt32] = []
        for word in text.words(in: name, limit: maxWords) {
            if !out.isEmpty { out.append(0x20) }
            out += word
        }
        return out
    }

    mutating func key(_ name: String, maxWords: Int = 32) -> [UInt8] { Self.utf8(scalars(name, maxWords: maxWords)) }

    static func utf8(_ scalars: some Sequence<UInt32>) -> [UInt8] {
        var out: [UInt8] = []
        for v in scalars { if let s = Unicode.Scalar(v) { out += Array(String(s).utf8) } }
        return out
    }
}
