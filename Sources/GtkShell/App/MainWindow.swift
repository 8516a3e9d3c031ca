import AppCore
import DeepLinks
import Foundation
import MapCore

/// The main window: header bar (panel toggle, main menu), a banner, and a GtkPaned with the side panel and the map.
/// Owns the store and wires every view to it; views never talk to each other.
@MainActor
final class MainWindow {
    let window: Widget
    let store: MapStore
    private let map: any EmbeddedMapView
    private let panel: SidePanel
    private let popover: PlacePopover
    private let search: SearchBar
    private let paned: Widget
    private let panelToggle: Widget
    private let banner: Banner
    private let locationButton: LocationButton
    private let gio = AppGIO()
    private let launcher: LinkLauncher
    private let clipboard = SystemClipboard()
    private let debugWriter: DebugStateWriter?
    private var preferences: PreferencesWindow?
    private var isShutDown = false

    init(application: Application, configuration c: ShellConfiguration) {
        Self.loadCSS()
        AppUI.loadCSS(CategoryBadge.css(for: c.service.categories))
        // The source tree's icons/ holds hicolor/…/io.github.pinmap.Pinmap.png: the app icon works before installing.
        if let icons = c.iconDirectory { AppUI.useIcons(in: icons.path, defaultIconName: PinmapApp.applicationID) }
        map = c.makeMap()
        let poster = GLibPoster()
        store = MapStore(service: c.service, mapView: map, indexBuilder: c.makeIndexBuilder(poster), poster: poster,
                         settingsFile: c.settingsFile, settings: c.settings, startup: c.startup)
        store.pinHeadOffset = map.pinHeadOffset
        launcher = LinkLauncher(gio: gio)
        store.linkOpener = launcher
        store.clipboard = clipboard
        store.setDesktopApps(gio.geoHandlers())

        let icons = CategoryIcons(directory: c.iconDirectory)
        window = application.makeWindow()
        Window.setTitle(window, "Pinmap")
        Window.setDefaultSize(window, width: 1100, height: 720)

        let header = AppUI.headerBar(for: window)
        panelToggle = AppUI.toggleButton(iconName: "sidebar-show-symbolic")
        panelToggle.setTooltip("Show or hide the side panel (F9)")
        AppUI.setAccessibleLabel(panelToggle, "Side panel")
        AppUI.packStart(header, panelToggle)
        let menu = AppUI.menuButton(iconName: "open-menu-symbolic", sections: [
            [("_Preferences", "app.preferences"), ("_Keyboard Shortcuts", "app.shortcuts"), ("_About Pinmap", "app.about")],
            [("_Quit", "app.quit")],
        ])
        menu.setTooltip("Main menu")
        AppUI.setAccessibleLabel(menu, "Main menu")
        AppUI.packEnd(header, menu)

        panel = SidePanel(store: store, icons: icons)
        if let source = c.makeLocationSource?() { store.attach(locationSource: source) }
        if let f = c.favourites { store.attach(favouritesFile: f.file, dataSourceID: f.dataSourceID) }
        locationButton = LocationButton(store: store, map: map.widget)
        paned = AppUI.paned(start: panel.widget, end: locationButton.container)
        AppUI.setPanedPosition(paned, store.panelWidth)
        paned.setVExpand(true)
        banner = Banner()
        let content = AppUI.box(.vertical)
        AppUI.append(content, banner.widget)
        AppUI.append(content, paned)
        Window.setChild(window, content)

        debugWriter = DebugStateWriter.fromEnvironment()
        popover = PlacePopover(store: store, mapWidget: map.widget, icons: icons, reportsControls: debugWriter != nil)
        search = SearchBar(store: store, icons: icons, reportsControls: debugWriter != nil)
        AppUI.setTitleWidget(header, search.entry)
        search.closeResults(onPressIn: paned)
        connectControls()
        store.observe { [weak self] change in self?.render(change) }
        debugWriter?.attach(to: store)
        store.start()
        // One banner lists every start-up warning (bad features, styles.json, settings), not just the last.
        if !c.startupWarnings.isEmpty { store.showBanner(c.startupWarnings.joined(separator: "\n")) }
        Signal.connect(window, "close-request", returning: { [weak self] in
            self?.shutdown()
            return false
        })
    }

    private func connectControls() {
        AppUI.onClicked(panelToggle) { [weak self] in
            guard let self else { return }
            self.store.setPanel(visible: AppUI.isToggleActive(self.panelToggle))
        }
        AppUI.onPanedPositionChanged(paned) { [weak self] in
            guard let self, self.store.panelVisible else { return }
            let position = AppUI.panedPosition(self.paned)
            if position > 0 { self.store.setPanel(width: position) }
        }
        banner.onDismiss = { [weak self] in self?.store.dismissBanner() }
        // Escape removes a dropped marker wherever the keyboard is, once nothing focused used it (an open
        // popover or a text entry takes its own Escape first; the map's handler covers the map).
        let keys = EventController.key()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in
            guard press.keyval == KeySym.escape, !press.hasControl, !press.hasAlt,
                  let store = self?.store, store.droppedMarker != nil else { return false }
            store.clearDroppedMarker()
            return true
        })
        window.add(keys)
        // The map's place in the window moves with the panel and on resize: report it for the debug dump.
        Signal.connect(map.widget, "map") { [weak self] in self?.reportMapOrigin() }
    }

    private func render(_ change: StoreChange) {
        panel.render(change)
        popover.render(change)
        search.render(change)
        if change.contains(.panel) {
            panel.widget.setVisible(store.panelVisible)
            AppUI.setToggleActive(panelToggle, store.panelVisible)
        }
        if change.contains(.banner) { banner.show(store.banner) }
        // New rows in the panel's list come after its divider has settled: a good moment to measure the panel again.
        if !change.isDisjoint(with: [.viewport, .panel, .placesInView]) { reportMapOrigin() }
        if change.contains(.links) { preferences?.render() }
    }

    /// Tells the store where the map's top-left lies in the window's surface (what xdotool sees).
    private func reportMapOrigin() {
        guard let origin = AppUI.originInSurface(map.widget) else { return }
        store.mapMoved(originInWindow: PixelPoint(x: origin.x, y: origin.y))
        guard debugWriter != nil else { return }
        var bounds: [String: PixelRect] = [:]
        for (name, widget) in panel.controls { bounds[name] = AppUI.boundsInMainSurface(widget) }
        bounds["panel-toggle"] = AppUI.boundsInMainSurface(panelToggle)
        store.reportControls(group: "panel", bounds)
    }

    func present() { Window.present(window) }

    func togglePanel() { store.setPanel(visible: !store.panelVisible) }

    func focusSearch() { search.focus() }

    func showPreferences() {
        let prefs = preferences ?? PreferencesWindow(store: store)
        preferences = prefs
        prefs.present(over: window)
    }

    func showShortcuts() {
        guard let shortcuts = AppUI.window(fromBuilderXML: ShortcutsWindow.xml, objectID: "shortcuts") else { return }
        AppUI.presentTransient(shortcuts, parent: window)
    }

    func showAbout() { AppUI.presentAbout(AboutContent.info, parent: window) }

    /// Saves settings and detaches the popover before the map widget goes; safe to call twice.
    func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        store.saveSettings()
        popover.detach()
        search.detach()
    }

    private static func loadCSS() {
        AppUI.loadCSS("""
        .pinmap-panel .heading { font-weight: bold; margin-top: 6px; }
        .pinmap-popover .title-4 { font-weight: bold; font-size: 1.15em; }
        .pinmap-popover button.link { padding: 0; min-height: 0; }
        .pinmap-banner { background-color: @warning_bg_color; padding: 6px 12px; }
        """)
    }
}
