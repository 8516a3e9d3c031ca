import Foundation

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
