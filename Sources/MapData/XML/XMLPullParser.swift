/// A pull parser over an XML document in memory, on libxml2's xmlTextReader: elements, their attributes and
/// their text, one event at a time, never a tree. No DTD is read and none is allowed (a DOCTYPE or an entity is
/// an error), no entity is expanded, nothing is fetched from the network; depth, text per element and
/// attributes per element are capped by `XMLLimits`.
public final class XMLPullParser {
    private let handle: XMLTextReaderHandle
    private let limits: XMLLimits
    private var open: [String] = []
    /// An empty element `<a/>` was just reported; its end comes next, without reading.
    private var pendingEnd: String?
    private var textBytes = 0
    private var finished = false
    /// False skips text nodes without turning them into strings (a reader not interested in them).
    public var collectsText = true

    /// - Throws: `.tooLarge` when the document is over `limits.documentBytes`.
    /// A parser over its own copy of `bytes` (the readers use the window they are given, without a copy).
    public convenience init(bytes: [UInt8], limits: XMLLimits = .standard) throws(XMLReadError) {
        try self.init(bytes: ByteWindow(file: FileBuffer(copying: bytes)), limits: limits)
    }

    init(bytes: ByteWindow, limits: XMLLimits = .standard) throws(XMLReadError) {
        guard bytes.count <= limits.documentBytes else {
            throw .tooLarge(line: nil, detail: "\(bytes.count) bytes; the limit is \(limits.documentBytes / (1 << 20)) MiB")
        }
        if let doctype = XMLPrologue.doctype(in: bytes) {
            throw doctype.declaresEntities ? .entity(line: doctype.line) : .dtd(line: doctype.line)
        }
        guard let handle = XMLTextReaderHandle(bytes: bytes) else {
            throw .notWellFormed(line: 1, message: "libxml2 could not start a reader")
        }
        self.handle = handle
        self.limits = limits
    }

    /// The elements open at this point, outermost first (the current one last).
    public var path: [String] { open }

    /// The next event, or nil at the end of a well-formed document.
    /// - Complexity: O(1) per event apart from the node's own text and attributes.
    public func next() throws(XMLReadError) -> XMLEvent? {
        if let name = pendingEnd {
            pendingEnd = nil
            open.removeLast()
            textBytes = 0
            return .end(name: name)
        }
        while !finished {
            guard handle.read() else {
                finished = true
                if let failure = handle.failure { throw Self.error(for: failure) }
                return nil
            }
            switch handle.nodeType {
            case .element:
                let name = handle.localName
                let line = handle.line
                guard open.count < limits.depth else {
                    throw .tooLarge(line: line, detail: "elements nested deeper than \(limits.depth)")
                }
                guard handle.attributeCount <= limits.attributes else {
                    throw .tooLarge(line: line, detail: "<\(name)> has more than \(limits.attributes) attributes")
                }
                open.append(name)
                textBytes = 0
                if handle.isEmptyElement { pendingEnd = name }
                return .start(name: name, line: line)
            case .endElement:
                textBytes = 0
                return .end(name: open.popLast() ?? handle.localName)
            case .text, .cdata, .significantWhitespace:
                guard collectsText else { continue }
                let text = handle.value
                textBytes += text.utf8.count
                guard textBytes <= limits.textBytes else {
                    throw .tooLarge(line: handle.line,
                                    detail: "<\(open.last ?? "?")> holds more than \(limits.textBytes / (1 << 20)) MiB of text")
                }
                return .text(text, line: handle.line)
            case .documentType:
                throw entityDeclared() ? .entity(line: handle.line) : .dtd(line: handle.line)
            case .entityReference, .entity:
                throw .entity(line: handle.line)
            case .whitespace, nil:
                continue
            }
        }
        return nil
    }

    /// The value of attribute `name` of the element just started.
    public func attribute(_ name: String) -> String? { handle.attribute(name) }

    /// Every attribute of the element just started, in order.
    public func attributes() -> [(name: String, value: String)] { handle.attributes() }

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

    /// Whether the DOCTYPE just read declares an entity (the bytes libxml2 has taken so far hold `<!ENTITY`).
    private func entityDeclared() -> Bool {
        handle.bytesFedContain(Array("<!ENTITY".utf8))
    }

    private static func error(for failure: XMLTextReaderHandle.Failure) -> XMLReadError {
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
