import Foundation
import Testing
@testable import MapCore

@Suite("TileID against mercantile")
struct TileIDTests {
    static let vectors = TileVectors.shared

    @Test func fixtureIsPresent() {
        #expect(Self.vectors.tiles.count > 300)
        #expect(Self.vectors.corners.count > 100)
        #expect(Self.vectors.xy.count > 10)
    }

    @Test("tile containing a coordinate", arguments: vectors.tiles + vectors.corners)
    func tileContaining(_ v: TileVectors.TileCase) throws {
        let c = try Coordinate(latitude: v.lat, longitude: v.lon)
        let t = TileID(containing: c, zoom: v.z)
        #expect(t == TileID(z: v.z, x: v.x, y: v.y))
        #expect(t.isValid)
    }

    @Test("tile bounds", arguments: vectors.tiles + vectors.corners)
    func bounds(_ v: TileVectors.TileCase) {
        let b = TileID(z: v.z, x: v.x, y: v.y).bounds
        let expected = v.bounds
        #expect(abs(b.west - expected[0]) < 1e-9)
        #expect(abs(b.south - expected[1]) < 1e-9)
        #expect(abs(b.east - expected[2]) < 1e-9)
        #expect(abs(b.north - expected[3]) < 1e-9)
    }

    @Test("quadkey both ways", arguments: vectors.tiles)
    func quadkey(_ v: TileVectors.TileCase) {
        let t = TileID(z: v.z, x: v.x, y: v.y)
        #expect(t.quadkey == v.quadkey)
        #expect(TileID(quadkey: v.quadkey) == t)
    }

    @Test("Web Mercator metres", arguments: vectors.xy)
    func metres(_ v: TileVectors.XYCase) throws {
        let m = WebMercator.metres(try Coordinate(latitude: v.lat, longitude: v.lon))
        #expect(abs(m.x - v.x) < 1e-6)
        #expect(abs(m.y - v.y) < 1e-6)
    }

    @Test func quadkeyWithBadDigitIsRejected() {
        #expect(TileID(quadkey: "0124") == nil)
        #expect(TileID(quadkey: "01a") == nil)
        #expect(TileID(quadkey: "") == TileID(z: 0, x: 0, y: 0))
    }

    @Test func parentChildrenAndAncestor() {
        let t = TileID(z: 5, x: 17, y: 9)
        #expect(t.parent == TileID(z: 4, x: 8, y: 4))
        #expect(t.children.allSatisfy { $0.parent == t })
        #expect(Set(t.children).count == 4)
        #expect(t.ancestor(levels: 5) == TileID(z: 0, x: 0, y: 0))
        #expect(t.ancestor(levels: 6) == nil)
        #expect(t.ancestor(levels: -1) == nil)
        #expect(TileID(z: 0, x: 0, y: 0).parent == nil)
    }

    @Test func childrenTileTheirParentsBounds() {
        let t = TileID(z: 3, x: 5, y: 2)
        let kids = t.children.map(\.bounds)
        #expect(kids.map(\.west).min() == t.bounds.west)
        #expect(kids.map(\.east).max() == t.bounds.east)
        #expect(abs(kids.map(\.north).max()! - t.bounds.north) < 1e-12)
        #expect(abs(kids.map(\.south).min()! - t.bounds.south) < 1e-12)
    }

    @Test func wrappedFoldsColumnsIntoTheWorld() {
        #expect(TileID(z: 2, x: -1, y: 1).wrapped() == TileID(z: 2, x: 3, y: 1))
        #expect(TileID(z: 2, x: 4, y: 1).wrapped() == TileID(z: 2, x: 0, y: 1))
        #expect(TileID(z: 2, x: 9, y: 3).wrapped() == TileID(z: 2, x: 1, y: 3))
        #expect(TileID(z: 2, x: 4, y: 1).isValid == false)
    }

    @Test func tmsRowCountsFromTheSouth() {
        #expect(TileID(z: 3, x: 0, y: 0).tmsY == 7)
        #expect(TileID(z: 3, x: 0, y: 7).tmsY == 0)
    }
}
