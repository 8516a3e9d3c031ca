import Graphics

/// Text layouts kept between frames, one per (font, text), LRU-bounded, so a frame shapes no text it shaped before.
final class TextCache {
    private struct Key: Hashable { let font: String; let text: String }
    private var layouts: LRUCache<Key, TextLayout>

    init(capacity: Int) { layouts = LRUCache(capacity: capacity) }

    var count: Int { layouts.count }

    /// Drops every layout and the table's room (the map is idle; the next frame shapes its few texts again).
    func removeAll() { layouts.removeAll() }

    func layout(_ text: String, font: String) -> TextLayout {
        let key = Key(font: font, text: text)
        if let l = layouts.value(for: key) { return l }
        let l = TextLayout(text: text, font: font)
        layouts.insert(l, for: key)
        return l
    }
}
