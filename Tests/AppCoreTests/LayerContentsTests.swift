import AppCore
import Foundation
import MapCore
import Testing

/// The words a layer's row and its toast use for what the file holds, from files read by MapData's real loader.
@MainActor
@Suite struct LayerContentsTests {
    @Test func theWordsCountEachKindTheLayerHas() {
        #expect(LayerContents.text(places: 12, tracks: 1, areas: 0) == "12 places, 1 track")
        #expect(LayerContents.text(places: 0, tracks: 1, areas: 0) == "1 track")
        #expect(LayerContents.text(places: 0, tracks: 0, areas: 2) == "2 areas")
        #expect(LayerContents.text(places: 1, tracks: 3, areas: 1) == "1 place, 3 tracks, 1 area")
        #expect(LayerContents.text(places: 0, tracks: 0, areas: 0) == "0 places")
    }

    /// Opens `text` as `name` in a store and returns the loaded layer.
    func openedLayer(_ text: String, _ name: String) async throws -> PlaceLayer {
        let folder = try makeTempFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        let h = Harness()
        await h.startAndLoad()
        h.store.openLayer(path: url.path)
        for _ in 0..<4 { await h.poster.drain(waitingUpTo: 0.25) }
        let layer = try #require(h.store.layers[url.path])
        try #require(layer.state == .loaded, "\(layer.state)")
        #expect(h.store.layerNotice?.message == LayerContents.text(of: layer) + " from " + name, "the toast says the same")
        return layer
    }

    @Test func aTrackOnlyGPXIsOneTrackNotZero() async throws {
        let gpx = """
        <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><name>Walk</name><trkseg><trkpt lat="60.17" lon="24.94"/><trkpt lat="60.18" lon="24.95"/></trkseg></trk></gpx>
        """
        let layer = try await openedLayer(gpx, "walk.gpx")
        #expect(layer.places.isEmpty)
        #expect(LayerContents.text(of: layer) == "1 track")
    }

    @Test func anAreaOnlyFileIsItsAreas() async throws {
        func square(_ x: Double) -> String {
            #"{"type":"Feature","properties":{"name":"A\#(Int(x))"},"geometry":{"type":"Polygon","coordinates":[[[\#(x),60],[\#(x + 0.1),60],[\#(x + 0.1),60.1],[\#(x),60.1],[\#(x),60]]]}}"#
        }
        let layer = try await openedLayer(#"{"type":"FeatureCollection","features":["# + square(24) + "," + square(25) + "]}", "parks.geojson")
        #expect(LayerContents.text(of: layer) == "2 areas")
    }

    @Test func placesAndATrackAreBothCounted() async throws {
        var features = (0..<12).map { i in
            #"{"type":"Feature","properties":{"name":"P\#(i)"},"geometry":{"type":"Point","coordinates":[24.\#(i + 10),60.2]}}"#
        }
        features.append(#"{"type":"Feature","properties":{"name":"Walk"},"geometry":{"type":"LineString","coordinates":[[24.9,60.1],[25.0,60.2]]}}"#)
        let layer = try await openedLayer(#"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}", "trip.geojson")
        #expect(LayerContents.text(of: layer) == "12 places, 1 track")
    }
}
