import MapCore
import Testing

@Suite struct ShapeIndexTests {
    /// Every shape whose box meets the query, by brute force: the index must find exactly these.
    @Test func queriesFindWhatABruteForceScanFinds() {
        var rng = ShapeRandom(state: 99)
        var shapes: [PlaceShape] = []
        for i in 0..<3000 {
            let lat = rng.range(-70, 70), lon = rng.range(-160, 160) // no wrap here: the antimeridian has its own test
            if i % 3 == 0 {
                let d = rng.range(0.01, 2)
                shapes.append(ShapeFixtures.box("a\(i)", south: lat, west: lon, north: lat + d, east: lon + d))
            } else {
                shapes.append(ShapeFixtures.line("l\(i)", rng.walk(2 + Int(rng.next() % 50), from: ShapeFixtures.c(lat, lon), step: 0.2)))
            }
        }
        let index = ShapeIndex(shapes)
        for _ in 0..<200 {
            let south = rng.range(-80, 70), west = rng.range(-180, 170)
            let q = GeoBounds(west: west, south: south, east: min(180, west + rng.range(0.1, 20)), north: south + rng.range(0.1, 10))
            let found = Set(index.shapes(in: q, zoom: rng.range(0, 18)).map(\.shape.id))
            let expected = Set(shapes.filter { s in
                // Each piece's box; a walk that does not wrap has one box, the shape's own.
                let b = s.bounds
                return b.west <= q.east && b.east >= q.west && b.south <= q.north && b.north >= q.south
            }.map(\.id))
            #expect(found == expected)
        }
    }

    @Test func aTrackOverTheAntimeridianIsFoundFromBothSidesAndNotDrawnAcrossTheWorld() throws {
        let track = ShapeFixtures.line("t", [ShapeFixtures.c(-17, 179.8), ShapeFixtures.c(-17.1, 179.95), ShapeFixtures.c(-17.2, -179.9)])
        let index = ShapeIndex([track])
        let east = GeoBounds(west: -179.95, south: -18, east: -179.8, north: -17)
        let west = GeoBounds(west: 179.7, south: -18, east: 179.9, north: -16)
        let across = GeoBounds(west: 179, south: -18, east: -179, north: -16)
        for q in [east, west, across] { #expect(index.shapes(in: q, zoom: 10).count == 1, "\(q)") }
        #expect(index.shapes(in: GeoBounds(west: 0, south: -18, east: 10, north: -16), zoom: 10).isEmpty)
        let line = try #require(index.shapes(in: across, zoom: 12).first?.lines.first)
        // Unwrapped: consecutive points stay close (x past 1 rather than a jump back to 0).
        for (a, b) in zip(line, line.dropFirst()) { #expect(abs(a.x - b.x) < 0.01) }
    }

    @Test func aLongTrackIsCulledByPieceAndSimplifiedByZoom() throws {
        var rng = ShapeRandom(state: 5)
        let points = rng.walk(100_000, from: ShapeFixtures.c(60.17, 24.94), step: 0.0005)
        let index = ShapeIndex([ShapeFixtures.line("long", points)])
        #expect(index.vertexCount == 100_000)
        let world = try #require(index.shapes(in: .world, zoom: 3).first)
        #expect(world.lines.count == (100_000 - 1 + ShapeIndex.chunkSize - 2) / (ShapeIndex.chunkSize - 1))
        #expect(world.vertexCount < 1000, "at zoom 3 the whole track is a few pixels: \(world.vertexCount)")
        let near = try #require(index.shapes(in: GeoBounds(west: points[500].longitude - 0.0005, south: points[500].latitude - 0.0005,
                                                          east: points[500].longitude + 0.0005, north: points[500].latitude + 0.0005), zoom: 18).first)
        #expect(near.lines.count < world.lines.count, "only the pieces near the point")
        // Pieces join: each piece ends where the next one starts.
        for (a, b) in zip(world.lines, world.lines.dropFirst()) { #expect(a.last == b.first) }
        // A second query of the same band is served from the cache (same points, no growth).
        let cached = index.cachedPointCount
        _ = index.shapes(in: .world, zoom: 3.7)
        #expect(index.cachedPointCount == cached)
    }

    @Test func polygonsComeWholeWithTheirHoles() throws {
        let park = ShapeFixtures.box("p", south: 60.1, west: 24.9, north: 60.2, east: 25.0, holes: [(60.14, 24.94, 60.16, 24.96)])
        let index = ShapeIndex([park])
        let shown = try #require(index.shapes(in: GeoBounds(west: 24.91, south: 60.11, east: 24.92, north: 60.12), zoom: 14).first)
        #expect(shown.polygons.count == 1)
        #expect(shown.polygons[0].count == 2)
        #expect(shown.polygons[0].allSatisfy { $0.count == 5 }, "a box keeps its corners at every zoom")
        #expect(ShapeIndex([]).shapes(in: .world, zoom: 1).isEmpty)
    }
}
