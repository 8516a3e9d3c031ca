import Synchronization

/// Ends a large value's life on a background task rather than on the main thread: the last release of an index
/// over 150,000 places frees its arrays and releases every place's strings (8 ms per page at the loader's cap).
public enum OffMainRelease {
    /// Drops `value` on a background task; it helps only when the caller keeps no other reference.
    public static func drop<Value: Sendable>(_ value: consuming Value) {
        let holder = Holder(value)
        Task.detached(priority: .utility) { holder.empty() }
    }

    /// Holds the value until `empty()`, so its last release happens there and not when the task's closure goes.
    private final class Holder<Value: Sendable>: Sendable {
        private let value: Mutex<Value?>
        init(_ value: consuming Value) { self.value = Mutex(value) }
        func empty() { value.withLock { $0 = nil } }
    }
}
