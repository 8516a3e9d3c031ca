import VectorTiles

/// Any bytes as a decompressed vector tile: MVTDecoder returns a tile (its bad features listed) or a
/// VectorTileError, never a crash; every decoded part must lie within its geometry's points.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let tile = try? VectorTile(decoding: bytes) else { return 0 }
    for layer in tile.layers {
        if layer.extent <= 0 { fatalError("layer \(layer.name) decoded with extent \(layer.extent)") }
        for feature in layer.features {
            let geometry = feature.geometry
            if geometry.points.isEmpty { fatalError("a feature decoded with no points") }
            for (i, start) in geometry.partStarts.enumerated() {
                let end = i + 1 < geometry.partCount ? geometry.partStarts[i + 1] : geometry.points.count
                if start < 0 || start >= end || end > geometry.points.count { fatalError("part \(i) is empty or out of range") }
            }
            for p in feature.properties { _ = p.value.text }
        }
    }
    // The layer filter must agree with the full decode on the layers it keeps.
    if let first = tile.layers.first {
        guard let filtered = try? VectorTile(decoding: bytes, onlyLayers: [first.name]) else {
            fatalError("the filtered decode failed where the full decode succeeded")
        }
        if filtered.layers.first?.features.count != first.features.count { fatalError("the filter changed a layer") }
    }
    return 0
}
