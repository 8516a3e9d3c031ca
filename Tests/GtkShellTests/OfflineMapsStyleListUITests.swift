import AppCore
import Foundation
import GtkInterop
import MapCore
import Testing
import TileLoader
@testable import GtkShell

/// Preferences › Offline maps on real downloaded areas: the side panel's style list follows a rename and a delete at
/// once (a deleted current style gives way to the default), and Update appears when the served archive's ETag changes
/// and, pressed, downloads the area again and records the new ETag.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct OfflineMapsStyleListUITests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let bundled = root.appendingPathComponent("data/offline.pmtiles")
    static let area = GeoBounds(west: 24.90, south: 60.15, east: 24.98, north: 60.19)

    /// The app's Offline maps model, as `pinmap` wires it, on the maps folder's library.
    final class LibraryModel: OfflineMapsModel, @unchecked Sendable {
        let library: OfflineAreaLibrary
        init(folder: URL) { library = OfflineAreaLibrary(folder: folder) }
        func rows() -> [OfflineMapRow] { library.entries().map { OfflineMapRow(id: $0.styleID, name: $0.name, details: $0.file.lastPathComponent) } }
        func rename(_ id: String, to name: String) throws { try library.rename(try entry(id), to: name) }
        func delete(_ id: String) throws { try library.delete(try entry(id)) }
        func outdated() -> Set<String> { Set(library.entries().filter { library.hasUpdate($0) == true }.map(\.styleID)) }
        func update(_ id: String) throws { try library.update(try entry(id)) }
        func folderStyles() -> [MapStyle] { TileSourceCatalog.folderStyles(in: library.folder).styles }
        func entry(_ id: String) throws -> OfflineAreaLibrary.Entry {
            guard let e = library.entries().first(where: { $0.styleID == id }) else { throw CocoaError(.fileNoSuchFile) }
            return e
        }
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("offline-style-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Downloads central Helsinki at zooms 10–11 from `source` (a file or URL) into `maps`; the area's style id.
    func download(from source: String, into maps: URL) throws -> String {
        let style = MapStyle(id: "src", name: "Helsinki", kind: .vector, urlTemplate: "", attribution: "", maxZoom: 22, archivePath: source)
        let job = try AreaDownload(style: style, plan: try DownloadPlan(bounds: Self.area, zooms: 10...11), folder: maps)
        _ = try job.run()
        return "maps/" + job.destination.lastPathComponent
    }

    @Test func renamingAndDeletingAnAreaChangeThePanelsStyleListAtOnceAndTheDefaultTakesOver() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let id = try download(from: Self.bundled.path, into: dir)
        let model = LibraryModel(folder: dir)
        let service = StyledMapService(base: NoPlaces(), styles: [NoPlaces().defaultStyle] + model.folderStyles())
        let store = MapStore(service: service, mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: nil)
        store.selectStyle(id)
        let panel = SidePanel(store: store, icons: CategoryIcons(directory: nil))
        store.observe { panel.render($0) }
        #expect(panel.styleIDs == ["fake", id])
        let prefs = PreferencesWindow(store: store, offlineMaps: model)
        prefs.present(over: h.window)
        defer { Window.destroy(prefs.window) }
        let group = try #require(prefs.offlineMaps)

        group.rename(id, "Kallio")
        #expect(store.service.styles.first { $0.id == id }?.name == "Kallio", "the style list has the new name")
        #expect(panel.styleIDs == ["fake", id] && store.state.styleID == id)

        #expect(AppUI.activate(try #require(group.deleteButtons[id])))
        let waited1 = MainLoop.run(until: { panel.styleIDs == ["fake"] })
        #expect(waited1, "the radio goes with the area")
        #expect(store.state.styleID == "fake", "the deleted current style gives way to the default")
        #expect(store.style.id == "fake")
    }

    @Test func updateShowsWhenTheServedArchiveChangesAndRecordsTheNewETag() throws {
        let h = try #require(MapHarness.shared, MapHarness.failureReason)
        let dir = try folder(); defer { try? FileManager.default.removeItem(at: dir) }
        let served = dir.appendingPathComponent("offline.pmtiles")
        try FileManager.default.copyItem(at: Self.bundled, to: served)
        let server = try LoopbackRangeServer(folder: dir); defer { server.stop() }
        let maps = dir.appendingPathComponent("maps")
        let id = try download(from: "http://127.0.0.1:\(server.port)/versioned/offline.pmtiles", into: maps)
        let model = LibraryModel(folder: maps)
        let file = try model.entry(id).file
        let before = OfflineAreaRecord.read(for: file)?.etag
        let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: nil)
        let prefs = PreferencesWindow(store: store, offlineMaps: model)
        prefs.present(over: h.window)
        defer { Window.destroy(prefs.window) }
        let group = try #require(prefs.offlineMaps)
        // Listed when made and again when shown: two checks.
        let waited2 = MainLoop.run(until: { group.outdatedChecks >= 2 }, timeout: .seconds(60))
        #expect(waited2)
        #expect(group.outdatedIDs.isEmpty && group.updateButtons[id]?.isVisible == false, "the same version: no Update")

        // The archive is published again: the server's ETag (its mtime and size) changes.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: served.path)
        group.reload()
        let waited3 = MainLoop.run(until: { group.outdatedChecks >= 3 }, timeout: .seconds(60))
        #expect(waited3)
        let update = try #require(group.updateButtons[id])
        #expect(update.isVisible, "the row offers Update")

        #expect(AppUI.activate(update))
        // Update downloads again, then lists the folder and asks the server once more.
        let waited4 = MainLoop.run(until: { group.outdatedChecks >= 4 }, timeout: .seconds(120))
        #expect(waited4)
        #expect(group.lastError == nil)
        let after = OfflineAreaRecord.read(for: file)?.etag
        #expect(after != nil && after != before, "the record has the new ETag")
        #expect(group.updateButtons[id]?.isVisible == false)
        #expect(group.listed.map(\.id) == [id])
    }
}

/// Tests/MapArchiveTests/Fixtures/range_server.py on an ephemeral loopback port, stopped by its PID.
final class LoopbackRangeServer {
    let process = Process()
    let port: Int

    init(folder: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", OfflineMapsStyleListUITests.root.appendingPathComponent("Tests/MapArchiveTests/Fixtures/range_server.py").path,
                             "--dir", folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([10]) { line += byte }
        guard let p = Int(String(decoding: line, as: UTF8.self).dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CocoaError(.executableLoad)
        }
        port = p
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
