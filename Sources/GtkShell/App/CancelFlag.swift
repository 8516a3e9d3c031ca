import Foundation

/// Set on the main thread, read by a background download between its batches.
final class CancelFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false

    func cancel() { lock.withLock { set = true } }

    var isCancelled: Bool { lock.withLock { set } }
}
