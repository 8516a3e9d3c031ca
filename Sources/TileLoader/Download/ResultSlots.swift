import Foundation

/// One slot per tile of a batch, filled from `concurrentPerform`'s threads.
final class ResultSlots<Success: Sendable, Failure: Error>: @unchecked Sendable {
    // Each index is written by exactly one iteration, and read only after `concurrentPerform` returns.
    private var slots: [Result<Success, Failure>]
    private let lock = NSLock()

    init(count: Int, initial: Result<Success, Failure>) { slots = Array(repeating: initial, count: count) }

    func set(_ i: Int, _ r: Result<Success, Failure>) { lock.withLock { slots[i] = r } }
    var values: [Result<Success, Failure>] { lock.withLock { slots } }
}

extension ResultSlots where Success == [UInt8]? {
    convenience init(count: Int) { self.init(count: count, initial: .success(nil)) }
}
