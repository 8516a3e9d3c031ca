@testable import VectorTiles

/// Writes protocol buffer bytes by hand, so tests can build tiles (valid and broken) field by field.
enum MVTTestEncoder {
    static func varint(_ value: UInt64) -> [UInt8] {
        var v = value, out: [UInt8] = []
        while v >= 0x80 { out.append(UInt8(v & 0x7f) | 0x80); v >>= 7 }
        out.append(UInt8(v))
        return out
    }

    static func key(_ field: UInt32, _ wireType: UInt8) -> [UInt8] { varint(UInt64(field) << 3 | UInt64(wireType)) }

    static func varintField(_ field: UInt32, _ value: UInt64) -> [UInt8] { key(field, 0) + varint(value) }

    static func bytesField(_ field: UInt32, _ payload: [UInt8]) -> [UInt8] {
        key(field, 2) + varint(UInt64(payload.count)) + payload
    }

    static func stringField(_ field: UInt32, _ text: String) -> [UInt8] { bytesField(field, Array(text.utf8)) }

    static func packedField(_ field: UInt32, _ values: [UInt32]) -> [UInt8] {
        bytesField(field, values.flatMap { varint(UInt64($0)) })
    }

    static func zigZag(_ n: Int32) -> UInt32 { UInt32(bitPattern: (n << 1) ^ (n >> 31)) }

    static func command(_ command: GeometryCommand, _ count: UInt32) -> UInt32 { command.rawValue | count << 3 }

    /// A Tile.Feature message; nil fields are left out.
    static func feature(id: UInt64? = nil, type: UInt64? = 1, tags: [UInt32] = [], geometry: [UInt32]) -> [UInt8] {
        var out: [UInt8] = []
        if let id { out += varintField(1, id) }
        if !tags.isEmpty { out += packedField(2, tags) }
        if let type { out += varintField(3, type) }
        if !geometry.isEmpty { out += packedField(4, geometry) }
        return out
    }

    static func stringValue(_ s: String) -> [UInt8] { stringField(1, s) }

    /// A Tile.Layer message; nil fields are left out. `values` are encoded Value messages.
    static func layer(name: String? = "test", extent: UInt64? = 4096, version: UInt64? = 2, keys: [String] = [],
                      values: [[UInt8]] = [], features: [[UInt8]], extra: [UInt8] = []) -> [UInt8] {
        var out: [UInt8] = []
        if let version { out += varintField(15, version) }
        if let name { out += stringField(1, name) }
        for f in features { out += bytesField(2, f) }
        for k in keys { out += stringField(3, k) }
        for v in values { out += bytesField(4, v) }
        if let extent { out += varintField(5, extent) }
        return out + extra
    }

    /// A Tile message of the given layer messages.
    static func tile(_ layers: [UInt8]...) -> [UInt8] { layers.flatMap { bytesField(3, $0) } }

    /// A tile of one layer holding one feature with this geometry.
    static func tile(type: UInt64, geometry: [UInt32]) -> [UInt8] {
        tile(layer(features: [feature(type: type, geometry: geometry)]))
    }
}
