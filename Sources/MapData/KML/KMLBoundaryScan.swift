#if canImport(Glibc)
import Glibc
#endif

/// What the later part of a large KML file needs from the bytes before its boundary, found by scanning tags (no
/// parse, no entity expansion): the elements open there with their start tags, each open folder's last `<name>`
/// element, the styles outside placemarks, the placemarks and the line breaks. `KMLSplitReader` checks the scan
/// against the first part's parse; any construct the scan does not follow refuses the split. What it keeps is
/// copied as it is met: the first part gives back the pages behind `keepsFrom`.
struct KMLBoundaryScan: XMLBoundaryScan {
    struct Open {
        var name: [UInt8]
        var startTag: [UInt8]
        /// Its last `<name>…</name>` child so far, when it is a Folder.
        var folderName: [UInt8]?
    }

    private(set) var open: [Open] = []
    /// Whole `<Style>` and `<StyleMap>` elements outside placemarks, in file order.
    private(set) var styles: [[UInt8]] = []
    private(set) var placemarks = 0
    private(set) var newlines = 0
    /// Something the scan does not follow (a DTD part, a prefixed element outside placemarks, unbalanced tags).
    private(set) var refused = false
    private(set) var position: Int
    /// Once the scan holds at its limit: the first part's end tags, and what the later part reads after the head:
    /// the open elements (each folder with its name) and the styles, with their line breaks.
    private(set) var closingTags: [UInt8] = []
    private(set) var reopening: [UInt8] = []
    private(set) var reopeningNewlines = 0
    /// The open count at which the open placemark, style or folder name sits; inside a placemark only its depth
    /// is followed (libxml2 checks the names of the first part).
    private var placemarkDepth: Int?
    private var depthInPlacemark = 0
    private var style: (at: Int, depth: Int)?
    private var name: (at: Int, depth: Int)?

    init(from start: Int) { position = start }

    /// A style or folder name being read started here: its bytes are copied at its end.
    var keepsFrom: Int { min(position, style?.at ?? .max, name?.at ?? .max) }

    /// Whether the scan stopped exactly at `boundary` between elements a split can reopen (Document and Folder).
    func holds(at boundary: Int) -> Bool {
        !refused && position == boundary && placemarkDepth == nil && style == nil && name == nil
            && open.allSatisfy { Self.same($0.name, Self.document) || Self.same($0.name, Self.folder) }
    }

    /// Scans on to `end`, finishing a tag or comment that straddles it but never reading past `limit`.
    mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, to end: Int, limit: Int) {
        let from = position
        var at = position
        while !refused, at < end {
            guard let lt = Self.find(UInt8(ascii: "<"), in: buffer, from: at, to: end) else { at = end; break }
            at = step(buffer, at: lt, limit: limit)
        }
        if refused { return }
        for i in from..<min(at, limit) where buffer[i] == 0x0A { newlines += 1 }
        position = min(at, limit)
        if at > limit { refused = true }
        if position == limit && holds(at: limit) { prepareSplit() }
    }

    private mutating func prepareSplit() {
        for element in open.reversed() { closingTags += Array("</".utf8) + element.name + [UInt8(ascii: ">")] }
        closingTags += Array("</kml>".utf8)
        for element in open {
            reopening += element.startTag
            if let name = element.folderName { reopening += name }
        }
        for style in styles { reopening += style }
        reopeningNewlines = reopening.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// One construct starting at `<` at `i`; the offset after it.
    private mutating func step(_ b: UnsafeBufferPointer<UInt8>, at i: Int, limit: Int) -> Int {
        func starts(_ text: StaticString) -> Bool {
            let n = text.utf8CodeUnitCount
            guard i + n <= limit else { return false }
            return (0..<n).allSatisfy { b[i + $0] == text.utf8Start[$0] }
        }
        if starts("<!--") { return Self.past("-->", in: b, from: i + 4, limit: limit) ?? fail(limit) }
        if starts("<![CDATA[") { return Self.past("]]>", in: b, from: i + 9, limit: limit) ?? fail(limit) }
        if starts("<?") { return Self.past("?>", in: b, from: i + 2, limit: limit) ?? fail(limit) }
        guard i + 1 < limit, b[i + 1] != UInt8(ascii: "!") else { return fail(limit) }
        let closing = b[i + 1] == UInt8(ascii: "/")
        var j = closing ? i + 2 : i + 1
        let nameStart = j
        while j < limit, !Self.isSpace(b[j]), b[j] != UInt8(ascii: ">"), b[j] != UInt8(ascii: "/") { j += 1 }
        let tagName = nameStart..<j
        // To the tag's `>`, past quoted attribute values (which may hold `>`).
        var quote: UInt8?
        while j < limit {
            let c = b[j]
            if let q = quote { if c == q { quote = nil } } else if c == 0x22 || c == 0x27 { quote = c } else if c == UInt8(ascii: ">") { break }
            j += 1
        }
        guard j < limit, !tagName.isEmpty else { return fail(limit) }
        let end = j + 1
        let empty = !closing && b[j - 1] == UInt8(ascii: "/")
        if placemarkDepth != nil {
            // Inside a placemark: its depth only, until it closes.
            if closing { depthInPlacemark -= 1 } else if !empty { depthInPlacemark += 1 }
            if depthInPlacemark == 0 { placemarkDepth = nil; open.removeLast() }
            return end
        }
        if closing { close(b, tagName, end: end) } else { start(b, tagName, at: i, end: end, empty: empty) }
        return end
    }

    /// A start tag outside placemarks.
    private mutating func start(_ b: UnsafeBufferPointer<UInt8>, _ tag: Range<Int>, at i: Int, end: Int, empty: Bool) {
        if b[tag].contains(UInt8(ascii: ":")) { refused = true; return }
        if Self.equal(b, tag, Self.placemark) {
            placemarks += 1
            if !empty { placemarkDepth = open.count; depthInPlacemark = 1 }
        }
        if style == nil && (Self.equal(b, tag, Self.style) || Self.equal(b, tag, Self.styleMap)) {
            if empty { styles.append(Array(b[i..<end])) } else { style = (i, open.count) }
        }
        if style == nil, Self.equal(b, tag, Self.name), let parent = open.last, Self.same(parent.name, Self.folder) {
            if empty { open[open.count - 1].folderName = Array(b[i..<end]) } else { name = (i, open.count) }
        }
        if !empty { open.append(Open(name: Array(b[tag]), startTag: Array(b[i..<end]))) }
    }

    /// An end tag outside placemarks.
    private mutating func close(_ b: UnsafeBufferPointer<UInt8>, _ tag: Range<Int>, end: Int) {
        guard let top = open.last, top.name.elementsEqual(b[tag]) else { refused = true; return }
        open.removeLast()
        if let s = style, s.depth == open.count { styles.append(Array(b[s.at..<end])); style = nil }
        if let n = name, n.depth == open.count { open[open.count - 1].folderName = Array(b[n.at..<end]); name = nil }
    }

    private mutating func fail(_ limit: Int) -> Int {
        refused = true
        return limit
    }

    private static let document: StaticString = "Document", folder: StaticString = "Folder"
    private static let placemark: StaticString = "Placemark", style: StaticString = "Style", styleMap: StaticString = "StyleMap"
    private static let name: StaticString = "name"

    static func same(_ bytes: [UInt8], _ text: StaticString) -> Bool { text.withUTF8Buffer { bytes.elementsEqual($0) } }

    static func equal(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && range.indices.allSatisfy { b[$0] == text.utf8Start[$0 - range.lowerBound] }
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    static func find(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let base = b.baseAddress, let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset just past `terminator` at or after `from`, or nil when it does not end before `limit`.
    private static func past(_ terminator: StaticString, in b: UnsafeBufferPointer<UInt8>, from: Int, limit: Int) -> Int? {
        let n = terminator.utf8CodeUnitCount, first = terminator.utf8Start[0]
        var i = from
        while let hit = find(first, in: b, from: i, to: limit - n + 1) {
            if (0..<n).allSatisfy({ b[hit + $0] == terminator.utf8Start[$0] }) { return hit + n }
            i = hit + 1
        }
        return nil
    }
}
