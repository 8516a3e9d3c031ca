import Foundation
import CXML

/// libxml2's xmlTextReader over bytes in memory. The bytes are fed in blocks through `xmlReaderForIO` (libxml2
/// 2.9 would copy a whole document given to `xmlReaderForMemory`), with network, DTD loading, DTD attributes and
/// entity substitution off; errors are collected here, never printed. Only `XMLPullParser` uses it.
final class XMLTextReaderHandle {
    /// What libxml2 reported first (warnings are ignored).
    struct Failure {
        let message: String
        let line: Int
        let code: Int
    }

    /// The document and how far libxml2 has read it.
    private final class ByteFeed {
        let bytes: ByteWindow
        var offset = 0
        /// Fed bytes are given back (a mapped file's) in steps of this many: libxml2 keeps its own copy.
        var releasedTo = 0
        static let releaseStep = 8 << 20
        init(_ bytes: ByteWindow) { self.bytes = bytes }
    }

    private final class FailureBox { var first: Failure? }

    private let reader: xmlTextReaderPtr
    private let feed: ByteFeed
    private let failures = FailureBox()
    /// Element and attribute names live in the reader's dictionary, so one pointer is always one name.
    private var names: [UnsafeRawPointer: String] = [:]
    private static let nameCacheLimit = 4096

    /// Node types, as libxml2 numbers them.
    enum NodeType: Int32 {
        case element = 1, text = 3, cdata = 4, entityReference = 5, entity = 6, documentType = 10,
             whitespace = 13, significantWhitespace = 14, endElement = 15
    }

    init?(bytes: ByteWindow) {
        feed = ByteFeed(bytes)
        // NONET: no network; no NOENT, DTDLOAD or DTDATTR: entities stay unexpanded and no DTD is fetched.
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let read: xmlInputReadCallback = { context, buffer, length in
            guard let context, let buffer, length > 0 else { return 0 }
            let feed = Unmanaged<ByteFeed>.fromOpaque(context).takeUnretainedValue()
            let count = min(Int(length), feed.bytes.count - feed.offset)
            guard count > 0 else { return 0 }
            _ = feed.bytes.withContiguousStorageIfAvailable { source in
                UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + feed.offset, byteCount: count)
            }
            feed.offset += count
            if feed.offset - feed.releasedTo >= ByteFeed.releaseStep {
                feed.bytes.release(before: feed.offset)
                feed.releasedTo = feed.offset
            }
            return Int32(count)
        }
        guard let reader = xmlReaderForIO(read, nil, Unmanaged.passUnretained(feed).toOpaque(), nil, nil, options) else {
            return nil
        }
        self.reader = reader
        let onError: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            let box = Unmanaged<FailureBox>.fromOpaque(context).takeUnretainedValue()
            guard box.first == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let text = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
            box.first = Failure(message: text.trimmingCharacters(in: .whitespacesAndNewlines),
                                line: Int(error.pointee.line), code: Int(error.pointee.code))
        }
        xmlTextReaderSetStructuredErrorHandler(reader, onError, Unmanaged.passUnretained(failures).toOpaque())
    }

    deinit { xmlFreeTextReader(reader) }

    /// Moves to the next node: true at a node, false at the end of the document or at an error (see `failure`).
    func read() -> Bool { xmlTextReaderRead(reader) == 1 }

    var failure: Failure? { failures.first }

    var nodeType: NodeType? { NodeType(rawValue: xmlTextReaderNodeType(reader)) }

    /// The current node's local name (no prefix: `gx:Track` is `Track`).
    var localName: String {
        guard let pointer = xmlTextReaderConstLocalName(reader) else { return "" }
        let key = UnsafeRawPointer(pointer)
        if let name = names[key] { return name }
        let name = String(cString: pointer)
        if names.count < Self.nameCacheLimit { names[key] = name }
        return name
    }

    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }

    var attributeCount: Int { Int(xmlTextReaderAttributeCount(reader)) }

    /// The current node's text (text and CDATA nodes).
    var value: String { xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "" }

    /// The current node's line in the document (elements and text).
    var line: Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// The parser's line (where it is reading, at or after the current node).
    var parserLine: Int { Int(xmlTextReaderGetParserLineNumber(reader)) }

    /// How many bytes of the document libxml2 has taken so far.
    var bytesFed: Int { feed.offset }

    /// Whether the bytes libxml2 has taken so far contain `needle` (asked once, at a DOCTYPE).
    func bytesFedContain(_ needle: [UInt8]) -> Bool {
        // Bytes given back behind the reader are read again from the file.
        let fed = feed.bytes.restored(0..<feed.offset)
        guard let first = needle.first, fed.count >= needle.count else { return false }
        var index = fed.startIndex
        while let found = fed[index...].firstIndex(of: first) {
            if fed[found...].starts(with: needle) { return true }
            index = found + 1
        }
        return false
    }

    /// The value of the current element's attribute `name` (no namespace), leaving the reader on the element.
    func attribute(_ name: String) -> String? {
        guard xmlTextReaderMoveToAttribute(reader, name) == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        return xmlTextReaderConstValue(reader).map { String(cString: $0) }
    }

    /// Every attribute of the current element in order, namespace declarations left out.
    func attributes() -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return result }
        repeat {
            if xmlTextReaderIsNamespaceDecl(reader) != 1 {
                result.append((localName, xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""))
            }
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        xmlTextReaderMoveToElement(reader)
        return result
    }
}
