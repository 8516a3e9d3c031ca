import Testing
@testable import MapCore

@Suite("TileCover")
struct TileCoverTests {
    static let origin = Coordinate(clampingLatitude: 0, wrappingLongitude: 0)

    @Test func tileZoomRoundsAndClamps() {
        #expect(TileCover.tileZoom(for: 3.4, tileSize: 256, zoomRange: 0...19) == 3)
        #expect(TileCover.tileZoom(for: 3.6, tileSize: 256, zoomRange: 0...19) == 4)
        #expect(TileCover.tileZoom(for: 5, tileSize: 512, zoomRange: 0...19) == 4)
        #expect(TileCover.tileZoom(for: 18.9, tileSize: 256, zoomRange: 0...17) == 17)
        #expect(TileCover.tileZoom(for: 0.2, tileSize: 512, zoomRange: 0...19) == 0)
    }

    @Test func alignedViewCountsExactly() {
        // At zoom 2 the world is 1024 pt; (0,0) projects to (512,512) exactly.
        let square = Viewport(center: Self.origin, zoom: 2, size: PixelSize(width: 512, height: 512))
        let tiles = TileCover.tiles(for: square, tileZoom: 2)
        #expect(Set(tiles.map(\.id)) == [TileID(z: 2, x: 1, y: 1), TileID(z: 2, x: 2, y: 1),
                                         TileID(z: 2, x: 1, y: 2), TileID(z: 2, x: 2, y: 2)])
        let wide = Viewport(center: Self.origin, zoom: 2, size: PixelSize(width: 600, height: 400))
        #expect(TileCover.tiles(for: wide, tileZoom: 2).count == 8)
    }

    /// Every screen point lies in some tile, every tile touches the screen, and each tile is the one under it.
    @Test(arguments: [
        (Coordinate(clampingLatitude: 60.1699, wrappingLongitude: 24.9384), 13.3),
        (Coordinate(clampingLatitude: -17, wrappingLongitude: 179.8), 6.0),   // across the antimeridian
        (Coordinate(clampingLatitude: 0, wrappingLongitude: -180), 2.7),
        (Coordinate(clampingLatitude: 84, wrappingLongitude: 10), 4.2),        // rows above the world are skipped
    ])
    func tilesCoverTheScreenAndAreTheRightOnes(center: Coordinate, zoom: Double) {
        let v = Viewport(center: center, zoom: zoom, size: PixelSize(width: 1000, height: 700))
        let z = TileCover.tileZoom(for: zoom, tileSize: 256, zoomRange: 0...19)
        let tiles = TileCover.tiles(for: v, tileZoom: z)
        #expect(!tiles.isEmpty)
        let screen = PixelRect(x: 0, y: 0, width: 1000, height: 700)
        for t in tiles {
            #expect(t.id.isValid)
            #expect(t.screenRect.intersects(screen))
            let inside = v.coordinate(at: t.screenRect.center)
            #expect(TileID(containing: inside, zoom: z) == t.id, "\(t.id) at \(t.screenRect.center)")
        }
        #expect(Set(tiles.map(\.screenRect.origin)).count == tiles.count)
        for x in stride(from: 0.5, to: 1000, by: 37) {
            for y in stride(from: 0.5, to: 700, by: 41) {
                let p = PixelPoint(x: x, y: y)
                let worldY = v.worldPoint(forScreen: p).y
                guard worldY >= 0, worldY < v.worldSize else { continue }
                #expect(tiles.contains { $0.screenRect.contains(p) }, "no tile at \(p)")
            }
        }
    }

    @Test func tilesAreOrderedByDistanceFromTheCentre() {
        let v = Viewport(center: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94), zoom: 12.4,
                         size: PixelSize(width: 1920, height: 1080))
        let tiles = TileCover.tiles(for: v, tileZoom: 12)
        let mid = PixelPoint(x: 960, y: 540)
        let d = tiles.map { $0.screenRect.center.distance(to: mid) }
        #expect(d == d.sorted())
        #expect(tiles.first?.screenRect.contains(mid) == true)
    }

    @Test func columnsWrapAroundTheAntimeridian() {
        let v = Viewport(center: Coordinate(clampingLatitude: 0, wrappingLongitude: 180), zoom: 2,
                         size: PixelSize(width: 512, height: 256))
        let ids = TileCover.tiles(for: v, tileZoom: 2).map(\.id)
        #expect(ids.contains(TileID(z: 2, x: 3, y: 1)))
        #expect(ids.contains(TileID(z: 2, x: 0, y: 1)))
        #expect(ids.allSatisfy { $0.isValid })
    }

    @Test func worldSmallerThanTheViewRepeatsTheTile() {
        let v = Viewport(center: Self.origin, zoom: 0, size: PixelSize(width: 1000, height: 1000))
        let tiles = TileCover.tiles(for: v, tileZoom: 0)
        #expect(tiles.allSatisfy { $0.id == TileID(z: 0, x: 0, y: 0) })
        #expect(tiles.count >= 4)  // ~1000/256 copies side by side, one row only
        #expect(Set(tiles.map(\.screenRect.origin.y)).count == 1)
    }

    @Test func emptyViewHasNoTiles() {
        let v = Viewport(center: Self.origin, zoom: 3, size: .zero)
        #expect(TileCover.tiles(for: v, tileZoom: 3).isEmpty)
    }

    @Test func absurdTileZoomIsRefusedNotEnumerated() {
        let v = Viewport(center: Self.origin, zoom: 2, size: PixelSize(width: 1920, height: 1080))
        #expect(TileCover.tiles(for: v, tileZoom: 18).isEmpty)
        #expect(TileCover.tiles(for: v, tileZoom: -1).isEmpty)
        #expect(TileCover.tiles(for: v, tileZoom: 31).isEmpty)
    }
}
