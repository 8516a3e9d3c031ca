import Foundation
import Testing
@testable import pinmap

/// Start-up work on a second thread (`AppRunner` loads the data there while GTK initialises).
@Suite struct BackgroundLoadTests {
    @Test func theValueComesBackFromAnotherThread() throws {
        let load = BackgroundLoad { () throws(CLIError) in (Thread.isMainThread, (1...1_000).reduce(0, +)) }
        let (onMain, sum) = try load.wait()
        #expect(!onMain)
        #expect(sum == 500_500)
    }

    @Test func anErrorIsThrownByWaitAsTheLoadThrewIt() {
        let load = BackgroundLoad { () throws(CLIError) -> Int in throw .data("pinmap: cannot load data: no such file") }
        let error = #expect(throws: CLIError.self) { try load.wait() }
        #expect(error?.description == "pinmap: cannot load data: no such file")
    }

    @Test func theMainThreadWorksWhileItLoads() throws {
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let load = BackgroundLoad { () throws(CLIError) -> String in
            started.signal()
            release.wait()
            return "loaded"
        }
        started.wait()
        // The load waits for this test's signal: had it run on this thread, `started` would never have come.
        release.signal()
        #expect(try load.wait() == "loaded")
    }
}
