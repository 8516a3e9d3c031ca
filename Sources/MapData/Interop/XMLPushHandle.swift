import CXML

/// libxml2's SAX2 push parser over bytes in memory, fed one chunk at a time: the C callbacks append compact
/// events (element names interned once per libxml2 dictionary pointer, text and attribute values as bytes in
/// one arena) to `XMLEventBuffer`, which `XMLPullParser` drains before the next chunk is fed. Measured on a
/// million-placemark KML, the push parser alone costs under half of xmlTextReader (docs/PERFORMANCE.md).
/// Network, DTD loading, DTD attributes and entity substitution are off, entities are never looked up
/// (`getEntity` and `entityDecl` are NULL), and a DOCTYPE stops the parser at once; errors are collected here,
/// never printed. Only `XMLPullParser` uses it.
final class XMLPushHandle {
    /// Bytes handed to `xmlParseChunk` at a time (the pull parser's event buffer holds at most one chunk's events).
    static let chunkBytes = 64 << 10
    /// Fed bytes are given back (a mapped file's) in steps of this many: libxml2 keeps its own copy of what it needs.
    private static let releaseStep = 8 << 20

    private let bytes: ByteWindow
    private let context: xmlParserCtxtPtr
    let events: XMLEventBuffer
    private var offset = 0
    private var releasedTo = 0
    /// The window's bytes are fed up to here (`XMLPart.range`).
    private let end: Int
    /// The part's prefix bytes not fed yet (`XMLPart.prefix`; the suffix is fed after the range).
    private var pendingPrefix: [UInt8]
    private let part: XMLPart
    /// No more chunks: the whole document was fed, or libxml2 stopped on a fatal error or a DOCTYPE.
    private(set) var done = false

    init?(bytes: ByteWindow, limits: XMLLimits, watching: [String], part: XMLPart = .whole) {
        self.bytes = bytes
        self.part = part
        let range = part.range ?? 0..<bytes.count
        end = range.upperBound
        events = XMLEventBuffer(limits: limits, watching: watching)
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, localName, _, _, _, _, attributeCount, _, attributes in
            guard let user, let localName else { return }
            XMLEventBuffer.from(user).start(localName, attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { user, localName, _, _ in
            guard let user, let localName else { return }
            XMLEventBuffer.from(user).end(localName)
        }
        let characters: charactersSAXFunc = { user, text, length in
            guard let user, let text, length > 0 else { return }
            XMLEventBuffer.from(user).text(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        handler.characters = characters
        handler.ignorableWhitespace = characters
        handler.cdataBlock = characters
        // A DOCTYPE that got past XMLPrologue (after megabytes of comments, or in UTF-16): stop before its subset.
        handler.internalSubset = { user, _, _, _ in
            guard let user else { return }
            XMLEventBuffer.from(user).refuseDoctype()
        }
        handler.externalSubset = handler.internalSubset
        handler.serror = { user, error in
            guard let user, let error else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
            XMLEventBuffer.from(user).fail(level: Int(error.pointee.level.rawValue), code: Int(error.pointee.code),
                                           line: Int(error.pointee.line), message: message)
        }
        // The first bytes let libxml2 detect the encoding; the rest follow chunk by chunk.
        let user = Unmanaged.passUnretained(events).toOpaque()
        let created: xmlParserCtxtPtr?
        if part.prefix.isEmpty {
            let first = min(4, range.count)
            created = bytes.withContiguousStorageIfAvailable { buffer in
                (buffer.baseAddress! + range.lowerBound).withMemoryRebound(to: CChar.self, capacity: max(first, 1)) { start in
                    xmlCreatePushParserCtxt(&handler, user, first > 0 ? start : nil, Int32(first), nil)
                }
            } ?? nil
            offset = range.lowerBound + first
            pendingPrefix = []
        } else {
            let first = min(4, part.prefix.count)
            created = part.prefix.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: first) { start in
                    xmlCreatePushParserCtxt(&handler, user, start, Int32(first), nil)
                }
            }
            offset = range.lowerBound
            pendingPrefix = Array(part.prefix.dropFirst(first))
        }
        releasedTo = range.lowerBound
        guard let created else { return nil }
        context = created
        // NONET: no network; no NOENT, DTDLOAD or DTDATTR: entities stay unexpanded and no DTD is fetched.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue
            | XML_PARSE_BIG_LINES.rawValue)
        xmlCtxtUseOptions(context, options)
        events.context = UnsafeMutableRawPointer(context)
    }

    deinit { xmlFreeParserCtxt(context) }

    /// Parses the next chunk (or finishes the document after the last one), appending its events.
    func feed() {
        guard !done else { return }
        if !pendingPrefix.isEmpty {
            parse(pendingPrefix, terminate: false)
            pendingPrefix = []
        } else {
            let count = min(Self.chunkBytes, end - offset)
            let last = count < Self.chunkBytes
            let suffixed = !part.suffix.isEmpty || part.lateSuffix != nil
            _ = bytes.withContiguousStorageIfAvailable { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                    xmlParseChunk(context, count > 0 ? start + offset : nil, Int32(count), last && !suffixed ? 1 : 0)
                }
            }
            offset += count
            if last, suffixed {
                let suffix = part.suffix.isEmpty ? part.lateSuffix?() ?? [] : part.suffix
                if suffix.isEmpty { xmlParseChunk(context, nil, 0, 1) } else { parse(suffix, terminate: true) }
            }
            giveBack()
            if last { done = true }
        }
        if context.pointee.wellFormed == 0 || context.pointee.disableSAX != 0 || events.stopped { done = true }
    }

    private func parse(_ chunk: [UInt8], terminate: Bool) {
        chunk.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                _ = xmlParseChunk(context, start, Int32(buffer.count), terminate ? 1 : 0)
            }
        }
    }

    /// Gives back the pages fed so far, every `releaseStep`: a later part its own range's, the first part those
    /// before its release limit.
    private func giveBack() {
        let limit = part.isLater ? offset : min(offset, part.releaseLimit?() ?? offset)
        guard limit - releasedTo >= Self.releaseStep else { return }
        if part.isLater {
            bytes.release(releasedTo..<limit)
        } else {
            bytes.release(before: limit)
        }
        releasedTo = limit
    }

    /// How many bytes of the document libxml2 has taken so far.
    var bytesFed: Int { offset }

    /// Whether the bytes libxml2 has taken so far contain `needle` (asked once, at a DOCTYPE).
    func bytesFedContain(_ needle: [UInt8]) -> Bool {
        // Bytes given back behind the parser are read again from the file.
        let fed = bytes.restored(0..<offset)
        guard let first = needle.first, fed.count >= needle.count else { return false }
        var index = fed.startIndex
        while let found = fed[index...].firstIndex(of: first) {
            if fed[found...].starts(with: needle) { return true }
            index = found + 1
        }
        return false
    }
}
