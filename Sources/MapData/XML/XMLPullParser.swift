/// A pull parser over an XML document in memory, on libxml2's SAX2 push parser: elements, their attributes and
/// their text, one event at a time, never a tree. `next()` feeds libxml2 the next chunk when the events of the
/// last one are all taken. No DTD is read and none is allowed (a DOCTYPE or an entity is an error), no entity is
/// expanded, nothing is fetched from the network; depth, text per element and attributes per element are
/// capped by `XMLLimits`.
public final class XMLPullParser {
    private let handle: XMLPushHandle
    private let buffer: XMLEventBuffer
    private let limits: XMLLimits
    // One thread reads a parser, and libxml2's callbacks run inside `next()`: the fields below skip Swift's dynamic
    // exclusivity checks, which perf put at about 18 % of a million-placemark KML read.
    @exclusivity(unchecked) private var open: [String] = []
    /// The open elements' codes (`code`), parallel to `open`.
    @exclusivity(unchecked) private var openCodes: [Int32] = []
    /// The code of the element the last start or end event named: its index in the `watching` list the parser was
    /// made with, or -1. Readers switch on it instead of comparing names as strings.
    @exclusivity(unchecked) public private(set) var code: Int32 = -1
    /// The next event of `buffer` to hand out.
    @exclusivity(unchecked) private var cursor = 0
    /// The start event just handed out (its attributes are read from it), or -1.
    @exclusivity(unchecked) private var current = -1
    @exclusivity(unchecked) private var textBytes = 0
    @exclusivity(unchecked) private var finished = false
    /// False skips text nodes without turning them into strings (a reader not interested in them).
    @exclusivity(unchecked) public var collectsText = true
    /// Added to the lines of events (a later part's, counted from the document's start).
    private let lineOffset: Int

    /// - Throws: `.tooLarge` when the document is over `limits.documentBytes`.
    /// A parser over its own copy of `bytes` (the readers use the window they are given, without a copy).
    public convenience init(bytes: [UInt8], limits: XMLLimits = .standard, watching: [String] = []) throws(XMLReadError) {
        try self.init(bytes: ByteWindow(file: FileBuffer(copying: bytes)), limits: limits, watching: watching)
    }

    /// `watching`: the element names the reader tells apart, whose index in it is an event's `code`; `part`: the
    /// bytes read when the document is read in two parts at once (`XMLPart`).
    init(bytes: ByteWindow, limits: XMLLimits = .standard, watching: [String] = [], part: XMLPart = .whole) throws(XMLReadError) {
        guard bytes.count <= limits.documentBytes else {
            throw .tooLarge(line: nil, detail: "\(bytes.count) bytes; the limit is \(limits.documentBytes / (1 << 20)) MiB")
        }
        if let doctype = XMLPrologue.doctype(in: bytes) {
            throw doctype.declaresEntities ? .entity(line: doctype.line) : .dtd(line: doctype.line)
        }
        guard let handle = XMLPushHandle(bytes: bytes, limits: limits, watching: watching, part: part) else {
            throw .notWellFormed(line: 1, message: "libxml2 could not start a parser")
        }
        self.handle = handle
        buffer = handle.events
        self.limits = limits
        lineOffset = part.lineOffset
    }

    /// The elements open at this point, outermost first (the current one last).
    public var path: [String] { open }

    /// How many elements are open (`path.count` without copying the path).
    public var depth: Int { open.count }

    /// The code of the element enclosing the one just started (-1 at the root, or when it is not watched).
    public var parentCode: Int32 { openCodes.count >= 2 ? openCodes[openCodes.count - 2] : -1 }

    /// The next event, or nil at the end of a well-formed document.
    /// - Complexity: O(1) per event apart from the node's own text and attributes.
    public func next() throws(XMLReadError) -> XMLEvent? {
        current = -1
        while !finished {
            guard cursor < buffer.events.count else {
                try refill()
                continue
            }
            let event = buffer.events[cursor]
            cursor += 1
            switch event.kind {
            case .start:
                let name = buffer.names[Int(event.name)]
                let line = Int(event.line) + lineOffset
                guard open.count < limits.depth else {
                    throw .tooLarge(line: line, detail: "elements nested deeper than \(limits.depth)")
                }
                open.append(name)
                code = buffer.codes[Int(event.name)]
                openCodes.append(code)
                textBytes = 0
                current = cursor - 1
                return .start(name: name, line: line)
            case .end:
                textBytes = 0
                code = openCodes.popLast() ?? -1
                return .end(name: open.popLast() ?? buffer.names[Int(event.name)])
            case .text:
                guard collectsText else { continue }
                textBytes += Int(event.count)
                guard textBytes <= limits.textBytes else {
                    throw .tooLarge(line: Int(event.line),
                                    detail: "<\(open.last ?? "?")> holds more than \(limits.textBytes / (1 << 20)) MiB of text")
                }
                return .text(buffer.string(start: event.start, count: event.count), line: Int(event.line) + lineOffset)
            }
        }
        return nil
    }

    /// Every event handed out: feeds the next chunk, or ends (with the first error, if any).
    private func refill() throws(XMLReadError) {
        buffer.reset()
        cursor = 0
        guard handle.done else { return handle.feed() }
        finished = true
        if let line = buffer.doctypeLine {
            throw handle.bytesFedContain(Array("<!ENTITY".utf8)) ? .entity(line: line) : .dtd(line: line)
        }
        if let error = buffer.limitError { throw error }
        if let failure = buffer.failure { throw Self.error(for: failure) }
    }

    /// The attributes of the element just started, as (name index, value range) in the buffer.
    private var currentAttributes: ArraySlice<XMLEventBuffer.Attribute> {
        guard current >= 0 else { return [] }
        let event = buffer.events[current]
        return buffer.attributes[Int(event.start)..<Int(event.start + event.count)]
    }

    /// The value of attribute `name` of the element just started.
    public func attribute(_ name: String) -> String? {
        guard let found = currentAttributes.first(where: { buffer.names[Int($0.name)] == name }) else { return nil }
        return buffer.string(start: found.start, count: found.count)
    }

    /// Attribute `name` of the element just started read as a decimal number (white space around it allowed),
    /// without making a string: nil when it is missing, `.some(nil)` when it is not a number.
    func decimalAttribute(_ name: String) -> Double?? {
        guard let found = currentAttributes.first(where: { buffer.names[Int($0.name)] == name }) else { return nil }
        return .some(buffer.withBytes(start: found.start, count: found.count) { bytes in
            var lower = 0, upper = bytes.count
            while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
            return DecimalNumber.parse(UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
        })
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Every attribute of the element just started, in order.
    public func attributes() -> [(name: String, value: String)] {
        currentAttributes.map { (buffer.names[Int($0.name)], buffer.string(start: $0.start, count: $0.count)) }
    }

    /// Reads the text of the element just started up to its end (nested elements' text included), capped.
    public func text() throws(XMLReadError) -> String {
        let depth = open.count
        let collected = collectsText
        collectsText = true
        defer { collectsText = collected }
        var result = ""
        while let event = try next() {
            switch event {
            case .text(let piece, _): result += piece
            case .end: if open.count < depth { return result }
            case .start: continue
            }
        }
        return result
    }

    /// Skips to the end of the element just started.
    public func skipElement() throws(XMLReadError) {
        let depth = open.count
        let collected = collectsText
        collectsText = false
        defer { collectsText = collected }
        while let event = try next() {
            if case .end = event, open.count < depth { return }
        }
    }

    private static func error(for failure: XMLEventBuffer.Failure) -> XMLReadError {
        let message = failure.message
        // libxml2's own limits (XML_PARSE_HUGE is never set): a huge text node, name or lookahead.
        let limitWords = ["huge", "Huge", "Excessive depth", "too long", "exceeds maximum"]
        if limitWords.contains(where: { message.contains($0) }) {
            return .tooLarge(line: failure.line, detail: message)
        }
        // An undeclared `&name;`: the only entities a document without a DTD can use are the five built in.
        if message.hasPrefix("Entity '") || message.contains("entity reference loop") {
            return .entity(line: failure.line)
        }
        return .notWellFormed(line: failure.line, message: message)
    }
}
