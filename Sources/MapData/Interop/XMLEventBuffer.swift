import CXML

/// The events libxml2's SAX2 callbacks produced from one chunk, in compact form until `XMLPullParser` hands
/// them out: element names as indexes into `names` (one String per libxml2 dictionary pointer, made once),
/// text and attribute values as byte ranges of `arena`. Emptied by `reset()` once every event was taken.
final class XMLEventBuffer {
    enum Kind: UInt8 { case start, end, text }

    struct Event {
        let kind: Kind
        /// Index into `names` (start and end).
        let name: Int32
        let line: Int32
        /// Start: the first of its `attributes`; text: the first byte in `arena`.
        let start: Int32
        /// Start: how many attributes; text: how many bytes.
        var count: Int32
    }

    struct Attribute {
        let name: Int32
        let start: Int32
        let count: Int32
    }

    /// What libxml2 reported first at error level or above (warnings are ignored).
    struct Failure {
        let message: String
        let line: Int
        let code: Int
    }

    // Filled by libxml2's callbacks and drained by `XMLPullParser.next()` on one thread: no dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var events: [Event] = []
    @exclusivity(unchecked) private(set) var attributes: [Attribute] = []
    @exclusivity(unchecked) private(set) var arena: [UInt8] = []
    /// Element and attribute names by index; the first `keptNames` stay across chunks.
    @exclusivity(unchecked) private(set) var names: [String] = []
    /// libxml2 interns every name in its dictionary, so one pointer is always one name.
    @exclusivity(unchecked) private var nameIndex = NamePointerTable()
    @exclusivity(unchecked) private var keptNames = 0
    /// Each name's code, parallel to `names`: its place among the names the reader switches on, else -1.
    @exclusivity(unchecked) private(set) var codes: [Int32] = []
    private let watched: [String: Int32]

    private let limits: XMLLimits
    /// The parser context (set once it exists), for its current line and to stop it.
    var context: UnsafeMutableRawPointer?
    private(set) var failure: Failure?
    /// A DOCTYPE was met (its line); the parser was stopped there.
    private(set) var doctypeLine: Int?
    /// One of `XMLLimits` was passed inside a start tag; the parser was stopped there.
    private(set) var limitError: XMLReadError?
    /// The parser was stopped from a callback.
    private(set) var stopped = false

    init(limits: XMLLimits, watching: [String]) {
        self.limits = limits
        watched = Dictionary(watching.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        events.reserveCapacity(4096)
        arena.reserveCapacity(XMLPushHandle.chunkBytes)
    }

    static func from(_ user: UnsafeMutableRawPointer) -> XMLEventBuffer {
        Unmanaged<XMLEventBuffer>.fromOpaque(user).takeUnretainedValue()
    }

    /// Forgets every event (all were handed out), keeping the capacity and the cached names.
    func reset() {
        events.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        arena.removeAll(keepingCapacity: true)
        if names.count > keptNames {
            names.removeSubrange(keptNames...)
            codes.removeSubrange(keptNames...)
        }
    }

    /// `range` of `arena` as UTF-8 text.
    func string(start: Int32, count: Int32) -> String {
        arena.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start + count)]), as: UTF8.self) }
    }

    /// Runs `body` on `count` bytes of `arena` from `start`.
    func withBytes<R>(start: Int32, count: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        arena.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(start + count)])) }
    }

    private var line: Int32 {
        guard let context, let input = context.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input else { return 0 }
        return Int32(clamping: input.pointee.line)
    }

    private func stop() {
        stopped = true
        if let context { xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self)) }
    }

    private func name(_ pointer: UnsafePointer<xmlChar>) -> Int32 {
        let key = UnsafeRawPointer(pointer)
        if let index = nameIndex.index(of: key) { return index }
        let index = Int32(names.count)
        let name = String(cString: pointer)
        names.append(name)
        codes.append(watched[name] ?? -1)
        // Past the table's capacity a name lives until the next reset (a hostile document's endless distinct names).
        if names.count == keptNames + 1, nameIndex.insert(key, index: index) { keptNames += 1 }
        return index
    }

    // MARK: SAX2 callbacks

    func start(_ localName: UnsafePointer<xmlChar>, attributeCount: Int,
               attributes values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard !stopped else { return }
        let line = self.line
        let element = name(localName)
        guard attributeCount <= limits.attributes else {
            limitError = .tooLarge(line: Int(line), detail: "<\(names[Int(element)])> has more than \(limits.attributes) attributes")
            return stop()
        }
        let first = Int32(attributes.count)
        if let values {
            // Five pointers per attribute: local name, prefix, URI, value start, value end.
            for index in 0..<attributeCount {
                guard let local = values[index * 5], let start = values[index * 5 + 3], let end = values[index * 5 + 4] else { continue }
                let length = end - start
                guard length <= limits.textBytes else {
                    limitError = .tooLarge(line: Int(line), detail: "an attribute of <\(names[Int(element)])> is over \(limits.textBytes / (1 << 20)) MiB")
                    return stop()
                }
                let offset = Int32(arena.count)
                arena.append(contentsOf: UnsafeBufferPointer(start: start, count: length))
                attributes.append(Attribute(name: name(local), start: offset, count: Int32(length)))
            }
        }
        events.append(Event(kind: .start, name: element, line: line, start: first, count: Int32(attributes.count) - first))
    }

    func end(_ localName: UnsafePointer<xmlChar>) {
        guard !stopped else { return }
        events.append(Event(kind: .end, name: name(localName), line: 0, start: 0, count: 0))
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !stopped else { return }
        // libxml2 hands one text node over in pieces; they are joined into one event.
        if let last = events.last, last.kind == .text, Int(last.start + last.count) == arena.count,
           arena.count + bytes.count <= Int(Int32.max) {
            arena.append(contentsOf: bytes)
            events[events.count - 1].count += Int32(bytes.count)
            return
        }
        events.append(Event(kind: .text, name: -1, line: line, start: Int32(arena.count), count: Int32(bytes.count)))
        arena.append(contentsOf: bytes)
    }

    func refuseDoctype() {
        guard doctypeLine == nil else { return }
        doctypeLine = Int(line)
        stop()
    }

    func fail(level: Int, code: Int, line: Int, message: String) {
        guard failure == nil, level >= Int(XML_ERR_ERROR.rawValue) else { return }
        failure = Failure(message: message.trimmingWhitespace(), line: line, code: code)
    }
}
