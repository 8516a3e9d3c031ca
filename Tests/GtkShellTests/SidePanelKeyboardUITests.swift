import AppCore
import Foundation
import GtkInterop
import MapCore
import Testing
@testable import GtkShell

/// Issue 32: the side panel's style choice and categories are one Tab stop each, arrows move inside, Home/End
/// jump, and each group is announced with its name and size.
@MainActor
@Suite(.serialized, .enabled(if: MapHarness.shouldRun, "needs an X display (xvfb-run -a); under CI=true it runs and fails without one"))
struct SidePanelKeyboardUITests {
    struct ThreeStyles: MapService {
        let styles = ["one", "two", "three"].map { MapStyle(id: $0, name: $0, urlTemplate: "", attribution: "test", maxZoom: 18) }
        var defaultStyle: MapStyle { styles[0] }
        let categories = ["cafe", "bar", "shop", "bank"].map {
            PlaceCategory(id: $0, title: $0, iconName: $0, color: RGBColor(red: 0.5, green: 0.5, blue: 0.5))
        }
        func places(in bounds: GeoBounds?) async throws -> [Place] { [] }
    }

    /// A window holding a text entry (the search box), the panel, and a button standing for the map.
    @MainActor final class PanelWindow {
        let window = Window.make()
        let entry = AppUI.searchEntry(placeholder: "Search")
        let after = AppUI.button(label: "after")
        let store = MapStore(service: ThreeStyles(), mapView: StillMap(), indexBuilder: NoIndex(), poster: NoPoster(), settingsFile: nil)
        let panel: SidePanel

        init() {
            panel = SidePanel(store: store, icons: CategoryIcons(directory: nil))
            // As the window does: the panel shows the store (one style radio active, as always in the app).
            store.observe { [panel] in panel.render($0) }
            panel.render(.mapState)
            let box = AppUI.box(.vertical)
            AppUI.append(box, entry)
            AppUI.append(box, panel.widget)
            AppUI.append(box, after)
            Window.setTitle(window, Self.title)
            Window.setDefaultSize(window, width: 320, height: 900)
            Window.setChild(window, box)
            Window.present(window)
        }

        static let title = "pinmap-panel-test-\(ProcessInfo.processInfo.processIdentifier)"

        /// Gives the window X input focus, for real key presses (there is no window manager to give it).
        func takeKeyboard() -> Bool {
            var found: String?
            MainLoop.run(until: { found = XDo.window(named: Self.title); return found != nil })
            guard let found else { return false }
            XDo.run(["windowfocus", "--sync", found])
            return true
        }

        /// Presses `key` as a person does and waits until the keyboard focus has moved; the widget it is on then.
        func press(_ key: String) -> Widget? {
            let before = Window.focusedWidget(window)?.raw
            XDo.run(["key", key])
            MainLoop.run(until: { Window.focusedWidget(self.window)?.raw != before })
            return Window.focusedWidget(window)
        }

        /// Waits for the panel, then lists 30 places north of the centre, nearest first.
        func showThirtyPlaces() -> PlacesInViewList {
            _ = MainLoop.run(until: { self.panel.widget.isMapped })
            let places = (1...30).map { i in
                Place(id: "p\(i)", categoryID: "cafe", title: "Place \(i)",
                      coordinate: Coordinate(clampingLatitude: 60 + Double(i) / 1000, wrappingLongitude: 25))
            }
            panel.placesInView.show(PlacesInView(places: places, categories: ["cafe"], bounds: .world,
                                                 center: Coordinate(clampingLatitude: 60, wrappingLongitude: 25)))
            return panel.placesInView
        }

        func focused(_ widget: Widget) -> Bool { Window.focusedWidget(window)?.raw == widget.raw }

        /// The widgets Tab visits after the entry, up to the button after the panel.
        func tabStops() -> [Widget] {
            entry.grabFocus()
            var stops: [Widget] = []
            for _ in 0..<40 {
                Window.moveFocus(window, forward: true)
                guard let focused = Window.focusedWidget(window), !AppUI.isInside(focused, after) else { break }
                stops.append(focused)
            }
            return stops
        }
    }

    @Test func theStylesAndTheCategoriesAreOneTabStopEach() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        _ = MainLoop.run(until: { w.panel.widget.isMapped })
        let styles = try #require(w.panel.styleGroup), categories = try #require(w.panel.categoryGroup)
        let stops = w.tabStops()
        #expect(stops.filter { AppUI.isInside($0, styles.box) }.count == 1, "one stop in the style choice")
        #expect(stops.filter { AppUI.isInside($0, categories.box) }.count == 1, "one stop in the categories")
        #expect(stops.count <= 3, "styles, categories, the places list: \(stops.count) stops")
    }

    @Test func theFirstPlaceRowIsAtMostFiveTabsFromTheSearchBox() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        let list = w.showThirtyPlaces()
        let first = try #require(list.rows.first).widget
        w.entry.grabFocus()
        var presses = 0
        while presses < 40, !first.hasFocus {
            Window.moveFocus(w.window, forward: true)
            presses += 1
        }
        #expect(first.hasFocus, "Tab reached the first place row")
        // Styles, categories, the first row here; the window's main-menu button adds one: still at most 5.
        #expect(presses <= 4, "\(presses) Tab presses from the search box to the first place row")
    }

    /// Issue 32: Tab walked "Places in view" row by row (up to 200 stops before the map). Real Tab presses now
    /// stop once in the list; the arrows move inside it; Tab leaves it for the next group, Shift+Tab for the previous.
    @Test func placesInViewIsOneTabStopForRealKeyPresses() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        let list = w.showThirtyPlaces()
        #expect(AppUI.hasAccessibleLabel(list.list, "Places in view, 30 items"), "announced with its name and size")
        let keyboard = w.takeKeyboard()
        #expect(keyboard, "xdotool gave the test window the keyboard")
        w.entry.grabFocus()
        _ = MainLoop.run(until: { AppUI.isInside(Window.focusedWidget(w.window) ?? w.window, w.entry) })
        var stops: [Widget] = []
        for _ in 0..<12 {
            guard let now = w.press("Tab") else { break }
            stops.append(now)
            if AppUI.isInside(now, w.after) { break }
        }
        let inList = stops.filter { AppUI.isInside($0, list.list) }
        #expect(inList.count == 1, "one Tab stop in the list, not one per row: \(stops.count) stops")
        #expect(inList.first?.raw == list.rows[0].widget.raw, "Tab enters at the nearest place")
        let reachedAfter = stops.last.map { AppUI.isInside($0, w.after) } == true
        #expect(reachedAfter, "and the next Tab reaches what follows the list")

        // Inside: Down, End and Home move between rows; Tab from a row leaves; Shift+Tab comes back into it.
        list.rows[0].widget.grabFocus()
        let down = w.press("Down")?.raw == list.rows[1].widget.raw
        #expect(down, "Down moves to the next row")
        let end = w.press("End").map { AppUI.isInside($0, list.list) } == true
        #expect(end, "End stays in the list")
        let home = w.press("Home")?.raw == list.rows[0].widget.raw
        #expect(home, "Home goes to the first row")
        let out = w.press("Tab").map { AppUI.isInside($0, w.after) } == true
        #expect(out, "Tab from a row leaves the list")
        let back = w.press("shift+Tab").map { AppUI.isInside($0, list.list) } == true
        #expect(back, "Shift+Tab comes back into it")
        let categories = try #require(w.panel.categoryGroup)
        let previous = w.press("shift+Tab").map { AppUI.isInside($0, categories.box) } == true
        #expect(previous, "Shift+Tab from a row goes to the previous group, the categories")
    }

    @Test func theKeptRowStaysFocusedWhenTheViewNoLongerHoldsItsPlace() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        _ = MainLoop.run(until: { w.panel.widget.isMapped })
        let centre = Coordinate(clampingLatitude: 60, wrappingLongitude: 25)
        let places = (1...5).map { i in
            Place(id: "p\(i)", categoryID: "cafe", title: "Place \(i)",
                  coordinate: Coordinate(clampingLatitude: 60 + Double(i) / 1000, wrappingLongitude: 25))
        }
        let list = w.panel.placesInView
        list.show(PlacesInView(places: places, categories: ["cafe"], bounds: .world, center: centre))
        // The keyboard is on the fourth row (p4), as after arrowing to it and pressing Enter.
        let opened = places[3]
        list.rows[3].widget.grabFocus()
        let onRow = MainLoop.run(until: { list.rows[3].widget.hasFocus })
        #expect(onRow)
        // Zoomed in on p1: the view holds p1 and p2 only, and the store keeps the opened p4 (MapStore.keptListPlace).
        let zoomed = PlacesInView(places: Array(places.prefix(2)), categories: ["cafe"], bounds: .world, center: centre)
            .keeping(opened, center: centre)
        list.show(zoomed)
        let ids = zoomed.rows.map(\.place.id)
        #expect(ids == ["p1", "p2", "p4"], "the opened row is still listed, in distance order")
        let index = try #require(ids.firstIndex(of: "p4"))
        let focused = list.rows[index].widget.hasFocus
        #expect(focused, "and the keyboard is still on it")
    }

    @Test func arrowsMoveInsideAGroupAndHomeEndJump() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        _ = MainLoop.run(until: { w.panel.widget.isMapped })
        let categories = try #require(w.panel.categoryGroup)
        #expect(categories.items.count == 5, "Favourites and four categories")
        categories.focus(0)
        #expect(categories.keyPressed(KeyPress(keyval: KeySym.down), at: 0))
        #expect(categories.current == 1 && w.focused(categories.items[1]))
        #expect(categories.keyPressed(KeyPress(keyval: KeySym.end), at: 1))
        #expect(categories.current == 4 && w.focused(categories.items[4]))
        #expect(categories.keyPressed(KeyPress(keyval: KeySym.home), at: 4))
        #expect(categories.current == 0 && w.focused(categories.items[0]))
        // The next Tab into the group lands on the item last used.
        categories.focus(2)
        w.entry.grabFocus()
        let stops = w.tabStops()
        #expect(stops.contains { $0.raw == categories.items[2].raw })
    }

    @Test func arrowsInTheStyleChoiceChooseTheStyle() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        let styles = try #require(w.panel.styleGroup)
        styles.focus(0)
        #expect(styles.keyPressed(KeyPress(keyval: KeySym.down), at: 0))
        #expect(w.store.state.styleID == "two", "Down chose the next style")
    }

    @Test func groupsAreAnnouncedWithTheirNameAndSize() throws {
        _ = try #require(MapHarness.shared, MapHarness.failureReason)
        let w = PanelWindow()
        defer { Window.destroy(w.window) }
        let styles = try #require(w.panel.styleGroup), categories = try #require(w.panel.categoryGroup)
        #expect(AppUI.hasAccessibleLabel(categories.box, "Categories, 5 items"))
        #expect(AppUI.hasAccessibleLabel(styles.box, "Map style, 3 items"))
        #expect(AppUI.accessibleRole(styles.box) == .radioGroup)
        #expect(AppUI.accessibleRole(categories.box) == .group)
        // The places list says what it is and how many it holds (none here: the store has no places).
        let list = w.panel.placesInView.list
        #expect(AppUI.hasAccessibleLabel(list, "Places in view, 0 items"))
        #expect(AppUI.hasAccessibleDescription(list, "0 places, nearest the map centre first"))
    }
}
