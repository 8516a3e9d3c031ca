/// Decodes one Tile.Feature at a time for a layer whose keys and values are known, reusing its scratch arrays
/// for tags and geometry integers across the layer's features.
struct FeatureDecoder {
    /// Why a feature could not be decoded: its bytes are unreadable (the tile is broken) or it alone is malformed.
    enum Failure: Error {
        case unreadable(VectorTileError)
        case malformed(FeatureProblem)
    }

    let bytes: [UInt8]
    let keys: [String]
    let values: [VectorValue]
    private var tags: [UInt32] = []
    private var geometry: [UInt32] = []

    init(bytes: [UInt8], keys: [String], values: [VectorValue]) {
        self.bytes = bytes; self.keys = keys; self.values = values
    }

    /// Tile.Feature: id (1), tags (2, packed), type (3), geometry (4, packed), in any order.
    mutating func decode(_ range: Range<Int>) throws(Failure) -> VectorFeature {
        var reader = ProtobufReader(bytes, range: range)
        var id: UInt64?
        var typeNumber: UInt64 = 0
        tags.removeAll(keepingCapacity: true)
        geometry.removeAll(keepingCapacity: true)
        do throws(VectorTileError) {
            while !reader.isAtEnd {
                let field = try reader.readField()
                switch field.number {
                case 1, 3:
                    guard field.wireType == .varint else {
                        throw VectorTileError(wrongType: field, name: field.number == 1 ? "id" : "type", expected: "a varint")
                    }
                    if field.number == 1 { id = try reader.readVarint() } else { typeNumber = try reader.readVarint() }
                case 2: try reader.appendUInt32s(field, to: &tags, name: "tags")
                case 4: try reader.appendUInt32s(field, to: &geometry, name: "geometry")
                default: try reader.skip(field)
                }
            }
        } catch {
            throw .unreadable(error)
        }

        let type: VectorGeometryType
        switch typeNumber {
        case 1: type = .point
        case 2: type = .lineString
        case 3: type = .polygon
        case 0: throw .malformed(FeatureProblem("geometry type UNKNOWN (or none) is not drawn"))
        default: throw .malformed(FeatureProblem("unknown geometry type \(typeNumber)"))
        }
        let properties: [(key: String, value: VectorValue)]
        do throws(FeatureProblem) {
            properties = try self.properties()
        } catch {
            throw .malformed(error)
        }
        do throws(FeatureProblem) {
            return VectorFeature(id: id, type: type, properties: properties,
                                 geometry: try GeometryDecoder.decode(geometry, type: type))
        } catch {
            throw .malformed(error)
        }
    }

    /// Tags are (key index, value index) pairs into the layer's keys and values.
    private func properties() throws(FeatureProblem) -> [(key: String, value: VectorValue)] {
        guard tags.count % 2 == 0 else { throw FeatureProblem("odd tag count \(tags.count) (tags come in pairs)") }
        var properties: [(key: String, value: VectorValue)] = []
        properties.reserveCapacity(tags.count / 2)
        var i = 0
        while i < tags.count {
            let k = Int(tags[i]), v = Int(tags[i + 1])
            guard k < keys.count else {
                throw FeatureProblem("tag key index \(k) is out of range (the layer has \(keys.count) keys)")
            }
            guard v < values.count else {
                throw FeatureProblem("tag value index \(v) is out of range (the layer has \(values.count) values)")
            }
            properties.append((key: keys[k], value: values[v]))
            i += 2
        }
        return properties
    }
}
