import AppCore
import Foundation
import GtkShell
import MapCore
import TileLoader

/// Preferences › Offline maps and Main menu › Download Area… on the maps folder's `OfflineAreaLibrary` and TileLoader's
/// downloaders.
final class OfflineMapsLibraryModel: AreaDownloadModel {
    let library: OfflineAreaLibrary
    /// Told the folder's downloaded areas whenever its styles are listed again (the window's tile store draws them).
    private let areasChanged: @Sendable @MainActor ([DownloadedArea]) -> Void

    init(folder: URL, areasChanged: @escaping @Sendable @MainActor ([DownloadedArea]) -> Void = { _ in }) {
        library = OfflineAreaLibrary(folder: folder)
        self.areasChanged = areasChanged
    }

    @MainActor
    func folderStyles() -> [MapStyle] {
        let styles = TileSourceCatalog.folderStyles(in: library.folder).styles
        areasChanged(TileSourceCatalog.downloadedAreas(among: styles))
        return styles
    }

    func refusal(for style: MapStyle) -> String? { DownloadPolicy.refusal(for: style) }

    func inspect(_ style: MapStyle) throws -> AreaSource {
        let e = try AreaDownload.estimate(style: style)
        return AreaSource(minZoom: e.minZoom, maxZoom: e.maxZoom, averageTileBytes: e.averageTileBytes)
    }

    func count(bounds: GeoBounds, zooms: ClosedRange<Int>) -> (tiles: Int, refusal: String?) {
        let tiles = DownloadPlan.count(bounds: bounds, zooms: zooms)
        guard tiles > DownloadPlan.maxTiles else { return (tiles, nil) }
        return (tiles, "\(DownloadError.tooManyTiles(count: tiles, hint: DownloadPlan.hint(bounds: bounds, zooms: zooms)))")
    }

    func unfinished(for style: MapStyle) -> (bounds: GeoBounds, zooms: ClosedRange<Int>)? {
        library.unfinished(from: AreaDownload.source(of: style)).first.map { ($0.bounds, $0.zooms) }
    }

    func download(_ style: MapStyle, bounds: GeoBounds, zooms: ClosedRange<Int>,
                  progress: @escaping @Sendable (AreaProgress) -> Void, isCancelled: @escaping @Sendable () -> Bool) throws -> MapStyle.ID {
        let job = try AreaDownload(style: style, plan: try DownloadPlan(bounds: bounds, zooms: zooms), folder: library.folder)
        _ = try job.run(progress: { progress(AreaProgress(done: $0.done, total: $0.total, bytes: $0.bytes)) }, isCancelled: isCancelled)
        return "maps/" + job.destination.lastPathComponent
    }

    func rows() -> [OfflineMapRow] {
        library.entries().map { OfflineMapRow(id: $0.styleID, name: $0.name, details: Self.details($0)) }
    }

    func rename(_ id: String, to name: String) throws { try library.rename(try entry(id), to: name) }

    func delete(_ id: String) throws { try library.delete(try entry(id)) }

    func outdated() -> Set<String> {
        Set(library.entries().filter { library.hasUpdate($0) == true }.map(\.styleID))
    }

    func update(_ id: String) throws { try library.update(try entry(id)) }

    private func entry(_ id: String) throws -> OfflineAreaLibrary.Entry {
        guard let e = library.entries().first(where: { $0.styleID == id }) else {
            throw DownloadError.badRequest("\(id) is no longer in \(library.folder.path)")
        }
        return e
    }

    /// "24.900, 60.150 – 24.980, 60.190 · zooms 10–14 · 0.2 MB · 2026-11-28"
    static func details(_ e: OfflineAreaLibrary.Entry) -> String {
        let b = e.bounds
        let box = String(format: "%.3f, %.3f – %.3f, %.3f", b.west, b.south, b.east, b.north)
        let day = ISO8601DateFormatter.string(from: e.date, timeZone: .current, formatOptions: [.withFullDate])
        return "\(box) · " + String(format: tr("zooms %d–%d"), e.zooms.lowerBound, e.zooms.upperBound)
            + " · " + DownloadRunner.megabytes(e.bytes) + " · " + day
    }
}
