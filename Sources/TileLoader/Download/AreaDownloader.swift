import Foundation
import MapArchive
import MapCore

/// Downloads an area of a PMTiles archive (remote by range requests, or a local file) into a new clustered,
/// deduplicated PMTiles v3 archive with the source's metadata and the area's bounds. Resumable (side journal),
/// locked against a second writer, restarted cleanly when the source changes, and written to a temp file that is
/// renamed into place only when complete.
public final class AreaDownloader {
    /// How far it has got, for the progress line or bar.
    public struct Progress: Sendable {
        public var done: Int
        public var total: Int
        public var bytes: UInt64
        public var resumedFrom: Int
    }

    /// What a finished download wrote.
    public struct Summary: Sendable {
        public var tiles: Int
        public var missing: Int
        public var fileBytes: UInt64
        /// Every tile's length, duplicates included.
        public var tileBytes: UInt64
        /// The tile data section: each distinct tile once.
        public var storedBytes: UInt64
        public var restarts: Int
    }

    public let plan: DownloadPlan
    public let from: String
    public let destination: URL
    /// Tiles planned together: their neighbouring ranges are merged into fewer requests.
    public var batchSize = 256
    /// Requests in flight at once (the shared client's per-host limit still applies).
    public var parallel = 8
    /// Largest merged request; a gap of up to `mergeGap` unwanted bytes between two tiles is fetched rather than split.
    static let mergeCap = 4 << 20
    static let mergeGap: UInt64 = 16 << 10
    /// Source changes tolerated before giving up.
    public var maxRestarts = 3
    private let client: RemoteRangeClient

    public init(plan: DownloadPlan, from: String, to destination: URL, client: RemoteRangeClient = .shared) {
        self.plan = plan; self.from = from; self.destination = destination; self.client = client
    }

    /// The source opened, for the size estimate: average stored tile size × tiles.
    public func estimate() throws(DownloadError) -> (tiles: Int, bytes: UInt64, info: ArchiveInfo) {
        let source = try Self.inspect(from, client: client)
        return (plan.count, source.averageTileBytes * UInt64(plan.count), source.info)
    }

    /// What an estimate needs of a source, read once (the window's dialog recounts without asking again).
    public struct SourceSummary: Sendable {
        public var info: ArchiveInfo
        /// The tile data section's length over its stored tiles; 0 when the header does not say.
        public var averageTileBytes: UInt64
    }

    /// Opens the archive at `from` (a URL or a file) and reads its zooms, name and average tile size.
    public static func inspect(_ from: String, client: RemoteRangeClient = .shared) throws(DownloadError) -> SourceSummary {
        let (archive, _, _) = try openSource(from, client: client)
        let h = archive.header
        // Writers may leave the counts at 0: then the larger counts, else nothing to go by.
        let stored = [h.tileContents, h.tileEntries, h.addressedTiles].first(where: { $0 > 0 }) ?? UInt64(0)
        return SourceSummary(info: archive.info, averageTileBytes: stored > 0 ? h.tileData.length / stored : 0)
    }

    /// Runs to completion, or throws saying what was kept. `progress` is called on this thread; `isCancelled`
    /// is asked between batches.
    public func run(progress: (Progress) -> Void = { _ in },
                    isCancelled: () -> Bool = { false }) throws(DownloadError) -> Summary {
        do { try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true) }
        catch { throw .write("cannot create the folder of \(destination.path): \(error.systemReason)", kept: false) }
        let lock = try DownloadLock(destination: destination)
        defer { withExtendedLifetime(lock) {} }
        var restarts = 0
        while true {
            do { return try attempt(restarts: restarts, progress: progress, isCancelled: isCancelled) }
            catch let failure as Restart {
                restarts += 1
                guard restarts <= maxRestarts else {
                    throw .source("\(from): the archive keeps changing on the server (\(failure.why)); tried \(restarts) times")
                }
            } catch let error as DownloadError {
                throw error
            } catch {
                throw .interrupted("\(error)")
            }
        }
    }

    /// The source changed under the download: start that area again from nothing.
    private struct Restart: Error { var why: String }

    private func attempt(restarts: Int, progress: (Progress) -> Void,
                         isCancelled: () -> Bool) throws -> Summary {
        let (archive, source, version) = try openSource()
        let identity = "\(version) \(plan.bounds.west),\(plan.bounds.south),\(plan.bounds.east),\(plan.bounds.north) \(plan.zooms.lowerBound)-\(plan.zooms.upperBound)"
        let journal = try DownloadJournal(destination: destination, identity: identity)
        let done = journal.doneIDs
        let pending = plan.tileIDs.filter { !done.contains($0) }
        let resumedFrom = plan.count - pending.count
        var state = Progress(done: resumedFrom, total: plan.count, bytes: journal.partLength, resumedFrom: resumedFrom)
        progress(state)
        var start = 0
        while start < pending.count {
            if isCancelled() { journal.sync(); throw DownloadError.cancelled }
            let batch = Array(pending[start..<min(pending.count, start + batchSize)])
            let results = fetch(batch, archive: archive, source: source)
            for (id, result) in zip(batch, results) {
                switch result {
                case .success(let bytes?): try journal.add(tileID: id, bytes: bytes, hash: TileMetadata.checksum(Data(bytes)))
                case .success(nil): try journal.addMissing(tileID: id)
                case .failure(let error):
                    journal.sync()
                    if RemoteReadError.isChanged(reason: error.reason) {
                        journal.remove()
                        throw Restart(why: error.reason)
                    }
                    throw DownloadError.interrupted(error.description)
                }
                state.done += 1
            }
            state.bytes = journal.partLength
            progress(state)
            start += batch.count
        }
        journal.sync()
        let summary = try finish(journal, archive: archive, source: source, restarts: restarts)
        journal.remove()
        OfflineAreaRecord.noteDownload(of: destination, source: from, etag: (source as? RemoteByteSource)?.etag)
        return summary
    }

    /// Each tile's stored bytes (as compressed in the source); nil when the source lacks it. Entries are looked up
    /// first, then neighbouring ranges (contiguous in a clustered source) are fetched as one request, in parallel.
    private func fetch(_ ids: [UInt64], archive: PMTilesArchive,
                       source: any ByteSource) -> [Result<[UInt8]?, ArchiveError>] {
        let section = archive.header.tileData
        var results = [Result<[UInt8]?, ArchiveError>](repeating: .success(nil), count: ids.count)
        var wanted: [(index: Int, offset: UInt64, length: UInt64)] = []
        for (i, id) in ids.enumerated() {
            do throws(ArchiveError) {
                guard let entry = try archive.entry(for: id) else { continue }
                let (end, overflow) = entry.offset.addingReportingOverflow(entry.length)
                guard !overflow, end <= section.length, entry.length <= UInt64(Inflate.tileCap) else {
                    throw ArchiveError(file: from, reason: "tile \(id) lies past the tile data section")
                }
                wanted.append((i, entry.offset, entry.length))
            } catch {
                results[i] = .failure(error)
            }
        }
        let groups = Self.merge(wanted.map { ($0.offset, $0.length) })
        let fetched = ResultSlots<[UInt8]?, ArchiveError>(count: groups.count)
        let chunk = max(1, (groups.count + parallel - 1) / parallel)
        DispatchQueue.concurrentPerform(iterations: min(parallel, groups.count)) { worker in
            for g in stride(from: worker * chunk, to: min(groups.count, (worker + 1) * chunk), by: 1) {
                let range = groups[g]
                fetched.set(g, Result { () throws(ArchiveError) -> [UInt8]? in
                    try source.read(offset: section.offset + range.offset, length: Int(range.length))
                })
            }
        }
        let bodies = fetched.values
        for w in wanted {
            let g = groups.firstIndex { w.offset >= $0.offset && w.offset + w.length <= $0.offset + $0.length }!
            switch bodies[g] {
            case .success(let bytes?):
                let start = Int(w.offset - groups[g].offset)
                results[w.index] = .success(Array(bytes[start..<start + Int(w.length)]))
            case .success(nil): results[w.index] = .success(nil)
            case .failure(let error): results[w.index] = .failure(error)
            }
        }
        return results
    }

    /// The byte ranges to request for these tile ranges: sorted, overlapping or nearly adjacent ones merged up to a cap.
    static func merge(_ ranges: [(offset: UInt64, length: UInt64)]) -> [(offset: UInt64, length: UInt64)] {
        var out: [(offset: UInt64, length: UInt64)] = []
        for r in ranges.sorted(by: { $0.offset < $1.offset }) {
            if let last = out.last, r.offset <= last.offset + last.length + mergeGap,
               max(last.offset + last.length, r.offset + r.length) - last.offset <= UInt64(mergeCap) {
                out[out.count - 1].length = max(last.offset + last.length, r.offset + r.length) - last.offset
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// Writes the archive with the source's metadata (DownloadedArchiveWriter) and says what it holds.
    private func finish(_ journal: DownloadJournal, archive: PMTilesArchive, source: any ByteSource,
                        restarts: Int) throws(DownloadError) -> Summary {
        let h = archive.header
        var metadata: [UInt8] = []
        if h.metadata.length > 0, h.metadata.length <= UInt64(PMTilesArchive.directoryCap) {
            do {
                let raw = try source.read(offset: h.metadata.offset, length: Int(h.metadata.length))
                metadata = h.internalCompression == .gzip ? try Inflate.inflate(raw, cap: PMTilesArchive.directoryCap) : raw
            } catch {
                throw .source("\(from): cannot read its metadata: \(error)")
            }
        }
        let fileBytes = try DownloadedArchiveWriter.write(
            journal, metadata: metadata,
            description: .init(tileType: h.tileType, tileCompression: h.tileCompression, minZoom: plan.zooms.lowerBound,
                               maxZoom: plan.zooms.upperBound, bounds: plan.bounds),
            to: destination, from: from)
        return Summary(tiles: journal.records.count, missing: journal.missing.count, fileBytes: fileBytes,
                       tileBytes: journal.records.reduce(0) { $0 + $1.length }, storedBytes: journal.partLength,
                       restarts: restarts)
    }

    /// The source archive, its byte source and a version string (size and ETag) that a resume must match.
    private func openSource() throws(DownloadError) -> (PMTilesArchive, any ByteSource, String) {
        try Self.openSource(from, client: client)
    }

    private static func openSource(_ from: String, client: RemoteRangeClient) throws(DownloadError) -> (PMTilesArchive, any ByteSource, String) {
        do {
            if RemoteArchiveOpener.isRemote(from) {
                let source = try RemoteByteSource(url: from, client: client, cache: nil)
                let etag = source.etag.map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" } ?? "-"
                return (try PMTilesArchive(source: source, file: from), source, "\(source.size) \(etag)")
            }
            let file = try ArchiveFile(path: from)
            var st = stat()
            let mtime = stat(from, &st) == 0 ? Int(st.st_mtim.tv_sec) : 0
            return (try PMTilesArchive(source: file, file: from), file, "\(file.size) \(mtime)")
        } catch {
            throw .source(error.description)
        }
    }
}
