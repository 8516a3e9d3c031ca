import Foundation
import Testing
import Graphics
import MapCore
import VectorTiles
@testable import MapRender

/// A tile prepared once for a zoom (filters run, bounds kept) draws what the tile drawn directly draws.
@Suite struct PreparedVectorTileTests {
    typealias F = VectorTilePainterFixtures

    static let tile = VectorTile(layers: [
        VectorLayer(name: "water", features: [F.polygon([F.box(2048, 2048, 4096, 4096)]), F.line([[(0, 0), (100, 100)]])]),
        VectorLayer(name: "roads", features: [
            F.line([[(0, 3072), (4096, 3072)]], [("kind", .string("major_road"))]),
            F.line([[(0, 1000), (4096, 1000)]], [("kind", .string("path"))]),
            F.line([[(3000, 0), (3000, 900)]], [("kind", .string("major_road"))]),
        ]),
    ])

    @Test func eachLayerKeepsOnlyTheFeaturesItsFilterAndGeometryTypeAccept() throws {
        let painter = VectorTilePainter(style: try F.style(VectorTilePainterTests.simpleStyle))
        let prepared = painter.prepare(Self.tile, zoom: 11)
        let ids = painter.style.layers.map(\.id)
        func chosen(_ id: String) -> [Int32]? { prepared.selections[ids.firstIndex(of: id)!]?.features }
        #expect(chosen("land") == nil)
        #expect(chosen("water") == [0], "the water line is no fill")
        #expect(chosen("road") == [0, 2])
        #expect(chosen("path") == [1])
        #expect(prepared.bounds.isEmpty, "drawn at its own zoom nothing is culled, so no bounds are kept")
        let over = painter.prepare(Self.tile, zoom: 11, overzoomed: true)
        #expect(over.bounds[1][2] == GridBounds(minX: 3000, minY: 0, maxX: 3000, maxY: 900))
    }

    @Test func aPreparedTileSharedByItsChildrenDrawsEachAsTheTileItself() throws {
        let painter = VectorTilePainter(style: try F.style(VectorTilePainterTests.simpleStyle))
        let parent = TileID(z: 10, x: 4, y: 6)
        let shared = painter.prepare(Self.tile, zoom: 11, overzoomed: true)
        for child in parent.children {
            let direct = try painter.render(Self.tile, dataTile: parent, drawnTile: child)
            let viaShared = try painter.render(shared, dataTile: parent, drawnTile: child)
            let diff = ImageDiff(direct.surface, viaShared.surface, threshold: 0)
            #expect(diff.maxChannelDiff == 0, "\(child)")
            #expect(direct.labels.candidates.count == viaShared.labels.candidates.count)
        }
        // Prepared for another zoom, it is prepared again rather than drawn with the wrong zoom's filters.
        let grandchild = TileID(z: 12, x: 19, y: 27)
        let wrongZoom = try painter.render(shared, dataTile: parent, drawnTile: grandchild)
        let right = try painter.render(Self.tile, dataTile: parent, drawnTile: grandchild)
        #expect(ImageDiff(wrongZoom.surface, right.surface, threshold: 0).maxChannelDiff == 0)
    }

    @Test func onlyAnOpaqueBackgroundFirstLetsTheSurfaceGoUncleared() throws {
        #expect(VectorTilePainter(style: try VectorStyle(contentsOf: F.bundledStyle, palette: "light")).coversOpaquely(atZoom: 15))
        #expect(VectorTilePainter(style: try F.style(VectorTilePainterTests.simpleStyle)).coversOpaquely(atZoom: 3))
        let faint = ##"{"layers": [{"id": "bg", "type": "background", "paint": {"background-color": "#ffffff", "background-opacity": 0.5}}]}"##
        #expect(!VectorTilePainter(style: try F.style(faint)).coversOpaquely(atZoom: 3))
        let fillFirst = ##"{"layers": [{"id": "w", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#0000ff"}}]}"##
        #expect(!VectorTilePainter(style: try F.style(fillFirst)).coversOpaquely(atZoom: 3))
        // A transparent style's tile starts clear, whatever the pooled buffer held before.
        let painter = VectorTilePainter(style: try F.style(fillFirst))
        let id = TileID(z: 3, x: 1, y: 1)
        for _ in 0..<3 {
            let out = try painter.render(VectorTile(layers: []), dataTile: id, drawnTile: id)
            #expect(out.surface.pixel(x: 10, y: 10).a == 0)
        }
    }
}
