import AppCore
import DeepLinks
import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// The place popover on a real window under Xvfb (`xvfb-run -a swift test --filter PlacePopoverUITests`).
@MainActor
// A frozen layout cannot be interrupted on the main thread: the time limit fails the test (never a process exit).
@Suite(.serialized, .timeLimit(.minutes(10)), .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct PlacePopoverUITests {
    static func place(_ title: String, _ details: PlaceDetails = PlaceDetails()) -> Place {
        Place(id: "p", categoryID: "cafe", title: title, coordinate: Coordinate(clampingLatitude: 60.17, wrappingLongitude: 24.94),
              details: details)
    }

    /// Issue 10, defect 3: a 10k-character name and a 100k-character address with no break opportunity froze
    /// the window for minutes while GTK wrapped them. The popover must open within 200 ms (a responsiveness
    /// bound the issue sets, not a benchmark); the suite's time limit (10 min: under two busy cores the suite took 153 s) fails a frozen run instead of waiting for ever.
    @Test func longUnbreakableTextDoesNotFreezeTheWindow() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        // Warm up fonts and CSS with an ordinary place, so the bound measures the long text alone.
        #expect(p.open(Self.place("Warm-up Café", PlaceDetails(address: "Mannerheimintie 1"))))
        p.store.clearSelection()

        let hostile = Self.place(String(repeating: "N", count: 10_000), PlaceDetails(address: String(repeating: "a", count: 100_000)))
        // The main thread's CPU time, best of three: the bound is about the text's cost on the thread that draws,
        // not about other processes sharing a busy machine's cores (wall time there swung from 70 to 360 ms).
        var times: [Duration] = []
        for _ in 0..<3 {
            let start = Self.mainThreadCPUTime()
            let opened = p.open(hostile)
            times.append(Self.mainThreadCPUTime() - start)
            #expect(opened)
            p.store.clearSelection()
        }
        let best = try #require(times.min())
        #expect(best < .milliseconds(200), "the popover took \(times) to open")
    }

    /// CPU time the calling thread has used.
    static func mainThreadCPUTime() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
    }

    /// "Show all" on a 100,000-character address opens a scrolling view and the window stays responsive: the
    /// view is laid out and drawn, and the popover closes again (a freeze fails on the suite's time limit).
    @Test func showAllOnAHundredThousandCharactersStaysResponsive() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        let address = String(repeating: "a", count: 100_000)
        #expect(p.open(Self.place("Long address", PlaceDetails(address: address))))
        let showAll = try #require(p.popover.controls["show-all-address"], "a capped value offers Show all")
        #expect(p.popover.controls["show-all-title"] == nil)

        showAll.emitClicked()
        // The second frame after the click starts once the first, with the new view laid out, is painted.
        final class Ticks { var count = 0 }
        let ticks = Ticks()
        p.popover.widget.addTickCallback { _ in ticks.count += 1; return ticks.count < 2 }
        let drawn = MainLoop.run(until: { ticks.count >= 2 }, timeout: .seconds(60))
        #expect(drawn)
        #expect(!showAll.isVisible, "the button gives way to the full text")

        p.store.clearSelection()
        let widget = p.popover.widget
        let closed = MainLoop.run(until: { !widget.isMapped }, timeout: .seconds(60))
        #expect(closed)
    }

    /// A long name in a same-spot list is cut too, so the list stays as quick as the callout.
    @Test func longNamesInASameSpotListAreCut() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        var a = Self.place(String(repeating: "N", count: 10_000)), b = Self.place("Short")
        a.id = "a"; b.id = "b"
        p.store.selectGroup([a, b])
        let widget = p.popover.widget
        let shown = MainLoop.run(until: { widget.isMapped && widget.width > 0 }, timeout: .seconds(60))
        #expect(shown)
        #expect(widget.width < 600, "the list is \(widget.width) points wide")
    }
}

/// Issue 12: the store owns the selection; the popover only renders it.
@MainActor
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs an X display (xvfb-run -a)"))
struct PlacePopoverSelectionOwnerTests {
    /// Closing the popover as Escape or a click elsewhere does clears the store's selection with one publication;
    /// the store's republished `.selection` does not bounce back into another change.
    @Test func closingThePopoverClearsTheSelectionOnce() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        final class Heard { var changes: [StoreChange] = [] }
        let heard = Heard()
        p.store.observe { heard.changes.append($0) }
        #expect(p.open(PlacePopoverUITests.place("Café Ekberg")))
        heard.changes.removeAll()
        AppUI.popdown(p.popover.widget)
        let widget = p.popover.widget
        let closed = MainLoop.run(until: { !widget.isMapped }, timeout: .seconds(60))
        #expect(closed)
        #expect(p.store.selection == .none)
        #expect(heard.changes == [.selection], "publications after the close: \(heard.changes.map(\.rawValue))")
    }

    /// A change made in the store (a selection, a cleared selection, the place's category unticked) opens and
    /// closes the popover.
    @Test func storeSideChangesOpenAndCloseThePopover() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        let widget = p.popover.widget
        #expect(p.open(PlacePopoverUITests.place("Café Ekberg")))
        p.store.clearSelection()
        let closedByClear = MainLoop.run(until: { !widget.isMapped }, timeout: .seconds(60))
        #expect(closedByClear, "clearing the store closes the popover")
        #expect(p.open(PlacePopoverUITests.place("Café Regatta")))
        p.store.setCategory("cafe", enabled: false)
        let closedByToggle = MainLoop.run(until: { !widget.isMapped }, timeout: .seconds(60))
        #expect(closedByToggle, "unticking the place's category closes the popover")
        #expect(p.store.selection == .none)
    }

    /// Issue 32: "Open in…" says at once, in the popover, what it is opening (the browser may take seconds).
    @Test func openInShowsWhatItIsOpeningAtOnce() throws {
        let h = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let p = PopoverStore(on: h)
        defer { p.close() }
        #expect(p.open(PlacePopoverUITests.place("Café Ekberg")))
        let target: LinkTarget
        switch p.store.linkChoice {
        case .direct(let t): target = t
        case .chooser(let all): target = all[0]
        case .none: Issue.record("no Open in target by default"); return
        }
        let button = try #require(p.popover.controls["open-" + target.id])
        let status = try #require(p.popover.openingStatus)
        let expected = "Opening in \(target.displayName)…"
        #expect(!AppUI.visibleTexts(in: p.popover.widget).contains(expected), "nothing said before a press")
        button.emitClicked()
        #expect(status.isVisible)
        #expect(AppUI.visibleTexts(in: p.popover.widget).contains(expected), "shows \(expected)")
        #expect(p.opener.opened.count == 1, "and the link is opened")
    }

    /// Issue 32: closing the popover (Escape, as GTK closes it) gives the keyboard back to what had it before:
    /// a list row, the search box or the map, here a button beside the popover's parent.
    @Test func closingThePopoverReturnsFocusToWhatOpenedIt() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let t = OpenerWindow(title: "pinmap-popover-return")
        let (window, opener, area, store, popover) = (t.window, t.opener, t.map, t.store, t.popover)
        defer { t.close() }
        let shown = MainLoop.run(until: { opener.isMapped })
        #expect(shown)
        Window.setFocus(window, opener)
        store.selectPlace(PlacePopoverUITests.place("Café Ekberg"))
        let moved = MainLoop.run(until: { popover.widget.isMapped && Window.focusedWidget(window).map { AppUI.isInside($0, popover.widget) } == true })
        #expect(moved, "opening moves the keyboard into the popover")
        AppUI.popdown(popover.widget)
        let back = MainLoop.run(until: { Window.focusedWidget(window)?.raw == opener.raw })
        #expect(back, "closing gives it back to the opener")
        #expect(store.selection == .none)
    }

    /// Issue 32: the popover holds its opener weakly. A list refresh that destroys the opening row while the popover
    /// is open, then Escape: nothing touches the freed row, and the keyboard goes to the map.
    @Test func anOpenerDestroyedWhileThePopoverIsOpenHandsTheKeyboardToTheMap() throws {
        _ = try #require(MapHarness.shared, "the GTK harness could not start (display or xdotool missing)")
        let title = "pinmap-popover-opener-\(ProcessInfo.processInfo.processIdentifier)"
        let t = OpenerWindow(title: title)
        let (window, opener, map, box, store, popover) = (t.window, t.opener, t.map, t.box, t.store, t.popover)
        defer { t.close() }
        let shown = MainLoop.run(until: { opener.isMapped })
        #expect(shown)
        var xWindow: String?
        MainLoop.run(until: { xWindow = XDo.window(named: title); return xWindow != nil })
        let found = try #require(xWindow, "xdotool found the test window")
        XDo.run(["windowfocus", "--sync", found])
        Window.setFocus(window, opener)
        let weak = WeakWidget(opener)
        store.selectPlace(PlacePopoverUITests.place("Café Ekberg"))
        let moved = MainLoop.run(until: { popover.widget.isMapped && Window.focusedWidget(window).map { AppUI.isInside($0, popover.widget) } == true })
        #expect(moved, "opening moves the keyboard into the popover")
        // The list is made again: the row that opened the popover goes (its box held the only reference).
        AppUI.remove(box, opener)
        #expect(weak.widget == nil, "the row is gone, and a weak reference says so")
        XDo.run(["key", "Escape"])
        let closed = MainLoop.run(until: { store.selection == .none })
        #expect(closed, "Escape closes the popover")
        let onMap = MainLoop.run(until: { Window.focusedWidget(window)?.raw == map.raw })
        #expect(onMap, "the keyboard is on the map, not lost with the row")
    }
}

/// A window with an opener button above a button standing in for the map, and a real popover on that "map".
@MainActor
final class OpenerWindow {
    let window = Window.make()
    let opener = AppUI.button(label: "opener")
    let map = AppUI.button(label: "map stand-in")
    let box = AppUI.box(.vertical)
    let store = MapStore(service: NoPlaces(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: nil,
                         linkOpener: RecordingOpener())
    let popover: PlacePopover

    init(title: String) {
        Window.setTitle(window, title)
        AppUI.append(box, opener)
        AppUI.append(box, map)
        Window.setChild(window, box)
        Window.setDefaultSize(window, width: 400, height: 300)
        Window.present(window)
        popover = PlacePopover(store: store, mapWidget: map, icons: CategoryIcons(directory: nil))
        store.observe { [popover] in popover.render($0) }
    }

    /// Takes the popover off its map first, then the window.
    func close() {
        popover.detach()
        Window.destroy(window)
    }
}
