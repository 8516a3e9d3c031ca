import Foundation
import Testing

/// One running Pinmap window: its own settings, a fake browser, and the debug state dump to read.
final class AppSession {
    struct Dump: Decodable {
        struct Pin: Decodable { let kind: String; let id: String; let title: String?; let category: String?; let count: Int
                                let windowX: Double; let windowY: Double; let clickX: Double; let clickY: Double }
        struct View: Decodable { let latitude: Double; let longitude: Double; let zoom: Double; let width: Double; let height: Double }
        struct Rect: Decodable {
            struct P: Decodable { let x: Double; let y: Double }
            struct S: Decodable { let width: Double; let height: Double }
            let origin: P; let size: S
            var center: (Double, Double) { (origin.x + size.width / 2, origin.y + size.height / 2) }
        }
        struct Marker: Decodable { let label: String; let latitude: Double; let longitude: Double; let windowX: Double; let windowY: Double }
        let sequence: Int
        let style: String
        let categories: [String]
        let selectionKind: String
        let selectedPlaceID: String?
        let selectedTitle: String?
        let popoverTitle: String?
        let viewport: View
        let mapOriginX: Double
        let mapOriginY: Double
        let placesLoaded: Bool
        let indexPlaceCount: Int?
        let pins: [Pin]
        let banner: String?
        let lastLaunchedURL: String?
        let copiedText: String?
        let enabledLinkTargets: [String]
        let enabledLinkTargetNames: [String]
        let controls: [String: Rect]
        /// Titles in the side panel's "Places in view" list, in order.
        let placesInView: [String]
        let placesInViewMore: Int
        let droppedMarker: Marker?
        /// The window's shown labels and tooltips.
        let visibleTexts: [String]
        /// Nothing under way: no motion, no tile, index or search work, settings saved.
        let isIdle: Bool
        /// What keeps it from idle, by name.
        let busy: [String]
        /// The window's last painted frame was painted while idle and nothing changed since: the screen shows this.
        let frameShowsState: Bool

        struct Layer: Decodable { let name: String; let path: String; let count: Int; let visible: Bool; let state: String }
        /// The layers in panel order (the bundled places first).
        let layers: [Layer]
        let layerNotice: String?

        func layer(_ name: String) -> Layer? { layers.first { $0.name == name } }

        /// The selected line's or area's id, and the popover's detail rows ("Length: 1.1 km").
        let selectedShapeID: String?
        let popoverRows: [String]
        /// Main menu › Open Recent's files, in menu order.
        let recentMenu: [String]?
        /// The keyboard focus's group ("search", "styles", "map", …), how often it moved, and what the map's
        /// accessible description reads.
        let focus: String?
        let focusMoves: Int?
        let mapDescription: String?
        /// Main menu › Download Area…'s download: state ("running", "done", …), tiles done of total, and the area's style.
        struct Download: Decodable { let state: String; let done: Int; let total: Int; let bytes: UInt64; let styleID: String }
        let download: Download?
    }

    /// How long any wait gives the app before the test fails: generous, since these check correctness, not speed
    /// (a loaded machine takes seconds where an idle one takes milliseconds).
    static let patience: Double = 90

    let display: XDisplay
    let home: URL
    let dumpURL: URL
    let recordURL: URL
    /// The app's stdout and stderr, appended across launches.
    let logURL: URL
    private var process: ChildProcess?

    /// `home` holds config/, data/ (the fake browser's desktop file), cache/ and the dump; it survives restarts.
    init(display: XDisplay, home: URL) throws {
        self.display = display
        self.home = home
        dumpURL = home.appendingPathComponent("state-dump.json")
        recordURL = home.appendingPathComponent("launched.txt")
        logURL = home.appendingPathComponent("pinmap.log")
        let setup = PinmapBinary.packageRoot.appendingPathComponent("tools/e2e/setup-fake-desktop.sh")
        let recorder = PinmapBinary.packageRoot.appendingPathComponent("tools/e2e/fake-browser-recorder")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = [setup.path, home.path, recorder.path]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw E2EError.tool("setup-fake-desktop.sh failed") }
    }

    /// `environment` entries override the session's; an empty value removes the variable.
    func launch(_ arguments: [String], environment overrides: [String: String] = [:]) throws {
        guard let binary = PinmapBinary.url else { throw E2EError.binaryMissing }
        try? FileManager.default.removeItem(at: dumpURL)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env["GTK_A11Y"] = "none"
        // A bus that cannot be reached: the test app never hands itself over to a Pinmap already running on the desktop.
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/pinmap-e2e-bus"
        env["GDK_BACKEND"] = "x11"
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        env["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        env["BROWSER"] = PinmapBinary.packageRoot.appendingPathComponent("tools/e2e/fake-browser-recorder").path
        env["PINMAP_E2E_RECORD"] = recordURL.path
        env["PINMAP_DEBUG_STATE"] = dumpURL.path
        for (k, v) in overrides { env[k] = v.isEmpty ? nil : v }
        process = try ChildProcess(executable: binary.path, arguments: arguments, environment: env, logFile: logURL.path)
    }

    var isRunning: Bool { process?.isRunning ?? false }

    func dump() -> Dump? {
        guard let data = try? Data(contentsOf: dumpURL) else { return nil }
        return try? JSONDecoder().decode(Dump.self, from: data)
    }

    /// Polls the dump until `condition` holds.
    @discardableResult
    func wait(for what: String, timeout: Double = AppSession.patience, _ condition: (Dump) -> Bool) throws -> Dump {
        let deadline = Date().addingTimeInterval(max(timeout, Self.patience))
        while Date() < deadline {
            if let d = dump(), condition(d) { return d }
            guard isRunning else { throw E2EError.tool("pinmap exited (\(process?.ending ?? "?")) while waiting for \(what); log: \(logTail)") }
            usleep(50_000)
        }
        let busy = dump().map { d in
            // The search list's rows and note, and the popover: what a failed wait most often needs to tell.
            let search = d.controls.keys.filter { $0.hasPrefix("search-") }.sorted().joined(separator: " ")
            return (d.isIdle ? "idle" : "busy: " + d.busy.joined(separator: ", ")) + "; popover \(d.popoverTitle ?? "closed"); search: \(search)"
        } ?? "no dump"
        throw E2EError.timeout("\(what) (\(busy)); log: \(logTail)")
    }

    /// Polls the dump until the app is idle (nothing moving or loading, settings saved) and `condition` holds.
    @discardableResult
    func waitIdle(for what: String, _ condition: (Dump) -> Bool = { _ in true }) throws -> Dump {
        try wait(for: what + ", then idle") { $0.isIdle && condition($0) }
    }

    /// Polls the dump until the app is idle, `condition` holds, and the window has painted a frame of that state
    /// (tiles and all): a screenshot taken then shows it, so tests look once instead of until pixels change.
    @discardableResult
    func waitPainted(for what: String, _ condition: (Dump) -> Bool = { _ in true }) throws -> Dump {
        try wait(for: what + ", idle and painted") { $0.isIdle && $0.frameShowsState && condition($0) }
    }

    /// A control's rectangle once the app is idle (the map no longer moves it).
    /// Popover controls also wait for the popover's own X window to be mapped: GTK lays it out (and the dump
    /// reports positions) before the X server shows it, and a click in that gap would land on the map.
    func settledControl(_ name: String) throws -> Dump.Rect {
        let deadline = Date().addingTimeInterval(Self.patience)
        if ["open-", "copy-", "group-", "link-", "show-all-"].contains(where: name.hasPrefix) {
            while (try? display.tool("xdotool", ["search", "--onlyvisible", "--class", "pinmap"]))?
                .split(separator: "\n").count ?? 0 < 2 {
                guard Date() < deadline else { throw E2EError.timeout("the popover window to appear") }
                usleep(50_000)
            }
        }
        let dump = try waitIdle(for: "control \(name)") { $0.controls[name] != nil }
        return try #require(dump.controls[name])
    }

    /// Waits until the popover's own X window is unmapped: the store says "closed" before the X server has
    /// taken the window (and its pointer grab) away, and a click in that gap is lost.
    func waitForPopoverWindowGone() throws {
        let deadline = Date().addingTimeInterval(Self.patience)
        while (try? display.tool("xdotool", ["search", "--onlyvisible", "--class", "pinmap"]))?.split(separator: "\n").count ?? 0 > 1 {
            guard Date() < deadline else { throw E2EError.timeout("the popover window to go") }
            usleep(50_000)
        }
        try waitIdle(for: "the popover gone")
    }

    /// The app's log so far (stdout and stderr).
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    /// The end of the app's log, for failure messages.
    var logTail: String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return String(text.suffix(600))
    }

    /// Lines the fake browser recorded, in order.
    func launchedURLs() -> [String] {
        guard let text = try? String(contentsOf: recordURL, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    func waitForLaunches(_ count: Int) throws -> [String] {
        let deadline = Date().addingTimeInterval(Self.patience)
        while Date() < deadline {
            let urls = launchedURLs()
            if urls.count >= count { return urls }
            usleep(50_000)
        }
        let state = dump().map { "popover \($0.popoverTitle ?? "closed"), selection \($0.selectionKind), last URL \($0.lastLaunchedURL ?? "none")" } ?? "no dump"
        throw E2EError.timeout("\(count) launched URL(s); have \(launchedURLs()); \(state); log: \(logTail)")
    }

    /// Ctrl+Q with the pointer over the window; SIGTERM if it does not exit.
    func quit(pointerAt point: (Double, Double)) {
        guard let process, process.isRunning else { return }
        _ = try? display.tool("xdotool", ["mousemove", "\(Int(point.0))", "\(Int(point.1))"])
        try? display.key("ctrl+q")
        if !process.waitForExit(timeout: 5) { process.stop() }
    }

    func screenshot(_ name: String) {
        try? display.screenshot(to: E2EPaths.screenshots.appendingPathComponent(name + ".png"))
    }
}
