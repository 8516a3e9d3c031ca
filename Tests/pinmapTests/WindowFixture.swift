import Foundation
import Testing

/// One window test's set-up, shared by the scenarios: an X display, a home folder, a Pinmap session launched with
/// arguments, a wait for the first state the test needs, and `stop()`, which quits the app (Ctrl+Q, then its PID
/// is signalled), stops the display and removes the folder. Call `stop()` in a `defer` right after making it.
final class WindowFixture {
    let display: XDisplay
    let home: URL
    let session: AppSession
    /// Where `stop()` puts the pointer for Ctrl+Q (a corner of the map, from the first dump).
    private var quitPoint: (Double, Double) = (40, 40)
    private var stopped = false

    /// `name` names the home folder (`pinmap-e2e-NAME-…` in the temporary folder).
    init(_ name: String) throws {
        let display = try XDisplay()
        do {
            home = try TestData.folder(name)
            session = try AppSession(display: display, home: home)
        } catch {
            display.stop()
            throw error
        }
        self.display = display
    }

    /// The test places (TestData) written into the home folder; its path.
    func places() throws -> String { try TestData.writePlaces(in: home) }

    /// Launches Pinmap and waits for the first dump `ready` accepts (`what` names it in a failure);
    /// `quitInset`: how far into the map from its top-left corner `stop()` puts the pointer.
    @discardableResult
    func launch(_ arguments: [String], environment: [String: String] = [:], until what: String, quitInset: Double = 60,
                _ ready: (AppSession.Dump) -> Bool) throws -> AppSession.Dump {
        try session.launch(arguments, environment: environment)
        let dump = try session.wait(for: what, ready)
        quitPoint = (dump.mapOriginX + quitInset, dump.mapOriginY + quitInset)
        return dump
    }

    /// Quits the running app (it saves its settings on the way out) with the pointer inside the map; a relaunch
    /// in the same home keeps them.
    func quitApp() {
        session.quit(pointerAt: quitPoint)
    }

    /// Quits the app, stops the display and removes the home folder; a second call does nothing.
    func stop() {
        guard !stopped else { return }
        stopped = true
        session.quit(pointerAt: quitPoint)
        display.stop()
        try? FileManager.default.removeItem(at: home)
    }
}
