import Testing
@testable import VectorTiles

/// Hostile and malformed tiles, each by name: a clear error (or the one bad feature dropped and listed), never a trap.
@Suite struct MVTBadInputTests {
    typealias E = MVTTestEncoder

    /// Decodes a one-feature tile and returns why its feature was dropped (it must be).
    private func dropReason(type: UInt64, geometry: [UInt32]) throws -> String {
        let tile = try VectorTile(decoding: E.tile(type: type, geometry: geometry))
        #expect(tile.layers.first?.features.isEmpty == true)
        let dropped = try #require(tile.droppedFeatures.first)
        #expect(dropped.layer == "test" && dropped.feature == 0)
        return dropped.reason
    }

    private func decodeError(_ bytes: [UInt8]) -> VectorTileError? {
        do { _ = try VectorTile(decoding: bytes); return nil } catch { return error }
    }

    // MARK: - The wire format

    @Test func truncatedVarintThrows() throws {
        let error = try #require(decodeError([0x1a, 0x80]))
        #expect(error.reason.contains("truncated varint at byte 1"))
    }

    @Test func truncatedVarintInsideAFeatureThrowsWithItsPlace() throws {
        // The feature's own length is fine; its geometry's packed varint stops mid-way.
        let feature: [UInt8] = E.varintField(3, 1) + [0x22, 0x02, 0x09, 0x80]
        let error = try #require(decodeError(E.tile(E.layer(features: [feature]))))
        #expect(error.layer == "test" && error.feature == 0)
        #expect(error.reason.contains("truncated varint"))
        #expect(error.description.hasPrefix("vector tile: layer \"test\" feature 0: truncated varint"))
    }

    @Test func gzipCompressedTileIsRefusedByName() throws {
        let error = try #require(decodeError([0x1f, 0x8b, 0x08, 0x00, 0x00]))
        #expect(error.reason == "the tile is gzip-compressed; decompress it before decoding")
    }

    @Test func lengthPastEndThrows() throws {
        let error = try #require(decodeError([0x1a, 0x05, 0x0a]))
        #expect(error.reason == "length 5 at byte 1 runs past the end (byte 3)")
    }

    @Test func hugeLengthPastEndThrowsWithoutOverflow() throws {
        let error = try #require(decodeError([0x1a] + E.varint(UInt64.max)))
        #expect(error.reason.contains("runs past the end"))
    }

    @Test func varintLongerThanTenBytesThrows() throws {
        let error = try #require(decodeError([0x08] + Array(repeating: 0xff, count: 11) + [0x01]))
        #expect(error.reason.contains("longer than 10 bytes"))
    }

    @Test func invalidWireTypeThrows() throws {
        let error = try #require(decodeError([0x0e, 0x00]))  // field 1, wire type 6
        #expect(error.reason == "invalid wire type 6 at byte 0")
    }

    @Test func truncatedFixedWidthFieldsThrow() throws {
        // A float value with 2 of its 4 bytes; an unknown fixed64 with 3 of 8.
        let float = try #require(decodeError(E.tile(E.layer(values: [E.key(2, 5) + [0, 0]], features: []))))
        #expect(float.reason == "value 0: truncated fixed32 at byte 13")  // offsets count from the tile's start
        #expect(try #require(decodeError(E.key(20, 1) + [1, 2, 3])).reason == "truncated fixed64 at byte 2")
    }

    @Test func fieldNumberZeroThrows() throws {
        #expect(try #require(decodeError([0x00, 0x00])).reason.contains("invalid field number 0"))
    }

    @Test func endGroupWithoutStartThrows() throws {
        #expect(try #require(decodeError(E.key(9, 4))).reason.contains("has no start"))
    }

    @Test func unclosedGroupThrows() throws {
        #expect(try #require(decodeError(E.key(9, 3) + E.varintField(1, 5))).reason.contains("is not closed"))
    }

    @Test func knownFieldWithTheWrongWireTypeThrows() throws {
        // mvt-fixtures 008: the extent encoded as a string.
        let error = try #require(decodeError(E.tile(E.layer(extent: nil, features: [], extra: E.stringField(5, "4096")))))
        #expect(error.reason.contains("extent (field 5)"))
        #expect(error.reason.contains("is length-delimited, expected a varint"))
    }

    // MARK: - Layers and values

    @Test func extentZeroThrows() throws {
        let error = try #require(decodeError(E.tile(E.layer(name: "roads", extent: 0, features: []))))
        #expect(error.layer == "roads")
        #expect(error.description == "vector tile: layer \"roads\": extent 0 is not in 1…4294967295")
    }

    @Test func layerWithoutNameThrows() throws {
        #expect(try #require(decodeError(E.tile(E.layer(name: nil, features: []))))
            .reason == "layer 0 has no name")
    }

    @Test func unknownLayerVersionThrows() throws {
        #expect(try #require(decodeError(E.tile(E.layer(version: 3, features: []))))
            .reason == "version 3 is not 1 or 2")
    }

    @Test func valueMessageWithNoValueThrows() throws {
        // Only an unknown field: skipped, which leaves nothing.
        let bytes = E.tile(E.layer(keys: ["k"], values: [E.stringValue("a"), E.varintField(9, 1)], features: []))
        let error = try #require(decodeError(bytes))
        #expect(error.layer == "test")
        #expect(error.reason == "value 1: the value message has no value")
    }

    @Test func valueWithTheWrongWireTypeThrows() throws {
        // mvt-fixtures 010: a string value field holding a varint.
        let error = try #require(decodeError(E.tile(E.layer(values: [E.varintField(1, 7)], features: []))))
        #expect(error.reason.contains("value (field 1)"))
    }

    // MARK: - Features: dropped one by one, the rest decoded

    @Test func keyIndexOutOfRangeDropsFeature() throws {
        let good = E.feature(id: 1, tags: [0, 0], geometry: [E.command(.moveTo, 1), 2, 2])
        let bad = E.feature(id: 2, tags: [1, 0], geometry: [E.command(.moveTo, 1), 2, 2])
        let tile = try VectorTile(decoding: E.tile(E.layer(keys: ["name"], values: [E.stringValue("x")],
                                                           features: [good, bad])))
        #expect(tile.layers[0].features.map(\.id) == [1])
        #expect(tile.droppedFeatures == [VectorTileError(layer: "test", feature: 1,
                                                         reason: "tag key index 1 is out of range (the layer has 1 keys)")])
    }

    @Test func valueIndexOutOfRangeDropsFeature() throws {
        let bad = E.feature(tags: [0, 5], geometry: [E.command(.moveTo, 1), 2, 2])
        let tile = try VectorTile(decoding: E.tile(E.layer(keys: ["name"], values: [E.stringValue("x")], features: [bad])))
        #expect(tile.droppedFeatures.first?.reason == "tag value index 5 is out of range (the layer has 1 values)")
    }

    @Test func oddTagCountDropsFeature() throws {
        // mvt-fixtures 005: a single tag.
        let bad = E.feature(tags: [0], geometry: [E.command(.moveTo, 1), 2, 2])
        let tile = try VectorTile(decoding: E.tile(E.layer(keys: ["name"], values: [E.stringValue("x")], features: [bad])))
        #expect(tile.droppedFeatures.first?.reason == "odd tag count 1 (tags come in pairs)")
    }

    @Test func unknownGeometryCommandDropsFeature() throws {
        #expect(try dropReason(type: 2, geometry: [E.command(.moveTo, 1), 0, 0, 3 | 1 << 3, 2, 2])
            == "unknown geometry command id 3 at integer 3")
    }

    @Test func lineToBeforeMoveToDropsFeature() throws {
        #expect(try dropReason(type: 2, geometry: [E.command(.lineTo, 1), 2, 2]) == "LineTo at integer 0 before MoveTo")
    }

    @Test func commandCountPastTheEndDropsFeature() throws {
        // mvt-fixtures 052: a MoveTo of 2 with one point's parameters.
        #expect(try dropReason(type: 1, geometry: [E.command(.moveTo, 2), 2, 2])
            == "MoveTo count 2 at integer 0 runs past the end of the geometry")
    }

    @Test func hugeCommandCountDropsFeatureWithoutAllocating() throws {
        // mvt-fixtures 051/058: the largest count a command holds, with a handful of parameters behind it.
        let reason = try dropReason(type: 2, geometry: [E.command(.moveTo, 1), 0, 0, E.command(.lineTo, (1 << 29) - 1), 2, 2])
        #expect(reason == "LineTo count 536870911 at integer 3 runs past the end of the geometry")
    }

    @Test func halfAPointDropsFeature() throws {
        // mvt-fixtures 045: a MoveTo with only an x.
        #expect(try dropReason(type: 1, geometry: [E.command(.moveTo, 1), 2]).contains("runs past the end"))
    }

    @Test func closePathOnLineDropsFeature() throws {
        // mvt-fixtures 061 (valid only in v1): a line with a ClosePath.
        #expect(try dropReason(type: 2, geometry: [E.command(.moveTo, 1), 0, 0, E.command(.lineTo, 1), 2, 2,
                                                   E.command(.closePath, 1)])
            == "ClosePath at integer 6 in a line")
    }

    @Test func closePathFirstDropsFeature() throws {
        // mvt-fixtures 044.
        #expect(try dropReason(type: 3, geometry: [E.command(.closePath, 1)]) == "ClosePath at integer 0 with no ring open")
    }

    @Test func closePathWithCountOtherThanOneDropsFeature() throws {
        // mvt-fixtures 047 and 048.
        let ring: [UInt32] = [E.command(.moveTo, 1), 0, 0, E.command(.lineTo, 2), 4, 0, 0, 4]
        #expect(try dropReason(type: 3, geometry: ring + [E.command(.closePath, 2)]).contains("ClosePath with count 2"))
        #expect(try dropReason(type: 3, geometry: ring + [E.command(.closePath, 0)]).contains("ClosePath with count 0"))
    }

    @Test func unclosedPolygonRingDropsFeature() throws {
        #expect(try dropReason(type: 3, geometry: [E.command(.moveTo, 1), 0, 0, E.command(.lineTo, 2), 4, 0, 0, 4])
            == "polygon ring is not closed")
    }

    @Test func moveToOfTwoInALineDropsFeature() throws {
        #expect(try dropReason(type: 2, geometry: [E.command(.moveTo, 2), 0, 0, 2, 2, E.command(.lineTo, 1), 2, 2])
            .contains("MoveTo with count 2 at integer 0 in a line (must be 1)"))
    }

    @Test func lineWithoutLineToDropsFeature() throws {
        #expect(try dropReason(type: 2, geometry: [E.command(.moveTo, 1), 0, 0]) == "line ends after a MoveTo with no LineTo")
    }

    @Test func lineToInAPointDropsFeature() throws {
        #expect(try dropReason(type: 1, geometry: [E.command(.moveTo, 1), 0, 0, E.command(.lineTo, 1), 2, 2])
            == "LineTo at integer 3 in a point")
    }

    @Test func commandWithCountZeroDropsFeature() throws {
        #expect(try dropReason(type: 1, geometry: [E.command(.moveTo, 0)]) == "MoveTo with count 0 at integer 0")
    }

    @Test func missingGeometryDropsFeature() throws {
        // mvt-fixtures 004.
        #expect(try dropReason(type: 1, geometry: []) == "no geometry")
    }

    @Test func unknownOrMissingGeometryTypeDropsFeature() throws {
        // mvt-fixtures 003, 006 and 016.
        #expect(try dropReason(type: 7, geometry: [E.command(.moveTo, 1), 2, 2]) == "unknown geometry type 7")
        #expect(try dropReason(type: 0, geometry: [E.command(.moveTo, 1), 2, 2]).contains("UNKNOWN"))
        let missing = try VectorTile(decoding: E.tile(E.layer(features: [E.feature(type: nil, geometry: [9, 2, 2])])))
        #expect(missing.droppedFeatures.count == 1)
    }

    @Test func coordinatesAtPlusMinusTwoToThe31AreClampedWithoutTrapping() throws {
        // Deltas of ±2^31 pile up past Int32 both ways; the cursor stays exact in Int64, stored points clamp.
        let max = E.zigZag(Int32.max), min = E.zigZag(Int32.min)
        let geometry: [UInt32] = [E.command(.moveTo, 1), max, min,
                                  E.command(.lineTo, 3), max, min, min, max, min, max]
        let tile = try VectorTile(decoding: E.tile(type: 2, geometry: geometry))
        let points = try #require(tile.layers.first?.features.first).geometry.points
        #expect(points == [
            VectorPoint(x: Int32.max, y: Int32.min),     // (2^31 - 1, -2^31)
            VectorPoint(x: Int32.max, y: Int32.min),     // (2^32 - 2, -2^32) clamped
            VectorPoint(x: Int32.max - 1, y: Int32.min), // (2^31 - 2, -2^31 - 1): back in x, still past in y
            VectorPoint(x: -2, y: -2),                   // exact again: the cursor never lost the overflow
        ])
        #expect(tile.droppedFeatures.isEmpty)
    }

    @Test func geometryIntegersWiderThan32BitsAreTruncatedAsProtobufDoes() throws {
        // uint32 fields keep the low 32 bits of a wider varint: 2^32 + 9 reads as 9 (MoveTo 1).
        let feature: [UInt8] = E.varintField(3, 1) + E.bytesField(4, E.varint((1 << 32) + 9) + E.varint(4) + E.varint(6))
        let tile = try VectorTile(decoding: E.tile(E.layer(features: [feature])))
        #expect(tile.layers[0].features.first?.geometry.points == [VectorPoint(x: 2, y: 3)])
    }

    @Test func badFeatureLeavesItsNeighboursAndOtherLayersIntact() throws {
        let good = E.feature(id: 1, geometry: [E.command(.moveTo, 1), 2, 2])
        let bad = E.feature(id: 2, type: 2, geometry: [E.command(.lineTo, 1), 2, 2])
        let tile = try VectorTile(decoding: E.tile(E.layer(name: "a", features: [good, bad, good]),
                                                   E.layer(name: "b", features: [good])))
        #expect(tile.layers.map { $0.features.count } == [2, 1])
        #expect(tile.droppedFeatures.map(\.description) == ["vector tile: layer \"a\" feature 1: LineTo at integer 0 before MoveTo"])
    }
}
