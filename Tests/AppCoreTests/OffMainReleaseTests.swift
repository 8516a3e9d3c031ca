@testable import AppCore
import Foundation
import Synchronization
import Testing

@Suite struct OffMainReleaseTests {
    /// Where a `Witness` was freed: nil until it is, then whether on the main thread.
    final class Record: Sendable {
        let freedOnMain = Mutex<Bool?>(nil)
    }

    /// Tells its record on which thread it was freed.
    final class Witness: Sendable {
        let record: Record
        init(_ record: Record) { self.record = record }
        deinit { record.freedOnMain.withLock { $0 = Thread.isMainThread } }
    }

    @MainActor @Test func theLastReleaseHappensOffTheMainThread() async throws {
        let record = Record()
        do {
            // Dropped from the main thread, as the store drops its previous index and place set.
            let value = [Witness(record)]
            OffMainRelease.drop(consume value)
        }
        let deadline = Date().addingTimeInterval(120)
        while record.freedOnMain.withLock({ $0 }) == nil, Date() < deadline { try await Task.sleep(nanoseconds: 2_000_000) }
        let freedOnMain = try #require(record.freedOnMain.withLock { $0 }, "the value was freed")
        #expect(!freedOnMain, "freed on a background thread")
    }
}
