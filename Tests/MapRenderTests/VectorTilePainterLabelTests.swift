import Testing
import Graphics
import MapCore
import VectorTiles
@testable import MapRender

@Suite struct VectorTilePainterLabelTests {
    typealias F = VectorTilePainterFixtures

    static let style = #"""
    {"layers": [
      {"id": "water", "type": "fill", "source-layer": "water", "paint": {"fill-color": "#3366cc"}},
      {"id": "water-name", "type": "symbol", "source-layer": "water", "layout": {"text-field": "{name}", "text-size": 11},
       "paint": {"text-color": "#204060"}},
      {"id": "streets", "type": "symbol", "source-layer": "roads", "filter": ["has", "name"],
       "layout": {"text-field": ["get", "name"], "symbol-placement": "line", "text-size": 12,
                  "symbol-sort-key": ["match", ["get", "kind"], "major_road", 1, 2]},
       "paint": {"text-color": "#444444", "text-halo-color": "#ffffff", "text-halo-width": 1.5}},
      {"id": "places", "type": "symbol", "source-layer": "places", "minzoom": 4,
       "layout": {"text-field": ["coalesce", ["get", "name:en"], ["get", "name"]], "text-size": 14, "text-transform": "uppercase",
                  "text-max-width": 5},
       "paint": {"text-color": "#111111", "text-halo-color": "rgba(255,255,255,0.8)", "text-halo-width": 2}}
    ]}
    """#

    static func tile() -> VectorTile {
        VectorTile(layers: [
            VectorLayer(name: "places", features: [
                F.point((1024, 2048), [("name", .string("Helsinki")), ("name:en", .string("Helsinki City"))]),
                F.point((-200, 100), [("name", .string("Espoo"))]),   // in the buffer: the neighbour owns it
                F.point((3000, 3000), [("name", .string("Töölö Bay District North"))]),
            ]),
            VectorLayer(name: "roads", features: [
                F.line([[(0, 512), (4096, 512)]], [("kind", .string("minor_road")), ("name", .string("Bulevardi"))]),
                F.line([[(2048, 0), (2048, 4096)]], [("kind", .string("major_road")), ("name", .string("Mannerheimintie"))]),
                F.line([[(0, 100), (100, 100)]], [("kind", .string("minor_road"))]),
            ]),
            VectorLayer(name: "water", features: [
                F.polygon([F.box(0, 3072, 1024, 4096)], [("name", .string("Lake"))]),
                // Cut by the tile's edge: its centroid differs in every tile it crosses, so it is not named.
                F.polygon([F.box(3072, 3072, 4500, 4096)], [("name", .string("Sea"))]),
            ]),
        ])
    }

    @Test func textPlacementAndStyleComeFromTheSymbolLayers() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        let id = TileID(z: 12, x: 2331, y: 1185)
        let labels = painter.labels(for: Self.tile(), dataTile: id, drawnTile: id)
        #expect(labels.tile == id)
        let byText = Dictionary(labels.candidates.map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(byText.keys) == ["HELSINKI\nCITY", "TÖÖLÖ BAY\nDISTRICT\nNORTH", "Bulevardi", "Mannerheimintie", "Lake"])
        let city = try #require(byText["HELSINKI\nCITY"])
        guard case .point(let p) = city.placement else { Issue.record("a place is a point label"); return }
        #expect(p == PixelPoint(x: 64, y: 128))
        #expect(city.fontSize == 14 && city.haloWidth == 2 && city.color == RGBColor(red: 0x11 / 255.0, green: 0x11 / 255.0, blue: 0x11 / 255.0))
        let street = try #require(byText["Mannerheimintie"])
        guard case .line(let pts) = street.placement else { Issue.record("a street is a line label"); return }
        #expect(pts.first == PixelPoint(x: 128, y: 0) && pts.last == PixelPoint(x: 128, y: 256))
        // A polygon's point label sits at its centroid.
        guard case .point(let lake)? = byText["Lake"]?.placement else { Issue.record("the lake has a point label"); return }
        #expect(lake == PixelPoint(x: 32, y: 224))
    }

    @Test func priorityFollowsLayerOrderThenSortKey() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        let id = TileID(z: 12, x: 2331, y: 1185)
        let c = painter.labels(for: Self.tile(), dataTile: id, drawnTile: id).candidates
        func priority(_ text: String) -> Double { c.first { $0.text == text }?.priority ?? .nan }
        // Places are the last symbol layer, so they are placed first (lower wins), then streets, then water names.
        #expect(priority("HELSINKI\nCITY") < priority("Mannerheimintie"))
        #expect(priority("Mannerheimintie") < priority("Bulevardi"))
        #expect(priority("Bulevardi") < priority("Lake"))
    }

    @Test func overzoomedLabelsAreInTheDrawnTilesPoints() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        let parent = TileID(z: 12, x: 2331, y: 1185)
        // The south-west child holds Helsinki at (1024, 2048) of the parent: (0.5, 0) of the child → (128, 0).
        let child = TileID(z: 13, x: 4662, y: 2371)
        let labels = painter.labels(for: Self.tile(), dataTile: parent, drawnTile: child)
        #expect(labels.tile == child)
        guard case .point(let p)? = labels.candidates.first(where: { $0.text == "HELSINKI\nCITY" })?.placement else {
            Issue.record("Helsinki is in the child"); return
        }
        #expect(p == PixelPoint(x: 128, y: 0))
        #expect(!labels.candidates.contains { $0.text.hasPrefix("TÖÖLÖ") })
        // The vertical street crosses the child's east edge region: its run is clipped near the tile.
        guard case .line(let pts)? = labels.candidates.first(where: { $0.text == "Mannerheimintie" })?.placement else {
            Issue.record("the street reaches the child"); return
        }
        #expect(pts.allSatisfy { $0.x == 256 })
    }

    @Test func layersOutsideTheirZoomRangeOfferNoLabels() throws {
        let painter = VectorTilePainter(style: try F.style(Self.style))
        let id = TileID(z: 3, x: 4, y: 2)
        let labels = painter.labels(for: Self.tile(), dataTile: id, drawnTile: id)
        #expect(!labels.candidates.contains { $0.text.hasPrefix("HELSINKI") })
        #expect(labels.candidates.contains { $0.text == "Bulevardi" })
    }
}
