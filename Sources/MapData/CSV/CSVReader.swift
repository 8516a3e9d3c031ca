import MapCore

/// Reads CSV and TSV (RFC 4180) places: a header row, then one place (or line or area) per row.
///
/// - The delimiter is sniffed from the header: the most frequent of tab, `;`, `,` and `|` outside quotes.
/// - Coordinates: a latitude and a longitude column found by name (`CSVColumns`), or one WKT column, or one
///   "lat, lon" column. With `;` as delimiter a decimal comma (`60,17`) is read too.
/// - A UTF-8 byte-order mark is skipped. Text that is not UTF-8 is read as Latin-1 (ISO 8859-1, what
///   spreadsheets on Windows write), with a note; UTF-16/32 is refused.
/// - Every other non-empty cell is a property, keyed by its column's name, in column order.
/// - Swapped columns: when most of the sample's latitudes exceed 90° while its longitudes stay within ±90° the columns
///   are read the other way round, with a note. When both fit but the latitudes are nearer the equator than
///   the longitudes on the median (Finland saved as 24.9, 60.1), the file loads as written with a note that
///   the columns look swapped (a true file in South Asia looks the same, so it is not changed).
/// - A bad row (a NUL byte, a quote never closed, longer than `maxRowBytes`, bad coordinates) is skipped with
///   its line; rows with fewer or more cells than the header are read (missing cells empty, extra ignored)
///   and counted in one note.
public enum CSVReader {
    /// A row longer than this is skipped: no place needs a megabyte, and it bounds every cell's text.
    public static let maxRowBytes = 1 << 20
    /// Rows looked at to decide whether the coordinate columns are swapped.
    static let swapSample = 1000

    public static func read(_ input: [UInt8], source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        try ByteWindow.with(input) { window throws(PlaceFileError) in try read(window, source: source, into: &sink) }
    }

    /// Reads a window's bytes (a mapped file's are given back as the rows are read).
    static func read(_ input: ByteWindow, source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        guard let converted = try latin1Reading(input, source: source, sink: &sink) else {
            return try readUTF8(input, source: source, into: &sink)
        }
        try ByteWindow.with(converted) { window throws(PlaceFileError) in try readUTF8(window, source: source, into: &sink) }
    }

    /// Refuses UTF-16/32; nil for UTF-8 text, else the bytes read as Latin-1, in UTF-8 (with a note).
    static func latin1Reading(_ input: ByteWindow, source: String, sink: inout some FeatureSink) throws(PlaceFileError) -> [UInt8]? {
        if let encoding = TextEncodingSniffer.wideEncoding(of: input) {
            throw .notUTF8(path: source, detail: "it looks like \(encoding)")
        }
        guard !TextCheck.isUTF8(input) else { return nil }
        sink.note("not UTF-8: read as Latin-1 (ISO 8859-1)")
        return TextCheck.latin1ToUTF8(input)
    }

    private static func readUTF8(_ bytes: ByteWindow, source: String, into sink: inout some FeatureSink) throws(PlaceFileError) {
        var (plan, tokenizer) = try Plan.make(bytes, source: source, sink: &sink)
        var rows = RowTally()
        var releasedTo = 0
        try readRows(plan, &tokenizer, until: bytes.count, tally: &rows, source: source, into: &sink) { offset in
            // Rows read are done with: a mapped file's pages behind them go back.
            if offset - releasedTo >= 8 << 20 { bytes.release(before: offset); releasedTo = offset }
        }
        rows.note(header: plan.header, into: &sink)
    }

    /// What the header and the first rows decide for every row.
    struct Plan {
        let header: [String]
        let columns: CSVColumns
        /// A decimal comma is read (the delimiter is `;`).
        let comma: Bool
        /// The coordinate columns are read the other way round.
        let swapped: Bool

        /// Reads the header and decides the columns; the tokenizer returned stands at the first row.
        static func make(_ bytes: ByteWindow, source: String, sink: inout some FeatureSink) throws(PlaceFileError) -> (Plan, CSVTokenizer) {
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let delimiter = sniffDelimiter(bytes, from: start)
            var tokenizer = CSVTokenizer(bytes: bytes, delimiter: delimiter, start: start)
            var cells: [CSVTokenizer.Cell] = []
            guard let head = tokenizer.next(into: &cells) else {
                throw .malformed(path: source, format: "CSV", line: nil, detail: "the file is empty")
            }
            guard head.flaw == .none, tokenizer.index - head.start <= maxRowBytes else {
                throw .malformed(path: source, format: "CSV", line: 1, detail: "the header row is not text of at most 1 MiB")
            }
            let header = cells.enumerated().map { i, c in
                let name = tokenizer.text(c)
                return name.isEmpty ? "column \(i + 1)" : name
            }
            guard let columns = CSVColumns.find(in: header) else {
                let seen = header.prefix(30).map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")
                throw .malformed(path: source, format: "CSV", line: 1, detail:
                    "no coordinate columns among \(seen)\(header.count > 30 ? ", …" : ""); need latitude and longitude "
                    + "columns (lat/latitude/y…, lon/lng/longitude/x…), a WKT column or a \"coordinates\" column")
            }
            let comma = delimiter == UInt8(ascii: ";")
            var swapped = false
            if case .latLon(let lat, let lon) = columns {
                switch swapVerdict(tokenizer: tokenizer, latitude: lat, longitude: lon, comma: comma) {
                case .swapped:
                    swapped = true
                    sink.note("the latitude column holds values beyond ±90° and the longitude column none: "
                              + "the two columns are swapped, so they were read the other way round")
                case .looksSwapped:
                    sink.note("the columns look swapped: \"\(header[lat])\" holds values nearer the equator than "
                              + "\"\(header[lon])\"; if the places appear in the wrong country, swap the column names")
                case .fine: break
                }
            }
            return (Plan(header: header, columns: columns, comma: comma, swapped: swapped), tokenizer)
        }
    }

    /// Rows read, and those with another number of cells than the header (reported once, in a note).
    struct RowTally {
        var rows = 0
        var raggedRows = 0
        var firstRaggedLine = 0

        /// Adds a later part's rows (read after these).
        mutating func absorb(_ later: RowTally) {
            if raggedRows == 0 { firstRaggedLine = later.firstRaggedLine }
            // The later part numbers its rows on from ours.
            rows = later.rows; raggedRows += later.raggedRows
        }

        func note(header: [String], into sink: inout some FeatureSink) {
            guard raggedRows > 0 else { return }
            sink.note("\(raggedRows) row\(raggedRows == 1 ? "" : "s") (first at line \(firstRaggedLine)) "
                      + "\(raggedRows == 1 ? "has" : "have") another number of cells than the header's \(header.count): "
                      + "missing cells are read as empty, extra cells are ignored")
        }
    }

    /// True for a record that holds no place and is not counted (every cell blank).
    @inline(__always) static func isBlankRow(_ flaw: CSVTokenizer.Flaw, _ cells: [CSVTokenizer.Cell], _ tokenizer: CSVTokenizer) -> Bool {
        flaw == .none && cells.allSatisfy { tokenizer.isBlank($0) }
    }

    /// Reads the rows that start before `end` (a row begun there is read whole), numbering them from `tally.rows`;
    /// `passed(offset)` hears where the next row starts every row.
    static func readRows(_ plan: Plan, _ tokenizer: inout CSVTokenizer, until end: Int, tally: inout RowTally, source: String,
                         into sink: inout some FeatureSink, passed: (Int) -> Void) throws(PlaceFileError) {
        let header = plan.header, columns = plan.columns, comma = plan.comma, swapped = plan.swapped
        let coordinateColumns = columns.indices
        var cells: [CSVTokenizer.Cell] = []
        while tokenizer.index < end, let record = tokenizer.next(into: &cells) {
            passed(record.start)
            if isBlankRow(record.flaw, cells, tokenizer) { continue }
            let index = tally.rows
            tally.rows += 1
            // A look at the cancellation flag every few thousand rows costs nothing measurable.
            if index & 4095 == 0, let read = sink.cancelledAfter { throw .cancelled(path: source, featuresRead: read) }
            func skip(_ reason: LoadProblem.Reason) {
                sink.skip(LoadProblem(featureIndex: index, featureID: nil, reason: reason, line: record.line))
            }
            if tokenizer.index - record.start > maxRowBytes || record.flaw == .tooManyCells {
                skip(.malformedRow("a row of \(tokenizer.index - record.start) bytes in \(cells.count)+ cells, over the limit of 1 MiB and \(CSVTokenizer.maxCells) cells"))
                continue
            }
            switch record.flaw {
            case .nul: skip(.malformedRow("a NUL byte: binary data, not text")); continue
            case .unclosedQuote: skip(.malformedRow("a quote opened on this line is never closed")); continue
            case .none, .tooManyCells: break
            }
            if cells.count != header.count {
                if tally.raggedRows == 0 { tally.firstRaggedLine = record.line }
                tally.raggedRows += 1
            }
            let geometry: SourceFeature.Geometry
            switch Self.geometry(columns, cells: cells, tokenizer: tokenizer, header: header, comma: comma, swapped: swapped) {
            case .success(let g): geometry = g
            case .failure(let failure): skip(failure.reason); continue
            }
            var properties: [PlaceProperty] = []
            properties.reserveCapacity(min(cells.count, header.count))
            for i in 0..<min(cells.count, header.count) where !coordinateColumns.contains(i) && !tokenizer.isBlank(cells[i]) {
                // A cell written with Pinmap's formula guard (`'=…`) reads back as it was.
                properties.append(PlaceProperty(key: header[i], value: CSVCell.unescapedFormula(tokenizer.text(cells[i]))))
            }
            sink.add(SourceFeature(geometry: geometry, properties: properties, index: index, line: record.line))
        }
    }

    struct Failure: Error { let reason: LoadProblem.Reason }

    private static func geometry(_ columns: CSVColumns, cells: [CSVTokenizer.Cell], tokenizer: CSVTokenizer,
                                 header: [String], comma: Bool, swapped: Bool) -> Result<SourceFeature.Geometry, Failure> {
        func cell(_ i: Int) -> CSVTokenizer.Cell? { i < cells.count && !tokenizer.isBlank(cells[i]) ? cells[i] : nil }
        switch columns {
        case .latLon(let latColumn, let lonColumn):
            guard let latCell = cell(swapped ? lonColumn : latColumn), let lonCell = cell(swapped ? latColumn : lonColumn) else {
                return .failure(Failure(reason: .missingGeometry))
            }
            guard let lat = CSVNumber.parse(tokenizer.bytes, latCell.start, latCell.end, comma: comma) else {
                return .failure(Failure(reason: .malformedCoordinates("latitude \"\(tokenizer.text(latCell).prefix(40))\" is not a number")))
            }
            guard let lon = CSVNumber.parse(tokenizer.bytes, lonCell.start, lonCell.end, comma: comma) else {
                return .failure(Failure(reason: .malformedCoordinates("longitude \"\(tokenizer.text(lonCell).prefix(40))\" is not a number")))
            }
            do { return .success(.point(try Coordinate(latitude: lat, longitude: lon))) } catch {
                return .failure(Failure(reason: .invalidCoordinate(error)))
            }
        case .wkt(let column):
            guard let c = cell(column) else { return .failure(Failure(reason: .missingGeometry)) }
            switch WKTGeometry.parse(tokenizer.text(c)) {
            case .success(let g): return .success(g)
            case .failure(let f): return .failure(Failure(reason: .malformedCoordinates("\(header[column]): \(f.reason)")))
            }
        case .pair(let column):
            guard let c = cell(column) else { return .failure(Failure(reason: .missingGeometry)) }
            let text = tokenizer.text(c)
            guard let (lat, lon) = pair(text) else {
                return .failure(Failure(reason: .malformedCoordinates("\"\(text.prefix(40))\" is not \"latitude, longitude\"")))
            }
            do { return .success(.point(try Coordinate(latitude: lat, longitude: lon))) } catch {
                return .failure(Failure(reason: .invalidCoordinate(error)))
            }
        }
    }

    /// "60.17, 24.94", "60.17 24.94", "60,17; 24,94".
    static func pair(_ text: String) -> (Double, Double)? {
        let separator: Character = text.contains(";") ? ";" : text.filter { $0 == "," }.count == 1 ? "," : " "
        let parts = text.split(separator: separator, omittingEmptySubsequences: true)
        guard parts.count == 2 else { return nil }
        let comma = separator != ","
        func number(_ s: Substring) -> Double? {
            let b = Array(s.utf8)
            return CSVNumber.parse(b, 0, b.count, comma: comma)
        }
        guard let a = number(parts[0]), let b = number(parts[1]) else { return nil }
        return (a, b)
    }

    /// The most frequent candidate outside quotes on the first line; ties go to tab, then `;`, `,`, `|`.
    static func sniffDelimiter(_ bytes: ByteWindow, from start: Int) -> UInt8 {
        let candidates: [UInt8] = [0x09, UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "|")]
        var counts = [Int](repeating: 0, count: candidates.count)
        var inQuotes = false
        var i = start
        let end = min(bytes.count, start + (64 << 10))
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { inQuotes.toggle() }
            else if !inQuotes {
                if b == 0x0A || b == 0x0D { break }
                if let k = candidates.firstIndex(of: b) { counts[k] += 1 }
            }
            i += 1
        }
        var best = 2
        for k in counts.indices where counts[k] > counts[best] || (counts[k] == counts[best] && counts[k] > 0 && k < best) { best = k }
        return candidates[best]
    }

    enum SwapVerdict { case fine, swapped, looksSwapped }

    /// Decides from the first `swapSample` rows (see the type's documentation).
    private static func swapVerdict(tokenizer: CSVTokenizer, latitude: Int, longitude: Int, comma: Bool) -> SwapVerdict {
        var t = tokenizer
        var cells: [CSVTokenizer.Cell] = []
        var lats: [Double] = [], lons: [Double] = []
        while lats.count < swapSample, let record = t.next(into: &cells) {
            guard record.flaw == .none, latitude < cells.count, longitude < cells.count,
                  let lat = CSVNumber.parse(t.bytes, cells[latitude].start, cells[latitude].end, comma: comma),
                  let lon = CSVNumber.parse(t.bytes, cells[longitude].start, cells[longitude].end, comma: comma),
                  lat.isFinite, lon.isFinite else { continue }
            lats.append(abs(lat)); lons.append(abs(lon))
        }
        guard !lats.isEmpty, lons.allSatisfy({ $0 <= 90 }) else { return .fine }
        // Most rows beyond ±90°: one bad latitude is that row's problem, not the file's.
        let beyond = lats.lazy.filter { $0 > 90 }.count
        if beyond > 0 { return beyond * 2 > lats.count && lats.allSatisfy { $0 <= 180 } ? .swapped : .fine }
        lats.sort(); lons.sort()
        return lats[lats.count / 2] < lons[lons.count / 2] ? .looksSwapped : .fine
    }
}
