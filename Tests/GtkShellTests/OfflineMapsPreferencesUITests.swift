import AppCore
import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Preferences › Offline maps lists each downloaded area, and Delete removes it and its files from the folder.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct OfflineMapsPreferencesUITests {
    /// The folder's `.pmtiles` files as areas; delete removes the file and its side files, as the app's library does
    /// (that library is tested on real downloads in TileLoaderTests.OfflineAreaLibraryTests).
    final class FolderModel: OfflineMapsModel, @unchecked Sendable {
        let folder: URL
        init(folder: URL) { self.folder = folder }
        func rows() -> [OfflineMapRow] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".pmtiles") }.sorted().map {
                OfflineMapRow(id: "maps/\($0)", name: String($0.dropLast(8)), details: "24.900, 60.150 – 24.980, 60.190 · zooms 10–14")
            }
        }
        func rename(_ id: String, to name: String) throws {}
        func delete(_ id: String) throws {
            let file = folder.appendingPathComponent(String(id.dropFirst(5)))
            try FileManager.default.removeItem(at: file)
            for suffix in [".journal", ".part"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        }
        func outdated() -> Set<String> { [] }
        func update(_ id: String) throws {}
        func folderStyles() -> [MapStyle] { [] }
    }

    @Test func theListShowsTheAreaAndDeleteRemovesItAndItsFiles() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pinmap-offline-maps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["helsinki.pmtiles", "helsinki.pmtiles.journal"] { try Data("x".utf8).write(to: dir.appendingPathComponent(name)) }
        let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(),
                             settingsFile: SettingsFile(url: dir.appendingPathComponent("state/state.json")))
        let prefs = PreferencesWindow(store: store, offlineMaps: FolderModel(folder: dir))
        prefs.present(over: h.window)
        defer { Window.destroy(prefs.window) }
        let group = try #require(prefs.offlineMaps)
        #expect(group.listed.map(\.id) == ["maps/helsinki.pmtiles"])
        #expect(group.listed.first?.name == "helsinki")

        #expect(AppUI.activate(try #require(group.deleteButtons["maps/helsinki.pmtiles"])), "Delete is a live button")
        // A button's activation shows its press for a moment before "clicked".
        let gone = MainLoop.run(until: { group.listed.isEmpty })
        #expect(gone, "the row goes once Delete is pressed")
        #expect(group.lastError == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("helsinki") }.isEmpty)
    }
}
