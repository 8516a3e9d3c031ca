import AppCore
import Foundation
import MapCore
import MapData
import Testing

/// Export Places…: what the map shows (visible layers × ticked categories), written and read back for real.
@MainActor
@Suite struct ExportPlacesTests {
    @Test func theShownPlacesAreWrittenAndReadBack() async throws {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let trip = folder.appendingPathComponent("trip.geojson")
        try Data(LayerTests.trip.utf8).write(to: trip)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: trip.path)
        await h.poster.drain()
        h.store.setCategory("pharmacy", enabled: false)
        h.store.setLayerVisible(PlaceLayer.bundledID, false)
        // The file's two cafés and its viewpoint, and its walk (no category: "other", ticked).
        let shown = h.store.shownPlacesExport
        #expect(Set(shown.places.map(\.title)) == ["Café A", "Café B", "Lookout"])

        let out = folder.appendingPathComponent("out.kml").path
        final class Box: @unchecked Sendable { var result: Result<String, ExportPlacesError>? }
        let box = Box()
        h.store.exportShownPlaces(to: out) { box.result = $0 }
        // Other posted work (the layer's settings save) may come first: drain until the export's answer arrives.
        for _ in 0..<20 where box.result == nil { await h.poster.drain() }
        let summary = try #require(try box.result?.get())
        #expect(summary.hasSuffix("to out.kml"), "\(summary)")
        let back = try PlaceFileLoader.load(contentsOf: URL(fileURLWithPath: out))
        #expect(Set(back.places.map(\.title)) == ["Café A", "Café B", "Lookout"])
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.kml", "trip.geojson"])
    }

    @Test func anUnknownExtensionOrNothingShownIsSaidNotWritten() async throws {
        let h = Harness()
        await h.startAndLoad()
        final class Box: @unchecked Sendable { var results: [Result<String, ExportPlacesError>] = [] }
        let box = Box()
        h.store.exportShownPlaces(to: "/tmp/x.docx") { box.results.append($0) }
        h.store.selectNoCategories()
        h.store.exportShownPlaces(to: "/tmp/x.csv") { box.results.append($0) }
        #expect(box.results.map { try? $0.get() } == [nil, nil])
        if case .failure(let e) = box.results[0] { #expect(e == .unknownFormat(name: "x.docx")) }
        if case .failure(let e) = box.results[1] { #expect(e == .nothingShown) }
    }
}
