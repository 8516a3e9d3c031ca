import Foundation

/// Waits for what another program makes on its own time (dbus-daemon's socket, GTK's recently-used.xbel, the tiles
/// libshumate asks for when it chooses), which no app state reports, by polling `condition` until `AppSession.patience`. The app's own work is waited for through
/// its debug dump instead (`AppSession.wait`, `waitIdle`, `waitPainted`), and the screen is never polled.
enum Poll {
    /// Asks `condition` first, then every `every` seconds until it holds or `timeout` passes; whether it held.
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
