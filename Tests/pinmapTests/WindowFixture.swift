import Foundation
import Testing

/// One window test's set-up, shared by the scenarios: an X display, a home folder, a Pinmap session launched with
/// arguments, a wait for the first state the test needs, and `stop()`, which quits the app (Ctrl+Q, then its PID
/// is signalled), stops what the test asked it to (`sessionBus()`, `afterQuit`), stops the display and removes the
/// folder. Call `stop()` in a `defer` right after making it.
final class WindowFixture {
    let display: XDisplay
    let home: URL
    let session: AppSession
    /// Where `stop()` puts the pointer for Ctrl+Q (a corner of the map, from the first dump).
    private var quitPoint: (Double, Double) = (40, 40)
    private var stopped = false
    private var bus: SessionBus?
    /// Run by `stop()` once the app has quit, newest first.
    private var cleanups: [() -> Void] = []

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

    /// Quits the app, then runs the `afterQuit` work and stops the session bus (the app goes before what it talks
    /// to), stops the display and removes the home folder; a second call does nothing.
    func stop() {
        guard !stopped else { return }
        stopped = true
        session.quit(pointerAt: quitPoint)
        for cleanup in cleanups.reversed() { cleanup() }
        bus?.stop()
        display.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// `stop()` runs `cleanup` after the app has quit and before the display goes (a server the app reads from).
    func afterQuit(_ cleanup: @escaping () -> Void) { cleanups.append(cleanup) }

    /// A private D-Bus session bus on a socket in the home folder, started on first use, so `gdbus` and a second
    /// `pinmap` reach this window; `stop()` stops it after the app.
    func sessionBus() throws -> SessionBus {
        if let bus { return bus }
        let made = try SessionBus(in: home)
        bus = made
        return made
    }

    /// The launch environment that puts the app on `sessionBus()`.
    func busEnvironment() throws -> [String: String] { ["DBUS_SESSION_BUS_ADDRESS": try sessionBus().address] }

    /// The environment of `gdbus` or a second `pinmap` beside the window: same display, bus and settings.
    func clientEnvironment() throws -> [String: String] { try sessionBus().clientEnvironment(display: display, home: home) }

    /// Runs `gdbus call … org.gtk.Actions.Activate ACTION [<'TEXT'>]` against the running Pinmap (what a dialog's
    /// answer or a menu item runs).
    func activate(_ action: String, _ text: String) throws {
        let call = Process()
        call.executableURL = try #require(XDisplay.which("gdbus"))
        let quoted = text.replacingOccurrences(of: "\n", with: "\\n")
        call.arguments = ["call", "--session", "--dest", "io.github.pinmap.Pinmap", "--object-path", "/io/github/pinmap/Pinmap",
                          "--method", "org.gtk.Actions.Activate", action, "[<'\(quoted)'>]", "{}"]
        call.environment = try clientEnvironment()
        call.standardOutput = FileHandle.nullDevice
        try call.run()
        call.waitUntilExit()
        #expect(call.terminationStatus == 0, "gdbus \(action)")
    }

    /// Starts a second `pinmap` with `arguments` beside the window (same display, bus and settings; its output in
    /// `NAME.log` in the home folder), as the desktop does when a file or link is opened again.
    func secondPinmap(_ arguments: [String], log name: String = "second") throws -> ChildProcess {
        let binary = try #require(PinmapBinary.url)
        return try ChildProcess(executable: binary.path, arguments: arguments, environment: clientEnvironment(),
                                logFile: home.appendingPathComponent(name + ".log").path)
    }
}
