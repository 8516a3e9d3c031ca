import Foundation
import MapCore
import MapData

/// Main menu › Export Places…: the places now shown (visible layers × ticked categories) in the format of the
/// chosen file's extension, written off the main thread through a temporary file renamed into place.
extension MapStore {
    /// What the map shows now: visible layers' places and files' lines and areas of the ticked categories.
    public var shownPlacesExport: PlaceExport {
        let ticked = state.categoryIDs
        return PlaceExport(places: places.filter { ticked.contains($0.categoryID) },
                           shapes: layers.visibleShapes.filter { ticked.contains($0.categoryID) },
                           categories: categories)
    }

    /// Writes `shownPlacesExport` to `path`; `done` gets "12 places, 1 line to NAME" or why it failed.
    public func exportShownPlaces(to path: String, done: @escaping @MainActor @Sendable (Result<String, ExportPlacesError>) -> Void) {
        guard let format = ExportFormat(fileName: path) else {
            done(.failure(.unknownFormat(name: URL(fileURLWithPath: path).lastPathComponent)))
            return
        }
        let export = shownPlacesExport
        guard !export.places.isEmpty || !export.shapes.isEmpty else { done(.failure(.nothingShown)); return }
        let poster = self.poster
        Task.detached(priority: .userInitiated) {
            let result = Self.write(export, format: format, to: path)
            poster.post { done(result) }
        }
    }

    nonisolated static func write(_ export: PlaceExport, format: ExportFormat, to path: String) -> Result<String, ExportPlacesError> {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).pinmap-\(UUID().uuidString)")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                return .failure(.cannotWrite(path: path, reason: "cannot create a file in its folder"))
            }
            let handle = try FileHandle(forWritingTo: temporary)
            let summary: ExportSummary
            do {
                summary = try format.write(export, to: ExportStream(handle: handle))
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            // rename(2): the old file, if any, is replaced in one step, and a missing one is fine.
            guard Foundation.rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                return .failure(.cannotWrite(path: path, reason: reason))
            }
            return .success("\(summary) to \(url.lastPathComponent)")
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return .failure(.cannotWrite(path: path, reason: "\(error)"))
        }
    }
}
