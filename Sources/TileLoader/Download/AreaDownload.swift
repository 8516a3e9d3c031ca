import Foundation
import MapCore

/// One area download as the window starts it: a style's source (a PMTiles archive, remote or local, or a raster
/// style that allows downloads) into the maps folder, under a file name fixed by the source, area and zooms, so the
/// same request finds its journal again and resumes after a restart.
public struct AreaDownload: Sendable {
    public let style: MapStyle
    public let plan: DownloadPlan
    public let destination: URL
    /// What the record names as the source: the archive's URL or path, or the raster style's id.
    public let source: String

    /// Throws the policy's refusal (the OSM tile policy, a raster style without `"allowDownload": true`).
    public init(style: MapStyle, plan: DownloadPlan, folder: URL) throws(DownloadError) {
        if let why = DownloadPolicy.refusal(for: style) { throw .badRequest(why) }
        self.style = style
        self.plan = plan
        source = Self.source(of: style)
        destination = folder.appendingPathComponent(Self.fileName(style: style, source: source, plan: plan))
    }

    /// The archive's URL or path for an archive style, else the style's id (a raster style's downloads).
    public static func source(of style: MapStyle) -> String { style.archivePath ?? style.id }

    /// "<style name>-<8 hex digits of source, area and zooms>.pmtiles": readable, and the same for the same request.
    static func fileName(style: MapStyle, source: String, plan: DownloadPlan) -> String {
        let b = plan.bounds
        let key = "\(source) \(b.west),\(b.south),\(b.east),\(b.north) \(plan.zooms.lowerBound)-\(plan.zooms.upperBound)"
        // FNV-1a: stable across runs (Swift's Hasher is seeded per process).
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let slug = String(style.name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(40))
            .split(separator: "-").joined(separator: "-")
        return (slug.isEmpty ? "area" : slug) + "-" + String(format: "%08x", hash) + ".pmtiles"
    }

    /// Tiles and estimated bytes before anything is fetched; opens an archive source (blocking: off the main thread).
    public static func estimate(style: MapStyle) throws(DownloadError) -> (maxZoom: Int, minZoom: Int, averageTileBytes: UInt64) {
        guard let path = style.archivePath else {
            return (style.maxZoom, style.minZoom, RasterAreaDownloader.estimatedTileBytes)
        }
        let s = try AreaDownloader.inspect(path)
        return (s.info.maxZoom, s.info.minZoom, s.averageTileBytes)
    }

    /// Downloads (blocking), first recording the request beside the destination so an unfinished one can resume.
    public func run(progress: (AreaDownloader.Progress) -> Void = { _ in },
                    isCancelled: () -> Bool = { false }) throws(DownloadError) -> AreaDownloader.Summary {
        do { try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true) }
        catch { throw .write("cannot create the folder of \(destination.path): \(error.systemReason)", kept: false) }
        OfflineAreaRecord.noteStart(of: destination, source: source, plan: plan)
        if let path = style.archivePath {
            return try AreaDownloader(plan: plan, from: path, to: destination).run(progress: progress, isCancelled: isCancelled)
        }
        return try RasterAreaDownloader(plan: plan, style: style, to: destination).run(progress: progress, isCancelled: isCancelled)
    }
}
