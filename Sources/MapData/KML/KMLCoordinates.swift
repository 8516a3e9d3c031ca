import MapCore

/// The text of a KML `<coordinates>`: tuples "lon,lat[,alt]" separated by white space. Tolerant of spaces
/// after (or before) commas, of altitude, and of tuples across lines; anything else is garbage, reported with
/// its line.
enum KMLCoordinates {
    struct Failure: Error, Equatable {
        /// The line of the offending tuple (the element's line plus the newlines before it).
        let line: Int
        let reason: LoadProblem.Reason
    }

    /// Parses `text`, which starts on `line`.
    static func parse(_ text: String, line: Int) throws(Failure) -> [Coordinate] {
        var text = text
        let result: Result<[Coordinate], Failure> = text.withUTF8 { bytes in
            do throws(Failure) { return .success(try parse(bytes, line: line)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, line firstLine: Int) throws(Failure) -> [Coordinate] {
        var coordinates: [Coordinate] = []
        var index = 0
        var line = firstLine
        func skipSpace() {
            while index < bytes.count, isSpace(bytes[index]) {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            let tupleLine = line
            var numbers: [Double] = []
            numbers.reserveCapacity(3)
            while true {
                let start = index
                while index < bytes.count, DecimalNumber.isNumberByte(bytes[index]) { index += 1 }
                // A run of number bytes that ends on garbage ("24.9x") is garbage as a whole.
                var end = index
                while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ",") { end += 1 }
                guard end == index, start < index,
                      let value = DecimalNumber.parse(UnsafeBufferPointer(rebasing: bytes[start..<index])) else {
                    let shown = String(decoding: bytes[start..<min(max(end, start + 1), bytes.count, start + 40)], as: UTF8.self)
                    throw Failure(line: tupleLine, reason: .malformedCoordinates("line \(tupleLine): '\(shown)' is not a number"))
                }
                numbers.append(value)
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
                skipSpace()
            }
            guard numbers.count == 2 || numbers.count == 3 else {
                throw Failure(line: tupleLine, reason: .malformedCoordinates(
                    "line \(tupleLine): a position has \(numbers.count) numbers, not lon,lat or lon,lat,alt"))
            }
            do {
                coordinates.append(try Coordinate(latitude: numbers[1], longitude: numbers[0]))
            } catch {
                throw Failure(line: tupleLine, reason: .invalidCoordinate(error))
            }
        }
        return coordinates
    }
}
