import Foundation
import Testing
@testable import TileLoader

/// The tile workers: a queue busy with a costly tile does not hold back the jobs queued after it.
struct WorkerQueuesTests {
    @Test func aFreeQueueTakesTheJobsOfOneThatIsStuck() {
        let queues = WorkerQueues(label: "test.workers", count: 2)
        let released = DispatchSemaphore(value: 0)
        let log = Log()
        // The first job waits until the last quick one has run: handed out in turn, jobs 3 and 5 would sit behind it.
        queues.async {
            let inTime = released.wait(timeout: .now() + 10) == .success
            log.add(inTime ? "slow" : "slow, timed out")
        }
        for i in 2...6 {
            queues.async {
                log.add("quick \(i)")
                if i == 6 { released.signal() }
            }
        }
        queues.sync()
        #expect(log.entries == ["quick 2", "quick 3", "quick 4", "quick 5", "quick 6", "slow"])
    }

    @Test func everyJobRunsOnceInTheOrderQueuedOnOneQueue() {
        let queues = WorkerQueues(label: "test.one", count: 1)
        let log = Log()
        for i in 0..<600 { queues.async { log.add("\(i)") } }
        queues.sync()
        #expect(log.entries == (0..<600).map { "\($0)" })
    }

    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func add(_ s: String) { lock.lock(); values.append(s); lock.unlock() }
        var entries: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }
}
