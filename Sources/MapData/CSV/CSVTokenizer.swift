/// Splits CSV bytes into records of cells (RFC 4180): cells in double quotes may hold the delimiter, line
/// breaks and doubled quotes (`""`). A quote inside an unquoted cell is kept as it is (spreadsheets write
/// `5" screen`). Works on bytes and hands out ranges, so no text is made for cells nobody reads.
struct CSVTokenizer {
    /// One cell: its bytes are `bytes[start..<end]` (inside the quotes when quoted).
    struct Cell {
        var start: Int
        var end: Int
        /// Holds `""` pairs that stand for one quote.
        var hasDoubledQuotes: Bool
        var quoted: Bool
    }

    /// What went wrong with a record, if anything.
    enum Flaw: Equatable {
        case none
        /// A NUL byte (binary data or UTF-16 text).
        case nul
        /// A quote opened in this record is still open at the end of the file.
        case unclosedQuote
        /// More than `maxCells` cells: the rest were scanned but not kept.
        case tooManyCells
    }

    /// Cells kept per record, so a line of a hundred million commas cannot take gigabytes of cell ranges.
    static let maxCells = 4096

    let bytes: ByteWindow
    let delimiter: UInt8
    private(set) var index: Int
    /// 1-based line of `index`.
    private(set) var line = 1

    init(bytes: ByteWindow, delimiter: UInt8, start: Int) {
        self.bytes = bytes; self.delimiter = delimiter; self.index = start
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// Reads the next record into `cells` (cleared first). Returns the record's first line and flaw, or nil at
    /// the end. - Complexity: O(record length).
    mutating func next(into cells: inout [Cell]) -> (line: Int, start: Int, flaw: Flaw)? {
        cells.removeAll(keepingCapacity: true)
        guard index < bytes.count else { return nil }
        let firstLine = line, firstByte = index
        var flaw = Flaw.none
        let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n"), delimiter = delimiter
        let count = bytes.count
        var i = index
        while true {
            // One cell starting at i.
            if i < count, bytes[i] == quote {
                i += 1
                let start = i
                var doubled = false
                var closed = false
                while i < count {
                    let b = bytes[i]
                    if b == quote {
                        if i + 1 < count, bytes[i + 1] == quote { doubled = true; i += 2; continue }
                        closed = true
                        break
                    }
                    if b == lf { line += 1 } else if b == 0 { flaw = .nul }
                    i += 1
                }
                keep(Cell(start: start, end: i, hasDoubledQuotes: doubled, quoted: true), in: &cells, flaw: &flaw)
                guard closed else { flaw = .unclosedQuote; index = i; return (firstLine, firstByte, flaw) }
                i += 1
                // Anything between the closing quote and the delimiter is dropped, as most readers do.
                while i < count, bytes[i] != delimiter, bytes[i] != lf, bytes[i] != cr {
                    if bytes[i] == 0 { flaw = .nul }
                    i += 1
                }
            } else {
                let start = i
                while i < count {
                    let b = bytes[i]
                    if b == delimiter || b == lf || b == cr { break }
                    if b == 0 { flaw = .nul }
                    i += 1
                }
                keep(Cell(start: start, end: i, hasDoubledQuotes: false, quoted: false), in: &cells, flaw: &flaw)
            }
            guard i < count else { index = i; return (firstLine, firstByte, flaw) }
            let b = bytes[i]
            i += 1
            if b == delimiter { continue }
            // A line break ends the record: \n, \r\n or a lone \r.
            if b == cr, i < count, bytes[i] == lf { i += 1 }
            line += 1
            index = i
            return (firstLine, firstByte, flaw)
        }
    }

    private func keep(_ cell: Cell, in cells: inout [Cell], flaw: inout Flaw) {
        if cells.count < Self.maxCells { cells.append(cell) } else if flaw == .none { flaw = .tooManyCells }
    }

    /// The cell's text: trimmed of spaces unless quoted, `""` made `"`. Invalid UTF-8 becomes U+FFFD.
    func text(_ cell: Cell) -> String {
        var start = cell.start, end = cell.end
        if !cell.quoted {
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 && delimiter != 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 && delimiter != 0x09 { end -= 1 }
        }
        guard cell.hasDoubledQuotes else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            out.append(bytes[i])
            i += bytes[i] == UInt8(ascii: "\"") ? 2 : 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// True when the cell holds nothing but spaces.
    func isBlank(_ cell: Cell) -> Bool {
        var i = cell.start
        while i < cell.end { if bytes[i] != 0x20 && bytes[i] != 0x09 { return false }; i += 1 }
        return true
    }
}
