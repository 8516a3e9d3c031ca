import Foundation
import Graphics
import MapCore
import MapRender
@testable import GtkShell

/// One real window with a MapWidget, shared by the serialized widget suite (GTK is initialised once per process).
@MainActor
final class MapHarness {
    static let title = "pinmap-widget-test-\(ProcessInfo.processInfo.processIdentifier)"
    static let style = MapStyle(id: "fake", name: "Fake", urlTemplate: "", attribution: "test", maxZoom: 18)
    /// Nil when there is no display, GTK cannot start, or xdotool is missing.
    static let shared: MapHarness? = MapHarness()

    let window: Widget
    let map: MapWidget
    let tiles = FakeTiles()
    let delegate = RecordingDelegate()
    let xWindow: String
    /// The viewport after the first frame, before any test moved it.
    let startViewport: Viewport
    /// The map's top-left inside the X window.
    let origin: PixelPoint

    private init?() {
        // GTK's test accessibility backend (read when the first widget is made): it keeps what a screen reader
        // would be told readable by tests, and like "none" it needs no D-Bus.
        setenv("GTK_A11Y", "test", 1)
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, XDo.isAvailable, Gtk.initialize() else { return nil }
        let categories = [PlaceCategory(id: "cafe", title: "Café", iconName: "cafe", color: RGBColor(red: 0.8, green: 0.3, blue: 0.1)),
                          PlaceCategory(id: "pharmacy", title: "Pharmacy", iconName: "pharmacy", color: RGBColor(red: 0.1, green: 0.6, blue: 0.3))]
        map = MapWidget(renderer: MapRenderer(categories: categories), tiles: tiles, style: Self.style)
        map.delegate = delegate
        map.show(places: FakePlaceIndex(), categories: categories)
        window = Window.make()
        Window.setTitle(window, Self.title)
        Window.setDecorated(window, false)
        Window.setDefaultSize(window, width: 800, height: 600)
        Window.setChild(window, map.widget)
        Window.present(window)
        let map = self.map
        guard MainLoop.run(until: { map.frameCount > 0 && map.widget.isMapped }, timeout: .seconds(10)) else { return nil }
        startViewport = map.viewport
        origin = map.widget.translate(.zero, to: window) ?? .zero
        var found: String?
        MainLoop.run(until: { found = XDo.window(named: Self.title); return found != nil }, timeout: .seconds(5))
        guard let found else { return nil }
        xWindow = found
        // Keyboard tests need X input focus on our window (there is no window manager to give it).
        XDo.run(["windowfocus", "--sync", xWindow])
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

    func move(to p: PixelPoint) { XDo.run(["mousemove", "--window", xWindow] + xy(p)) }
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
