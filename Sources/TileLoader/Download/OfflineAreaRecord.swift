import Foundation
import MapCore

/// What Pinmap knows of a downloaded area beyond its archive: the name shown (editable), where it came from, the
/// source's version (size and ETag) at download, and when. Kept in `FILE.pmtiles.area.json` beside the archive, so a
/// rename never touches the archive and the maps folder scan (by extension) never takes it for a map.
public struct OfflineAreaRecord: Codable, Equatable, Sendable {
    /// The name shown in Preferences; nil shows the archive's own name.
    public var name: String?
    /// The URL or file downloaded from, or the raster style's id.
    public var source: String?
    /// The source's ETag at download (nil for a file or a server that sends none).
    public var etag: String?
    public var downloaded: Date?
    /// The area asked for, W,S,E,N, and its zooms (first, last): written when the window starts a download, so an
    /// unfinished one is found and resumed after a restart.
    public var area: [Double]?
    public var zooms: [Int]?

    public init(name: String? = nil, source: String? = nil, etag: String? = nil, downloaded: Date? = nil) {
        self.name = name; self.source = source; self.etag = etag; self.downloaded = downloaded
    }

    /// The recorded request as a box and zoom range; nil when none was recorded or it is malformed.
    public var request: (bounds: GeoBounds, zooms: ClosedRange<Int>)? {
        guard let a = area, a.count == 4, a.allSatisfy(\.isFinite), let z = zooms, z.count == 2, z[0] >= 0, z[0] <= z[1], z[1] <= 22
        else { return nil }
        return (GeoBounds(west: a[0], south: a[1], east: a[2], north: a[3]), z[0]...z[1])
    }

    /// Records the request of a download starting into `archive` (its source, area and zooms), keeping a name.
    static func noteStart(of archive: URL, source: String, plan: DownloadPlan) {
        var record = read(for: archive) ?? OfflineAreaRecord()
        let b = plan.bounds
        record.source = source
        record.area = [b.west, b.south, b.east, b.north]
        record.zooms = [plan.zooms.lowerBound, plan.zooms.upperBound]
        try? record.write(for: archive)
    }

    /// Longest sidecar read: a name and a URL are far smaller.
    static let maxBytes = 64 << 10

    /// The sidecar of the archive at `archive`.
    public static func url(for archive: URL) -> URL { URL(fileURLWithPath: archive.path + ".area.json") }

    /// The record beside `archive`, or nil when there is none or it is unreadable (too large, not this JSON).
    public static func read(for archive: URL) -> OfflineAreaRecord? {
        let url = url(for: archive)
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(OfflineAreaRecord.self, from: data)
    }

    /// Records a finished download of `archive` from `source` (version `etag`) now, keeping a name given earlier.
    /// A record that cannot be written leaves the area nameless and without "Update", never the download failed.
    static func noteDownload(of archive: URL, source: String, etag: String?) {
        var record = read(for: archive) ?? OfflineAreaRecord()
        record.source = source; record.etag = etag; record.downloaded = Date()
        try? record.write(for: archive)
    }

    /// Writes the record beside `archive` (a temp file renamed into place).
    public func write(for archive: URL) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: Self.url(for: archive), options: .atomic)
    }
}
