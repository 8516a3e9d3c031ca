import AppCore
import Foundation
import GtkShell
import MapCore
import TileLoader

/// Preferences › Offline maps on the maps folder's `OfflineAreaLibrary`.
final class OfflineMapsLibraryModel: OfflineMapsModel {
    let library: OfflineAreaLibrary

    init(folder: URL) { library = OfflineAreaLibrary(folder: folder) }

    func rows() -> [OfflineMapRow] {
        library.entries().map { OfflineMapRow(id: $0.styleID, name: $0.name, details: Self.details($0)) }
    }

    func rename(_ id: String, to name: String) throws { try library.rename(try entry(id), to: name) }

    func delete(_ id: String) throws { try library.delete(try entry(id)) }

    func outdated() -> Set<String> {
        Set(library.entries().filter { library.hasUpdate($0) == true }.map(\.styleID))
    }

    func update(_ id: String) throws {
        let e = try entry(id)
        guard let source = e.record?.source else { throw DownloadError.badRequest("\(e.name): its source is not recorded") }
        _ = try AreaDownloader(plan: try DownloadPlan(bounds: e.bounds, zooms: e.zooms), from: source, to: e.file).run()
    }

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
