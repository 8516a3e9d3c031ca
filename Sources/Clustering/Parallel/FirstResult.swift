import Synchronization

/// The first of several runs' results (`BuildLane`'s lowered run and its normal-priority fallback).
final class FirstResult<T: Sendable>: Sendable {
    private let stored = Mutex<T?>(nil)

    /// Keeps `value` when no result came before it; true when it was kept.
    func offer(_ value: T) -> Bool {
        stored.withLock { current in
            guard current == nil else { return false }
            current = value
            return true
        }
    }

    var value: T? { stored.withLock { $0 } }
}
