import Foundation

/// Waits for something outside the app's debug dump (a file another process writes, a socket appearing) by polling
/// `condition`, failing after `AppSession.patience`; the one place window tests poll the file system.
enum Poll {
    @discardableResult
    static func until(timeout: Double = AppSession.patience, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(50_000)
        }
        return true
    }
}
