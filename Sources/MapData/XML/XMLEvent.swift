/// One step through an XML document, as `XMLPullParser.next()` hands it out.
public enum XMLEvent: Equatable, Sendable {
    /// An element opens; its attributes are read from the parser before the next call. `name` has no prefix.
    case start(name: String, line: Int)
    /// An element closes (also given for an empty element `<a/>`).
    case end(name: String)
    /// Text (and CDATA) inside the current element.
    case text(String, line: Int)
}
