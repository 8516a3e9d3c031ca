/// Decodes Mapbox Vector Tile 2.1 bytes (already decompressed: gzip is refused by name) into a `VectorTile`.
///
/// What is wrong decides what is lost. Bytes that are not a well-formed tile (a truncated varint, a length past
/// the end, a known field with the wrong wire type) and a malformed layer (no name, extent 0, an unknown
/// version, a value with no value) throw a `VectorTileError`. A malformed feature (bad geometry commands, a tag
/// index out of range, an odd tag count, an unknown geometry type) is left out and listed in
/// `VectorTile.droppedFeatures`, so one bad feature does not blank the whole tile. Unknown fields are skipped.
///
/// - Complexity: O(n) in the tile's bytes; layers the filter excludes are stepped over without decoding.
public struct MVTDecoder: Sendable {
    /// Decode only layers with these names (nil: every layer), so a renderer skips layers its style never draws.
    public var onlyLayers: Set<String>?

    public init(onlyLayers: Set<String>? = nil) { self.onlyLayers = onlyLayers }

    public func decode(_ bytes: [UInt8]) throws(VectorTileError) -> VectorTile {
        // Archives usually gzip their tiles; say so rather than report a wire-format error at byte 0.
        if bytes.count >= 2, bytes[0] == 0x1f, bytes[1] == 0x8b {
            throw VectorTileError("the tile is gzip-compressed; decompress it before decoding")
        }
        var reader = ProtobufReader(bytes)
        var tile = VectorTile()
        var layerIndex = 0
        while !reader.isAtEnd {
            let field = try reader.readField()
            guard field.number == 3 else { try reader.skip(field); continue }
            guard field.wireType == .lengthDelimited else {
                throw VectorTileError(wrongType: field, name: "layer", expected: "a message")
            }
            let range = try reader.readLengthDelimited()
            if let layer = try decodeLayer(bytes, range: range, index: layerIndex, dropped: &tile.droppedFeatures) {
                tile.layers.append(layer)
            }
            layerIndex += 1
        }
        return tile
    }

    /// Tile.Layer: name (1), features (2), keys (3), values (4), extent (5), version (15). The fields may come in
    /// any order, so the first pass only records where each is; features are decoded once keys and values are known.
    private func decodeLayer(_ bytes: [UInt8], range: Range<Int>, index: Int,
                             dropped: inout [VectorTileError]) throws(VectorTileError) -> VectorLayer? {
        var reader = ProtobufReader(bytes, range: range)
        var name: String?
        var version: UInt64 = 1, extent: UInt64 = 4096
        var featureRanges: [Range<Int>] = [], keyRanges: [Range<Int>] = [], valueRanges: [Range<Int>] = []
        do throws(VectorTileError) {
            while !reader.isAtEnd {
                let field = try reader.readField()
                switch field.number {
                case 1:
                    guard field.wireType == .lengthDelimited else {
                        throw VectorTileError(wrongType: field, name: "layer name", expected: "a string")
                    }
                    name = reader.string(try reader.readLengthDelimited())
                case 2, 3, 4:
                    guard field.wireType == .lengthDelimited else {
                        let what = ["feature", "key", "value"][Int(field.number) - 2]
                        throw VectorTileError(wrongType: field, name: what, expected: "length-delimited")
                    }
                    let payload = try reader.readLengthDelimited()
                    if field.number == 2 { featureRanges.append(payload) }
                    else if field.number == 3 { keyRanges.append(payload) }
                    else { valueRanges.append(payload) }
                case 5, 15:
                    guard field.wireType == .varint else {
                        let what = field.number == 5 ? "extent" : "version"
                        throw VectorTileError(wrongType: field, name: what, expected: "a varint")
                    }
                    if field.number == 5 { extent = try reader.readVarint() } else { version = try reader.readVarint() }
                default:
                    try reader.skip(field)
                }
            }
        } catch {
            throw VectorTileError("layer \(index) (\(name.map { "\"\($0)\"" } ?? "unnamed")): \(error.reason)")
        }
        guard let name else { throw VectorTileError("layer \(index) has no name") }
        guard onlyLayers?.contains(name) ?? true else { return nil }
        guard version == 1 || version == 2 else {
            throw VectorTileError(layer: name, reason: "version \(version) is not 1 or 2")
        }
        guard extent > 0, extent <= UInt64(UInt32.max) else {
            throw VectorTileError(layer: name, reason: "extent \(extent) is not in 1…\(UInt32.max)")
        }

        let keys = keyRanges.map { reader.string($0) }
        var values: [VectorValue] = []
        values.reserveCapacity(valueRanges.count)
        for (i, valueRange) in valueRanges.enumerated() {
            do throws(VectorTileError) {
                values.append(try VectorValue(decoding: ProtobufReader(bytes, range: valueRange)))
            } catch {
                throw VectorTileError(layer: name, reason: "value \(i): \(error.reason)")
            }
        }

        var layer = VectorLayer(name: name, extent: Int(extent), version: Int(version))
        layer.features.reserveCapacity(featureRanges.count)
        var decoder = FeatureDecoder(bytes: bytes, keys: keys, values: values)
        for (i, featureRange) in featureRanges.enumerated() {
            do throws(FeatureDecoder.Failure) {
                layer.features.append(try decoder.decode(featureRange))
            } catch {
                switch error {
                case .malformed(let problem): dropped.append(VectorTileError(layer: name, feature: i, reason: problem.reason))
                case .unreadable(let error): throw error.inLayer(name, feature: i)
                }
            }
        }
        return layer
    }
}

extension VectorTile {
    /// Decodes MVT 2.1 bytes; `onlyLayers` limits decoding to those layer names. See `MVTDecoder`.
    public init(decoding bytes: [UInt8], onlyLayers: Set<String>? = nil) throws(VectorTileError) {
        self = try MVTDecoder(onlyLayers: onlyLayers).decode(bytes)
    }
}
