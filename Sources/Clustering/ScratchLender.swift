import Foundation

/// A builder's per-level scratch arrays, kept between builds by their owner (contents are meaningless).
final class LevelScratch: @unchecked Sendable {
    let cellStart = FlatArray<UInt32>(reservingCapacity: 16)
    let cellOf = FlatArray<UInt32>(reservingCapacity: 16)
    let state = FlatArray<UInt8>(reservingCapacity: 16)
    let newEntry = FlatArray<UInt32>(reservingCapacity: 16)
    let nbBegin = FlatArray<UInt32>(reservingCapacity: 16)
    let nbCount = FlatArray<UInt8>(reservingCapacity: 16)
    let neighbourLists = (0..<HierarchyBuilder.maxChunks).map { _ in FlatArray<UInt32>(reservingCapacity: 64) }
}

/// One `LevelScratch` kept between builds and lent to one build at a time; a build that finds it lent out
/// gets none (and makes its own), so concurrent builds never share it.
final class ScratchLender: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`; nil while lent out.
    private var scratch: LevelScratch? = LevelScratch()

    /// The scratch, now the caller's until `giveBack`, or nil when another build has it.
    func borrow() -> LevelScratch? { lock.withLock { defer { scratch = nil }; return scratch } }

    func giveBack(_ s: LevelScratch) { lock.withLock { scratch = s } }
}
