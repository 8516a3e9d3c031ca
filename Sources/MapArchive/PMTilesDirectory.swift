/// A decoded (already decompressed) PMTiles directory: entries sorted by tile id (spec 4.2–4.3).
public struct PMTilesDirectory: Sendable, Equatable {
    public let entries: [PMTilesEntry]

    public init(entries: [PMTilesEntry]) { self.entries = entries }

    /// Decodes the varint columns: count, tile id deltas, run lengths, lengths, offsets (0 = right after the
    /// previous entry, else offset + 1).
    public init(decoding bytes: [UInt8]) throws(PMTilesFormatError) {
        var reader = VarintReader(bytes)
        do {
            let count = try reader.next()
            guard count > 0 else { throw PMTilesFormatError.badDirectory("no entries") }
            // Each entry takes at least four bytes (one per column), so a larger count is a lie.
            guard count <= UInt64(reader.remaining / 4) else {
                throw PMTilesFormatError.badDirectory("\(count) entries cannot fit in \(bytes.count) bytes")
            }
            let n = Int(count)
            var entries = [PMTilesEntry](repeating: PMTilesEntry(tileID: 0, offset: 0, length: 0, runLength: 0), count: n)
            var last: UInt64 = 0
            for i in 0..<n {
                let delta = try reader.next()
                let (id, overflow) = last.addingReportingOverflow(delta)
                guard !overflow, i == 0 || delta > 0 else {
                    throw PMTilesFormatError.badDirectory("tile ids not ascending at entry \(i)")
                }
                entries[i].tileID = id
                last = id
            }
            for i in 0..<n { entries[i].runLength = try reader.next() }
            for i in 0..<n {
                let length = try reader.next()
                guard length > 0 else { throw PMTilesFormatError.badDirectory("entry \(i) has length 0") }
                entries[i].length = length
            }
            for i in 0..<n {
                let raw = try reader.next()
                if raw == 0 {
                    guard i > 0 else { throw PMTilesFormatError.badDirectory("first entry's offset refers to a previous entry") }
                    let (end, overflow) = entries[i - 1].offset.addingReportingOverflow(entries[i - 1].length)
                    guard !overflow else { throw PMTilesFormatError.badDirectory("offset overflows at entry \(i)") }
                    entries[i].offset = end
                } else {
                    entries[i].offset = raw - 1
                }
            }
            self.entries = entries
        } catch let failure as VarintReader.Failure {
            throw .badDirectory(failure == .endOfData ? "ends in the middle of an entry" : "a number overflows 64 bits")
        } catch let error as PMTilesFormatError {
            throw error
        } catch {
            throw .badDirectory("\(error)")
        }
    }

    /// The entry covering `tileID`: a tile run that holds it, or the leaf directory whose range may hold it.
    /// - Complexity: O(log n).
    public func entry(for tileID: UInt64) -> PMTilesEntry? {
        // The last entry whose first id is ≤ tileID.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].tileID <= tileID { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let candidate = entries[low - 1]
        if candidate.isLeaf { return candidate }
        return tileID - candidate.tileID < candidate.runLength ? candidate : nil
    }
}
