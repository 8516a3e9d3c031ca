import Dispatch
import Foundation

/// Ends the test process with a message when the main loop stays stuck past a cap: a GTK layout that
/// runs for minutes cannot be interrupted from the main thread, so a check after it would never run in time.
final class Watchdog: @unchecked Sendable {
    private let timer: DispatchSourceTimer

    init(seconds: Double, _ message: String) {
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler {
            FileHandle.standardError.write(Data("FAILED (watchdog after \(seconds) s): \(message)\n".utf8))
            exit(1)
        }
        timer.resume()
    }

    func cancel() { timer.cancel() }
}
