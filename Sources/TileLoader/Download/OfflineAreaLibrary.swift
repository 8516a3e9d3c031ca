import Foundation
import MapArchive
import MapCore

/// The downloaded areas in the maps folder, as Preferences › Offline maps lists them: name, bounds, zooms, size and
/// date; renamed through the sidecar record, deleted with every side file.
public struct OfflineAreaLibrary: Sendable {
    /// One downloaded area.
    public struct Entry: Sendable, Equatable {
        public var file: URL
        /// The record's name, else the archive's.
        public var name: String
        public var bounds: GeoBounds
        public var zooms: ClosedRange<Int>
        public var bytes: UInt64
        /// When it was downloaded (the record's date, else the file's modification time).
        public var date: Date
        public var record: OfflineAreaRecord?
        /// The style id the maps folder gives it.
        public var styleID: String { "maps/\(file.lastPathComponent)" }
    }

    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// Every archive in the folder that declares its bounds, by file name; one that does not open is left out.
    public func entries() -> [Entry] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return [] }
        var out: [Entry] = []
        for name in names.sorted() where TileSourceCatalog.archiveExtensions.contains((name as NSString).pathExtension.lowercased()) {
            let file = folder.appendingPathComponent(name)
            guard let info = try? ArchiveOpener.open(path: file.path).info, let bounds = info.bounds else { continue }
            let attributes = try? fm.attributesOfItem(atPath: file.path)
            let record = OfflineAreaRecord.read(for: file)
            let fallbackName = info.name.isEmpty ? (name as NSString).deletingPathExtension : info.name
            out.append(Entry(file: file, name: record?.name ?? fallbackName, bounds: bounds,
                             zooms: min(info.minZoom, info.maxZoom)...info.maxZoom,
                             bytes: (attributes?[.size] as? NSNumber)?.uint64Value ?? 0,
                             date: record?.downloaded ?? (attributes?[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0),
                             record: record))
        }
        return out
    }

    /// Names the area `name` (trimmed, at most 200 characters) in its record; the archive itself is not renamed.
    public func rename(_ entry: Entry, to name: String) throws {
        var record = OfflineAreaRecord.read(for: entry.file) ?? OfflineAreaRecord()
        let trimmed = String(name.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
        record.name = trimmed.isEmpty ? nil : trimmed
        try record.write(for: entry.file)
    }

    /// Removes the archive and its side files (part, journal, lock, temp, record); only files inside the folder.
    public func delete(_ entry: Entry) throws {
        guard entry.file.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path else {
            throw CocoaError(.fileWriteNoPermission)
        }
        let fm = FileManager.default
        try fm.removeItem(at: entry.file)
        for suffix in [".part", ".journal", ".lock", ".tmp", ".area.json"] {
            try? fm.removeItem(atPath: entry.file.path + suffix)
        }
    }

    /// Downloads started from `source` that have not finished (a journal is left beside them), with the area and
    /// zooms asked for, by file name: the window offers to resume them.
    public func unfinished(from source: String) -> [(file: URL, bounds: GeoBounds, zooms: ClosedRange<Int>)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().filter { $0.hasSuffix(".pmtiles.journal") }.compactMap { name in
            let file = folder.appendingPathComponent(String(name.dropLast(".journal".count)))
            guard let record = OfflineAreaRecord.read(for: file), record.source == source, let r = record.request else { return nil }
            return (file, r.bounds, r.zooms)
        }
    }

    /// Downloads the area again from its recorded source (same bounds and zooms; blocking), replacing the archive only
    /// when complete; the record then holds the source's new ETag.
    public func update(_ entry: Entry, client: RemoteRangeClient = .shared) throws(DownloadError) {
        guard let source = entry.record?.source else { throw .badRequest("\(entry.name): its source is not recorded") }
        _ = try AreaDownloader(plan: try DownloadPlan(bounds: entry.bounds, zooms: entry.zooms), from: source, to: entry.file,
                               client: client).run()
    }

    /// Whether the area's source has a new version: its ETag now differs from the one recorded at download.
    /// Nil when unknown (no record, no ETag recorded, or the server unreachable).
    public func hasUpdate(_ entry: Entry, client: RemoteRangeClient = .shared) -> Bool? {
        guard let source = entry.record?.source, RemoteArchiveOpener.isRemote(source), let recorded = entry.record?.etag,
              case .success(let prefix) = client.fetchPrefix(source, length: 127), let now = prefix.etag else { return nil }
        return now != recorded
    }
}
