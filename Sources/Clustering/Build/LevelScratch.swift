/// A builder's per-level scratch arrays, kept between builds by their owner (contents are meaningless).
final class LevelScratch: @unchecked Sendable {
    let cellStart = FlatArray<UInt32>(reservingCapacity: 16)
    let cellOf = FlatArray<UInt32>(reservingCapacity: 16)
    let state = FlatArray<UInt8>(reservingCapacity: 16)
    let newEntry = FlatArray<UInt32>(reservingCapacity: 16)
    let nbBegin = FlatArray<UInt32>(reservingCapacity: 16)
    let nbCount = FlatArray<UInt8>(reservingCapacity: 16)
    let neighbourList = FlatArray<UInt32>(reservingCapacity: 64)
}
