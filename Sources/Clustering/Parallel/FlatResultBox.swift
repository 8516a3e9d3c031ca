import Foundation

/// Collects one result per index from parallel workers.
final class FlatResultBox<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; NSLock rather than Synchronization.Mutex keeps the macOS 14 floor of the package.
    private var slots: [Value?]
    private let lock = NSLock()
    init(count: Int) { slots = [Value?](repeating: nil, count: count) }
    func set(_ i: Int, _ v: Value) { lock.withLock { slots[i] = v } }
    /// Every slot's value; each must have been set.
    func values() -> [Value] { lock.withLock { slots.map { $0! } } }
}
