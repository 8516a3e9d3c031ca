import Foundation

/// The side files of a download in progress: `FILE.part` holds the tile bytes fetched so far (in tile-id order,
/// each distinct content once) and `FILE.journal` one line per tile done, written after its bytes. A rerun reads
/// the journal back, cuts the part file to what the journal covers, and fetches only the rest. The journal's first
/// line names the source version and the area; another version or area starts afresh.
final class DownloadJournal {
    /// Where a tile's bytes are in the part file; nil offset for a tile the source does not have.
    struct Record: Equatable {
        var tileID: UInt64
        var offset: UInt64
        var length: UInt64
        var hash: UInt64 = 0
    }

    let partURL: URL
    let journalURL: URL
    private(set) var records: [Record] = []
    private(set) var missing: Set<UInt64> = []
    private(set) var partLength: UInt64 = 0
    /// Content hash → records with those bytes, for deduplication.
    private var byHash: [UInt64: [Record]] = [:]
    private let part: FileHandle
    private let journal: FileHandle
    /// True when earlier progress was found and kept.
    let resumed: Bool

    /// Opens (or starts) the side files of `destination` for a source version and area named by `identity`.
    init(destination: URL, identity: String) throws(DownloadError) {
        partURL = URL(fileURLWithPath: destination.path + ".part")
        journalURL = URL(fileURLWithPath: destination.path + ".journal")
        let fm = FileManager.default
        let firstLine = "pinmap-download 1 " + identity
        var lines: [Substring] = []
        if let text = try? String(contentsOf: journalURL, encoding: .utf8) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let keep = lines.first.map { String($0) == firstLine } ?? false
        if !keep {
            try? fm.removeItem(at: partURL)
            try? fm.removeItem(at: journalURL)
        }
        do {
            if !fm.fileExists(atPath: partURL.path) { try Data().write(to: partURL) }
            if !keep { try Data((firstLine + "\n").utf8).write(to: journalURL) }
            part = try FileHandle(forUpdating: partURL)
            journal = try FileHandle(forUpdating: journalURL)
        } catch {
            throw .write("cannot create \(partURL.path): \(error.systemReason)", kept: false)
        }
        resumed = keep && lines.count > 2
        var cleanLength = UInt64(firstLine.utf8.count + 1)
        if keep {
            // Only whole lines count; a line cut by a crash (no newline yet) is dropped with what follows it.
            for line in lines.dropFirst().dropLast() {
                guard let record = Self.parse(line) else { break }
                switch record {
                case .tile(let r): records.append(r); byHash[r.hash, default: []].append(r)
                    partLength = max(partLength, r.offset + r.length)
                case .missing(let id): missing.insert(id)
                }
                cleanLength += UInt64(line.utf8.count + 1)
            }
        }
        do {
            try journal.truncate(atOffset: cleanLength)
            try journal.seekToEnd()
            try part.truncate(atOffset: partLength)
            try part.seekToEnd()
        } catch {
            throw .write("cannot resume from \(journalURL.path): \(error.systemReason)", kept: true)
        }
    }

    deinit {
        try? part.close()
        try? journal.close()
    }

    /// Tile ids already done (fetched or known missing).
    var doneIDs: Set<UInt64> { Set(records.map(\.tileID)).union(missing) }

    /// Records a tile's bytes: appended to the part file unless the same bytes are there already.
    func add(tileID: UInt64, bytes: [UInt8], hash: UInt64) throws(DownloadError) {
        var record = Record(tileID: tileID, offset: partLength, length: UInt64(bytes.count), hash: hash)
        var same: Record?
        for r in byHash[hash] ?? [] where r.length == UInt64(bytes.count) {
            if try readPart(offset: r.offset, length: bytes.count) == bytes { same = r; break }
        }
        if let same {
            record.offset = same.offset
        } else {
            do {
                try part.seek(toOffset: partLength)
                try part.write(contentsOf: Data(bytes))
            } catch {
                throw .write("cannot write \(partURL.path): \(error.systemReason)", kept: true)
            }
            partLength += UInt64(bytes.count)
        }
        try append("t \(tileID) \(record.offset) \(record.length) \(hash)\n")
        records.append(record)
        byHash[hash, default: []].append(record)
    }

    /// Records a tile the source does not have.
    func addMissing(tileID: UInt64) throws(DownloadError) {
        try append("m \(tileID)\n")
        missing.insert(tileID)
    }

    /// Flushes both files to disk (at the end, and every so often).
    func sync() {
        try? part.synchronize()
        try? journal.synchronize()
    }

    func readPart(offset: UInt64, length: Int) throws(DownloadError) -> [UInt8] {
        do {
            try part.seek(toOffset: offset)
            let data = try part.read(upToCount: length) ?? Data()
            try part.seekToEnd()
            return [UInt8](data)
        } catch {
            throw .write("cannot read \(partURL.path): \(error.systemReason)", kept: true)
        }
    }

    /// Removes both side files (after the archive is in place, or to start again).
    func remove() {
        try? FileManager.default.removeItem(at: partURL)
        try? FileManager.default.removeItem(at: journalURL)
    }

    private func append(_ line: String) throws(DownloadError) {
        do { try journal.write(contentsOf: Data(line.utf8)) } catch {
            throw .write("cannot write \(journalURL.path): \(error.systemReason)", kept: true)
        }
    }

    private enum Line { case tile(Record), missing(UInt64) }

    private static func parse(_ line: Substring) -> Line? {
        let f = line.split(separator: " ")
        if f.count == 2, f[0] == "m", let id = UInt64(f[1]) { return .missing(id) }
        guard f.count == 5, f[0] == "t", let id = UInt64(f[1]), let offset = UInt64(f[2]), let length = UInt64(f[3]),
              let hash = UInt64(f[4]), length > 0 else { return nil }
        var r = Record(tileID: id, offset: offset, length: length)
        r.hash = hash
        return .tile(r)
    }
}
