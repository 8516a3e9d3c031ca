import Testing
@testable import VectorTiles

/// Well-formed tiles built field by field: geometry, properties, defaults, and the protobuf rules a reader must keep.
@Suite struct MVTDecoderTests {
    typealias E = MVTTestEncoder

    @Test func emptyBytesAreATileWithNoLayers() throws {
        // mvt-fixtures 001.
        let tile = try VectorTile(decoding: [])
        #expect(tile.layers.isEmpty && tile.droppedFeatures.isEmpty)
    }

    @Test func polygonRingsDoNotRepeatTheClosingPointAndTheCursorRunsOn() throws {
        // An exterior square and a hole; the hole's MoveTo is relative to the last point of the first ring.
        let geometry: [UInt32] = [
            E.command(.moveTo, 1), E.zigZag(0), E.zigZag(0),
            E.command(.lineTo, 3), E.zigZag(10), 0, 0, E.zigZag(10), E.zigZag(-10), 0,
            E.command(.closePath, 1),
            E.command(.moveTo, 1), E.zigZag(2), E.zigZag(-8),
            E.command(.lineTo, 2), 0, E.zigZag(4), E.zigZag(4), 0,
            E.command(.closePath, 1),
        ]
        let tile = try VectorTile(decoding: E.tile(type: 3, geometry: geometry))
        let feature = try #require(tile.layers.first?.features.first)
        #expect(feature.type == .polygon)
        #expect(feature.geometry.partStarts == [0, 4])
        #expect(Array(feature.geometry.part(0)) == [VectorPoint(x: 0, y: 0), VectorPoint(x: 10, y: 0),
                                                   VectorPoint(x: 10, y: 10), VectorPoint(x: 0, y: 10)])
        #expect(Array(feature.geometry.part(1)) == [VectorPoint(x: 2, y: 2), VectorPoint(x: 2, y: 6),
                                                   VectorPoint(x: 6, y: 6)])
    }

    @Test func multiPointPutsEachPointInItsOwnPart() throws {
        let tile = try VectorTile(decoding: E.tile(type: 1, geometry: [E.command(.moveTo, 3), 2, 2, 2, 2, 3, 3]))
        let geometry = try #require(tile.layers.first?.features.first).geometry
        #expect(geometry.points == [VectorPoint(x: 1, y: 1), VectorPoint(x: 2, y: 2), VectorPoint(x: 0, y: 0)])
        #expect(geometry.partStarts == [0, 1, 2])
    }

    @Test func multiLineStringHasOnePartPerMoveTo() throws {
        let geometry: [UInt32] = [E.command(.moveTo, 1), 2, 2, E.command(.lineTo, 2), 2, 2, 2, 2,
                                  E.command(.moveTo, 1), 1, 1, E.command(.lineTo, 1), 1, 1]
        let feature = try #require(try VectorTile(decoding: E.tile(type: 2, geometry: geometry)).layers.first?.features.first)
        #expect(feature.geometry.partStarts == [0, 3])
        #expect(feature.geometry.points.last == VectorPoint(x: 1, y: 1))
    }

    @Test func propertiesFollowTheLayersKeysAndValuesInTagOrder() throws {
        let values: [[UInt8]] = [
            E.stringValue("Esplanadi"), E.key(2, 5) + [0, 0, 0xc0, 0x3f], E.key(3, 1) + [0, 0, 0, 0, 0, 0, 0x04, 0x40],
            E.varintField(4, UInt64(bitPattern: -5)), E.varintField(5, UInt64.max), E.varintField(6, 9), E.varintField(7, 1),
        ]
        let feature = E.feature(id: 7, tags: [1, 6, 0, 0, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5],
                                geometry: [E.command(.moveTo, 1), 2, 2])
        let keys = ["name", "open", "f", "d", "i", "u", "s"]
        let tile = try VectorTile(decoding: E.tile(E.layer(keys: keys, values: values, features: [feature])))
        let decoded = try #require(tile.layers.first?.features.first)
        #expect(decoded.id == 7)
        #expect(decoded.properties.map(\.key) == ["open", "name", "f", "d", "i", "u", "s"])
        #expect(decoded.property("name") == .string("Esplanadi"))
        #expect(decoded.property("open") == .bool(true))
        #expect(decoded.property("f") == .double(1.5))
        #expect(decoded.property("d") == .double(2.5))
        #expect(decoded.property("i") == .int(-5))
        #expect(decoded.property("u") == .uint(UInt64.max))
        #expect(decoded.property("s") == .int(-5))  // sint64 9 is zig-zag for -5
    }

    @Test func absentFieldsTakeTheSpecsDefaults() throws {
        // mvt-fixtures 002, 009, 024: no id, no extent, no version.
        let tile = try VectorTile(decoding: E.tile(E.layer(extent: nil, version: nil,
                                                           features: [E.feature(geometry: [9, 2, 2])])))
        let layer = try #require(tile.layers.first)
        #expect(layer.extent == 4096 && layer.version == 1)
        #expect(layer.features.first?.id == nil)
    }

    @Test func unknownFieldsOfEveryWireTypeAreSkippedAtEveryLevel() throws {
        // Field 20 in each message, as varint, fixed64, length-delimited, a nested group and fixed32.
        let unknown: [UInt8] = E.varintField(20, 300) + E.key(20, 1) + Array(repeating: 7, count: 8)
            + E.stringField(20, "future") + E.key(20, 3) + E.key(21, 3) + E.varintField(1, 1) + E.key(21, 4)
            + E.key(20, 4) + E.key(20, 5) + [1, 2, 3, 4]
        let feature = unknown + E.feature(tags: [0, 0], geometry: [9, 2, 2]) + unknown
        let value = unknown + E.stringValue("x") + unknown
        let layer = E.layer(keys: ["k"], values: [value], features: [feature], extra: unknown)
        let tile = try VectorTile(decoding: unknown + E.tile(layer) + unknown)
        #expect(tile.layers.count == 1)
        #expect(tile.layers[0].features.first?.property("k") == .string("x"))
        #expect(tile.droppedFeatures.isEmpty)
    }

    @Test func unpackedAndSplitPackedRepeatedFieldsAreAccepted() throws {
        // Protobuf readers must take both encodings of a repeated scalar, and join repeated packed runs.
        let feature: [UInt8] = E.varintField(3, 2) + E.varintField(2, 0) + E.varintField(2, 0)
            + E.packedField(4, [E.command(.moveTo, 1), 2]) + E.varintField(4, 2) + E.packedField(4, [E.command(.lineTo, 1), 4, 4])
        let tile = try VectorTile(decoding: E.tile(E.layer(keys: ["k"], values: [E.stringValue("v")], features: [feature])))
        let decoded = try #require(tile.layers.first?.features.first)
        #expect(decoded.property("k") == .string("v"))
        #expect(decoded.geometry.points == [VectorPoint(x: 1, y: 1), VectorPoint(x: 3, y: 3)])
    }

    @Test func layersMayListFeaturesBeforeTheirKeysAndValues() throws {
        var layer = E.stringField(1, "late")
        layer += E.bytesField(2, E.feature(tags: [0, 0], geometry: [9, 2, 2]))
        layer += E.stringField(3, "k") + E.bytesField(4, E.stringValue("v"))
        let tile = try VectorTile(decoding: E.tile(layer))
        #expect(tile.layer(named: "late")?.features.first?.property("k") == .string("v"))
    }

    @Test func layerFilterDecodesOnlyTheNamedLayers() throws {
        let point = E.feature(geometry: [9, 2, 2])
        let bytes = E.tile(E.layer(name: "roads", features: [point]), E.layer(name: "pois", features: [point, point]),
                           E.layer(name: "water", extent: 0, features: []))
        // The filtered-out layer's extent 0 is not even looked at.
        let tile = try MVTDecoder(onlyLayers: ["pois"]).decode(bytes)
        #expect(tile.layers.map(\.name) == ["pois"])
        #expect(tile.layers[0].features.count == 2)
    }

    @Test func zigZagDecodesBothSigns() {
        #expect(GeometryDecoder.zigZag(0) == 0)
        #expect(GeometryDecoder.zigZag(1) == -1)
        #expect(GeometryDecoder.zigZag(2) == 1)
        #expect(GeometryDecoder.zigZag(UInt32.max - 1) == Int64(Int32.max))
        #expect(GeometryDecoder.zigZag(UInt32.max) == Int64(Int32.min))
    }

    @Test func varintsReadAllTheirBytes() throws {
        for value: UInt64 in [0, 1, 127, 128, 300, 1 << 35, UInt64.max] {
            var reader = ProtobufReader(E.varint(value))
            #expect(try reader.readVarint() == value)
            #expect(reader.isAtEnd)
        }
    }
}
