import Synchronization

/// Collects one result per index from parallel workers.
final class FlatResultBox<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>
    init(count: Int) { slots = Mutex([Value?](repeating: nil, count: count)) }
    func set(_ i: Int, _ v: Value) { slots.withLock { $0[i] = v } }
    /// Every slot's value; each must have been set.
    func values() -> [Value] { slots.withLock { $0.map { $0! } } }
}
