import Graphics
import MapCore
import Testing
import VectorTiles
@testable import MapRender

/// Issue 27's hostile label text and label counts, each by name: bounded before Pango and the tile cache see them.
@Suite struct HostileLabelTests {
    typealias F = VectorTilePainterFixtures

    static let style = #"""
    {"layers": [{"id": "places", "type": "symbol", "source-layer": "places",
                 "layout": {"text-field": ["get", "name"], "text-size": 12, "symbol-sort-key": ["get", "rank"]}}]}
    """#

    @Test func hugeLabelTextIsCutBeforePango() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        let name = String(repeating: "ä", count: 2_250_000) // 4.5 MB
        let tile = VectorTile(layers: [VectorLayer(name: "places", features: [F.point((2048, 2048), [("name", .string(name))])])])
        let id = TileID(z: 10, x: 1, y: 1)
        let labels = painter.labels(for: tile, dataTile: id, drawnTile: id).candidates
        #expect(labels.count == 1)
        #expect(labels.first?.text == String(repeating: "ä", count: Limits.labelTextCharacters))
        // And the painter lays the cut label out like any other.
        #expect(LabelPainter(options: LabelOptions()).measure(labels[0].text, fontSize: 12).width > 0)
    }

    @Test func labelTextCapCountsBytesAndCharacters() {
        #expect(Limits.prefix("short", bytes: 1_024, characters: 200) == "short")
        #expect(Limits.prefix(String(repeating: "a", count: 5_000), bytes: 1_024, characters: 200).count == 200)
        // Four-byte characters: the byte cap binds first, and never splits one.
        let emoji = Limits.prefix(String(repeating: "🗺", count: 1_000), bytes: 1_023, characters: 1_000)
        #expect(emoji == String(repeating: "🗺", count: 255))
    }

    @Test func tileOf150000LabelsKeepsTheMostImportantUpToTheCap() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        var features: [VectorFeature] = []
        for i in 0..<150_000 {
            let x = Int32(i % 4096), y = Int32(i / 4096 * 100 % 4096)
            let properties: [(String, VectorValue)] = [("name", .string("p\(i)")), ("rank", .int(Int64(150_000 - i)))]
            features.append(F.point((x, y), properties))
        }
        let tile = VectorTile(layers: [VectorLayer(name: "places", features: features)])
        let id = TileID(z: 10, x: 1, y: 1)
        let labels = painter.labels(for: tile, dataTile: id, drawnTile: id).candidates
        #expect(labels.count == Limits.labelsPerTile)
        // The lowest sort keys win: the last features written.
        #expect(labels.first?.text == "p\(150_000 - Limits.labelsPerTile)")
        #expect(labels.last?.text == "p149999")
    }
}
