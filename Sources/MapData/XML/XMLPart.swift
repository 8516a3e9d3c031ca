/// Which bytes of a document one parser reads. A large GPX or KML file is read in two parts at once
/// (`GPXSplitReader`, `KMLSplitReader`): the first part is the document up to a boundary, then the end tags of the
/// elements open there; the later part is a copy of the document's head (its prolog and the root's start tag, so
/// the same encoding and namespaces; for KML also the open elements and the styles), then the bytes from the
/// boundary to the end. `whole` is the document as it is.
struct XMLPart: Sendable {
    /// Fed before the window's bytes: the later part's copy of the document's head (and for KML what follows it).
    var prefix: [UInt8] = []
    /// The window's bytes fed, in order; nil for all of them.
    var range: Range<Int>?
    /// Fed after them: the first part's end tag for the root.
    var suffix: [UInt8] = []
    /// Or asked for once they are read, when it is known only later (KML: the end tags of the elements open at the
    /// boundary, from the later part's scan).
    var lateSuffix: (@Sendable () -> [UInt8])?
    /// The first part gives back pages only before this offset (the later part may still be counting in them).
    var releaseLimit: (@Sendable () -> Int)?
    /// A later part gives back its own range's pages (`ByteWindow.release(_:)`), never the first part's.
    var isLater = false
    /// Added to every line libxml2 reports: the later part's lines counted from the document's start.
    var lineOffset = 0

    static let whole = XMLPart()
}
