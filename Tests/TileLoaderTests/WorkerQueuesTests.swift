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
        queues.async(Self.slowJob(waitingFor: released, seconds: 10, log: log))
        for i in 2...6 { queues.async(Self.quickJob(i, releasing: i == 6 ? released : nil, log: log)) }
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

    /// Held to one queue (the window's launch), a job waits behind a stuck one instead of taking the free queue.
    @Test func heldToOneQueueAJobWaitsBehindAStuckOne() {
        let queues = WorkerQueues(label: "test.held", count: 2)
        queues.hold(to: 1)
        #expect(queues.usableCount == 1)
        let released = DispatchSemaphore(value: 0)
        let log = Log()
        // The quick job would release the slow one at once from the other queue; held, it cannot, and the slow
        // job gives up waiting first.
        queues.async(Self.slowJob(waitingFor: released, seconds: 1, log: log))
        queues.async(Self.quickJob(1, releasing: released, log: log))
        queues.sync()
        #expect(log.entries == ["slow, timed out", "quick 1"])
    }

    /// Released, the queues held back start on the jobs still waiting, while the held queue is still busy.
    @Test func releasedQueuesTakeTheJobsThatWaited() {
        let queues = WorkerQueues(label: "test.release", count: 2)
        queues.hold(to: 1)
        let started = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0)
        let log = Log()
        queues.async(Self.slowJob(waitingFor: released, seconds: 10, started: started, log: log))
        for i in 1...3 { queues.async(Self.quickJob(i, releasing: i == 3 ? released : nil, log: log)) }
        started.wait()
        queues.release()
        #expect(queues.usableCount == 2)
        queues.sync()
        #expect(log.entries == ["quick 1", "quick 2", "quick 3", "slow"])
    }

    @Test func aHoldKeepsAtLeastOneQueueAndAtMostAll() {
        let queues = WorkerQueues(label: "test.bounds", count: 3)
        queues.hold(to: 0)
        #expect(queues.usableCount == 1)
        queues.hold(to: 7)
        #expect(queues.usableCount == 3)
        queues.hold(to: 2)
        #expect(queues.usableCount == 2)
        queues.release()
        #expect(queues.usableCount == 3)
        // Nothing waiting: a release starts no turn, and jobs still run on every queue afterwards.
        let log = Log()
        for i in 0..<30 { queues.async { log.add("\(i)") } }
        queues.sync()
        #expect(Set(log.entries) == Set((0..<30).map { "\($0)" }))
    }

    /// Waits for `released` (at most `seconds`), then logs whether it came in time.
    private static func slowJob(waitingFor released: DispatchSemaphore, seconds: Double, started: DispatchSemaphore? = nil,
                                log: Log) -> @Sendable () -> Void {
        {
            started?.signal()
            let inTime = released.wait(timeout: .now() + seconds) == .success
            log.add(inTime ? "slow" : "slow, timed out")
        }
    }

    private static func quickJob(_ i: Int, releasing released: DispatchSemaphore?, log: Log) -> @Sendable () -> Void {
        {
            log.add("quick \(i)")
            released?.signal()
        }
    }

    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func add(_ s: String) { lock.lock(); values.append(s); lock.unlock() }
        var entries: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }
}
