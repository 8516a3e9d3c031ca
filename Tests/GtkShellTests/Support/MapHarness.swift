import Foundation
import Graphics
import GtkInterop
import MapCore
import MapRender
import Testing
@testable import GtkShell

/// One real window with a MapWidget, shared by the serialized widget suite (GTK is initialised once per process).
@MainActor
final class MapHarness {
    static let title = "pinmap-widget-test-\(ProcessInfo.processInfo.processIdentifier)"
    static let style = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    /// The harness, or why it could not start (no display, GTK cannot start, xdotool missing, no first frame).
    static let attempt: Result<MapHarness, HarnessError> = Result { () throws(HarnessError) in try MapHarness() }
    /// Nil when the harness could not start; tests `try #require(MapHarness.shared, MapHarness.failureReason)`.
    static var shared: MapHarness? { try? attempt.get() }
    /// Why `shared` is nil, for the failing test's message.
    static var failureReason: Comment {
        switch attempt {
        case .success: return "the widget harness started"
        case .failure(let e): return "widget harness could not start: \(e.reason)"
        }
    }
    /// The suite runs with a display, and always under CI (CI=true), where a missing display must fail, not skip.
    nonisolated static var shouldRun: Bool {
        let env = ProcessInfo.processInfo.environment
        return env["DISPLAY"] != nil || env["CI"] == "true"
    }

    struct HarnessError: Error { let reason: String }

    let window: Widget
    let map: MapWidget
    let tiles = FakeTiles()
    let delegate = RecordingDelegate()
    let xWindow: String
    /// The viewport after the first frame, before any test moved it.
    let startViewport: Viewport
    /// The map's top-left inside the X window.
    let origin: PixelPoint

    private init() throws(HarnessError) {
        // GTK's test accessibility backend (read when the first widget is made): it keeps what a screen reader
        // would be told readable by tests, and like "none" it needs no D-Bus.
        setenv("GTK_A11Y", "test", 1)
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError(reason: "no DISPLAY (run under xvfb-run -a)") }
        guard XDo.isAvailable else { throw HarnessError(reason: "xdotool is not installed") }
        guard Gtk.initialize() else { throw HarnessError(reason: "GTK could not open the display") }
        let categories = [PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.8, green: 0.3, blue: 0.1)),
                          PlaceCategory(id: "pharmacy", title: "Pharmacy", iconName: "pharmacy", color: RGBColor(red: 0.1, green: 0.6, blue: 0.3))]
        map = MapWidget(renderer: MapRenderer(categories: categories), tiles: tiles, style: Self.style)
        map.delegate = delegate
        map.show(places: FakePlaceIndex())
        window = Window.make()
        Window.setTitle(window, Self.title)
        Window.setDecorated(window, false)
        Window.setDefaultSize(window, width: 800, height: 600)
        Window.setChild(window, map.widget)
        Window.present(window)
        let map = self.map
        guard MainLoop.run(until: { map.frameCount > 0 && map.widget.isMapped }, timeout: .seconds(10)) else {
            throw HarnessError(reason: "the map drew no first frame within 10 s")
        }
        startViewport = map.viewport
        origin = map.widget.translate(.zero, to: window) ?? .zero
        var found: String?
        MainLoop.run(until: { found = XDo.window(named: Self.title); return found != nil }, timeout: .seconds(5))
        guard let found else { throw HarnessError(reason: "xdotool found no window titled \(Self.title)") }
        xWindow = found
        // Keyboard tests need X input focus on our window (there is no window manager to give it).
        XDo.run(["windowfocus", "--sync", xWindow])
    }

    /// Gives the map the keyboard: X input focus back to this window (another suite's window may have taken it since
    /// start-up), then GTK's focus to the map; true once the map has it.
    func focusMap() -> Bool {
        XDo.run(["windowfocus", "--sync", xWindow])
        map.widget.grabFocus()
        let map = self.map
        return MainLoop.run(until: { map.widget.hasFocus })
    }

    /// Puts the map at a known place and waits for it to be drawn there.
    func reset(center: Coordinate, zoom: Double) {
        map.setViewport(Viewport(center: center, zoom: zoom, size: .zero), animated: false)
        map.select(placeID: nil)
        waitForFrame()
        delegate.reset()
    }

    /// Iterates the main loop until a new frame is drawn and nothing animates.
    func waitForFrame() {
        let map = self.map
        let before = map.frameCount
        map.widget.queueDraw()
        MainLoop.run(until: { map.frameCount > before && !map.isAnimating })
    }

    /// Waits until animations and flings have ended and the result is drawn.
    @discardableResult
    func settle() -> Bool {
        let map = self.map
        let ok = MainLoop.run(until: { !map.isAnimating })
        waitForFrame()
        return ok
    }

    /// Widget point → xdotool arguments relative to the X window.
    func xy(_ p: PixelPoint) -> [String] {
        [String(Int((p.x + origin.x).rounded())), String(Int((p.y + origin.y).rounded()))]
    }

    /// Moves the pointer to `p` and waits until the map has seen it there (its motion handler's `pointer`).
    func move(to p: PixelPoint) {
        XDo.run(["mousemove", "--window", xWindow] + xy(p))
        let map = self.map
        MainLoop.run(until: { map.pointer.map { $0.distance(to: p) < 1.5 } ?? false })
    }
    /// A single click. Waits out GTK's double-click time after an earlier click: clicks in quick
    /// succession, even apart, confuse GtkGestureClick's press counting.
    func click(at p: PixelPoint) {
        waitOutDoubleClick()
        XDo.run(["mousemove", "--window", xWindow] + xy(p) + ["click", "1"])
        lastClick = ContinuousClock.now
    }

    /// Two clicks as a person makes them: GTK sees the first before the second arrives.
    func doubleClick(at p: PixelPoint) {
        waitOutDoubleClick()
        XDo.run(["mousemove", "--window", xWindow] + xy(p) + ["click", "1"])
        pump(seconds: 0.1)
        XDo.run(["click", "1"])
        lastClick = ContinuousClock.now
    }

    func waitOutDoubleClick() {
        guard let last = lastClick else { return }
        let end = last + .milliseconds(600)
        MainLoop.run(until: { ContinuousClock.now >= end })
    }

    private var lastClick: ContinuousClock.Instant?

    /// Runs the main loop for at least `seconds` (lets real event timestamps move on; not a bare sleep).
    func pump(seconds: Double) {
        let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        MainLoop.run(until: { ContinuousClock.now >= end }, timeout: .seconds(seconds + 1))
    }
}
