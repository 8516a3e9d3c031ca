import Foundation

/// Chunks handed out to whichever thread asks first, and a count of those finished.
final class ChunkClaims: @unchecked Sendable {
    private let condition = NSCondition()
    private let total: Int
    // Guarded by `condition`.
    private var next = 0
    private var done = 0

    init(total: Int) { self.total = total }

    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        guard next < total else { return nil }
        next += 1
        return next - 1
    }

    func finish() {
        condition.lock(); defer { condition.unlock() }
        done += 1
        if done == total { condition.broadcast() }
    }

    func waitAll() {
        condition.lock(); defer { condition.unlock() }
        while done < total { condition.wait() }
    }
}
