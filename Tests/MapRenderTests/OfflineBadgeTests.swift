import Foundation
import Testing
import Graphics
import MapCore
@testable import MapRender

/// The badge says only what is true: cached tiles only when some are on screen, the offline map by name of the style.
@Suite struct OfflineBadgeTests {
    private let viewport = Viewport(center: RenderFixtures.helsinki, zoom: 14, size: PixelSize(width: 320, height: 240))

    private func badge(_ tiles: SyntheticTiles, style: MapStyle = RenderFixtures.osmStyle) throws -> (String?, TileFrameSources) {
        tiles.offline = true
        let r = RenderFixtures.renderer(RenderFixtures.options)
        _ = try RenderFixtures.render(MapScene(viewport: viewport, style: style), renderer: r, tiles: tiles)
        return (r.lastOfflineBadge, r.lastTileSources)
    }

    private func allVisible() -> [TileID] {
        TileCover.tiles(for: viewport, tileZoom: 14).map(\.id)
    }

    @Test func cachedTilesOnScreenAreNamed() throws {
        let (text, sources) = try badge(SyntheticTiles())
        #expect(text == "Offline — showing cached tiles")
        #expect(sources.ownTiles > 0 && sources.offlineMap == 0)
    }

    @Test func noCachedTilesSaysJustOffline() throws {
        let tiles = SyntheticTiles()
        tiles.missing = Set(allVisible())
        let (text, sources) = try badge(tiles)
        #expect(text == "Offline")
        #expect(sources.ownTiles == 0 && sources.placeholders == allVisible().count)
    }

    @Test func offlineMapStandingInNamesTheStyle() throws {
        let tiles = SyntheticTiles()
        let stand = try #require(SyntheticTiles(solidColor: RGBColor(red: 0, green: 0, blue: 1)).image(for: TileID(z: 0, x: 0, y: 0)))
        for t in allVisible() {
            tiles.missing.insert(t)
            tiles.fallbacks[t] = [TilePiece(wholeImage: stand).asOfflineMap]
        }
        var style = RenderFixtures.osmStyle
        style.name = "Satellite"
        let (text, sources) = try badge(tiles, style: style)
        #expect(text == "Satellite needs a connection — showing the offline map")
        #expect(sources.offlineMap == allVisible().count && sources.ownTiles == 0)
    }
}

private extension TilePiece {
    var asOfflineMap: TilePiece { TilePiece(image: image, source: source, destination: destination, isFallback: true, isOfflineMap: true) }
}
