import Foundation

/// Waits for something outside the app's debug dump (a file another process writes, a socket appearing) by polling
/// `condition`, failing after `AppSession.patience`; the one place window tests poll the file system or the screen.
enum Poll {
    /// Asks `condition` first, then every `every` seconds (longer for costly looks, such as a screenshot compared
    /// with ImageMagick) until it holds or `timeout` passes; whether it held.
    @discardableResult
    static func until(timeout: Double = AppSession.patience, every: Double = 0.05, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else { return false }
            usleep(useconds_t(every * 1_000_000))
        }
        return true
    }
}
