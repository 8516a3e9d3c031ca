import Foundation
import MapCore
import Testing

/// The small shared table behind leaf directories and decoded vector tiles.
struct SharedLRUTests {
    @Test func theLeastRecentlyUsedGoesFirstAndRemoveAllEmptiesIt() {
        let table = SharedLRU<Int, String>(capacity: 2)
        table.insert("a", for: 1)
        table.insert("b", for: 2)
        _ = table.value(for: 1)
        table.insert("c", for: 3)
        #expect(table.value(for: 2) == nil)
        #expect(table.value(for: 1) == "a" && table.value(for: 3) == "c")
        table.removeAll()
        #expect(table.count == 0 && table.value(for: 1) == nil)
    }
}

/// Workers asking for one key at once: the value is made once and every asker gets it.
struct SharedLRUMakeOnceTests {
    @Test func eightThreadsAskingAtOnceMakeTheValueOnce() {
        let table = SharedLRU<Int, String>(capacity: 4)
        let made = Counter()
        let answers = Answers()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let value = table.value(for: 7) {
                made.add()
                usleep(100_000)
                return "made"
            }
            answers.set(i, value)
        }
        #expect(made.value == 1)
        #expect(answers.all == Array(repeating: "made", count: 8))
    }

    @Test func aFailedMakeLetsTheNextAskerTryAgain() {
        struct Broken: Error {}
        let table = SharedLRU<Int, String>(capacity: 4)
        #expect(throws: Broken.self) { try table.value(for: 1) { throw Broken() } }
        #expect(table.value(for: 1) { "second" } == "second")
        #expect(table.value(for: 1) == "second")
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func add() { lock.lock(); n += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return n }
    }

    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var values = Array(repeating: "", count: 8)
        func set(_ i: Int, _ v: String) { lock.lock(); values[i] = v; lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }
}
