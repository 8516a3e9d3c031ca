import Foundation

/// One scratch buffer kept between builds and lent to one build at a time; a build that finds it lent out
/// gets a fresh one (nil), so concurrent builds never share it.
final class ScratchLender<Element: BitwiseCopyable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`; nil while lent out.
    private var buffer: FlatArray<Element>? = FlatArray(reservingCapacity: 16)

    /// The buffer, now owned by the caller until `giveBack`, or nil when another build has it.
    func borrow() -> FlatArray<Element>? { lock.withLock { defer { buffer = nil }; return buffer } }

    func giveBack(_ b: FlatArray<Element>) { lock.withLock { buffer = b } }
}
