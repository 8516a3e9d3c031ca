import Foundation
import MapArchive

/// Lays out a finished download's journal as a PMTiles v3 archive, writes it to a temp file beside the destination,
/// and renames it into place: nothing half-written is ever where a style would read it.
enum DownloadedArchiveWriter {
    /// The archive's file size; throws saying the partial download is kept.
    static func write(_ journal: DownloadJournal, metadata: [UInt8], description: PMTilesWriter.Description,
                      to destination: URL, from: String) throws(DownloadError) -> UInt64 {
        var entries: [PMTilesEntry] = []
        for r in journal.records.sorted(by: { $0.tileID < $1.tileID }) {
            if var last = entries.last, last.offset == r.offset, last.tileID + last.runLength == r.tileID {
                last.runLength += 1
                entries[entries.count - 1] = last
            } else {
                entries.append(PMTilesEntry(tileID: r.tileID, offset: r.offset, length: r.length, runLength: 1))
            }
        }
        guard !entries.isEmpty else {
            throw .source("\(from): there are no tiles in this area at zooms \(description.minZoom)–\(description.maxZoom)")
        }
        let layout = PMTilesWriter.layout(entries: entries, tileDataLength: journal.partLength, metadata: metadata,
                                          description: description)
        let temp = URL(fileURLWithPath: destination.path + ".tmp")
        do {
            try Data(layout.head).write(to: temp)
            let out = try FileHandle(forWritingTo: temp)
            defer { try? out.close() }
            try out.seekToEnd()
            var offset: UInt64 = 0
            while offset < journal.partLength {
                let n = Int(min(UInt64(1 << 20), journal.partLength - offset))
                try out.write(contentsOf: Data(try journal.readPart(offset: offset, length: n)))
                offset += UInt64(n)
            }
            try out.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw .write("cannot write \(temp.path): \(error)", kept: true)
        }
        guard rename(temp.path, destination.path) == 0 else {
            let why = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw .write("cannot rename \(temp.path) to \(destination.path): \(why)", kept: true)
        }
        return layout.tileDataOffset + journal.partLength
    }
}
