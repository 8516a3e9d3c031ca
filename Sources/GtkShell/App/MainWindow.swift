import AppCore
import Gazetteer
import Geocoding
import DeepLinks
import Foundation
import GtkInterop
import MapCore

/// The main window (libadwaita): header bar (panel toggle, search, main menu), a banner, and an AdwFlap with the
/// side panel and the map, under a toast overlay.
/// Owns the store and wires every view to it; views never talk to each other.
@MainActor
final class MainWindow {
    let window: Widget
    let store: MapStore
    let map: any EmbeddedMapView
    let panel: SidePanel
    private let popover: PlacePopover
    let search: SearchBar
    private let layout: AdaptivePanel
    private let header: Widget
    /// The header bar's main menu (F10 opens it).
    let mainMenu: Widget
    let zoomControls: ZoomControls
    /// "ⓘ": the map's credits when they do not fit (the Cairo map; libshumate has its own licence widget).
    let credits: CreditsButton
    var panelToggle: Widget { layout.toggle }
    let banner: Banner
    /// Window-scoped actions (kept alive with the window).
    var windowActions: [SimpleAction] = []
    let toasts: Toasts
    let appearance = Appearance()
    private let locationButton: LocationButton
    private let gio = AppGIO()
    private let launcher: LinkLauncher
    private let clipboard: any ClipboardWriting
    /// The debug dump (PINMAP_DEBUG_STATE): what the shell knows goes to the snapshot, never into the store.
    private let debugWriter: DebugStateWriter?
    let debugSnapshot: DebugSnapshot?
    /// The opener the store uses (recording for the debug dump when it is on).
    private let opener: any LinkOpening
    private var preferences: PreferencesWindow?
    private let mapViews: MapViewOptions?
    /// The downloaded areas Preferences lists, when the app wires them in.
    private let offlineMaps: (any OfflineMapsModel)?
    /// Main menu › Download Area…'s downloader, when the app wires it in (`MainWindow+Download`).
    let areaDownloads: (any AreaDownloadModel)?
    /// The Download Area dialog while it is open or its download runs.
    var downloadDialog: DownloadAreaDialog?
    private var isShutDown = false
    /// The world gazetteer ("What's here?" and search); nil: none bundled.
    private let gazetteer: Gazetteer?
    /// Answers "What's here?" with an address when configured (`--geocoder-url`); nil: offline only.
    private let geocoder: (any Geocoder)?
    /// The reverse lookup in flight; a newer "What's here?" cancels it.
    private var reverseLookup: Task<Void, Never>?

    /// Takes files dropped on the map (`MainWindow+Layers`).
    private(set) var dropTarget: FileDropTarget?
    /// The last file notice shown as a toast.
    var shownNoticeSerial = 0
    /// Start-up work that waits for the first frame (`afterFirstFrame`) has not run yet: the debug dump is busy.
    var startupWorkPending = false
    /// Reads layer files again when they change on disk.
    private lazy var layerWatchers = LayerWatchers(store: store)
    /// Main menu › Open Recent: GTK's recent files that Pinmap reads and that still exist.
    let recentMenu = PathMenu(action: "app.open-recent")

    init(application: Application, configuration c: ShellConfiguration) {
        gazetteer = c.gazetteer
        geocoder = c.geocoder
        Self.loadCSS()
        // Favourites too: without its disc its white star was white on the light panel.
        AppUI.loadCSS(CategoryBadge.css(for: c.service.categories + [FavouritesRow.category]))
        AppUI.loadCSS(ZoomControls.css)
        // The source tree's icons/ holds hicolor/…/io.github.pinmap.Pinmap.png: the app icon works before installing.
        if let icons = c.iconDirectory { AppUI.useIcons(in: icons.path, defaultIconName: PinmapApp.applicationID) }
        let map = c.makeMap()
        self.map = map
        mapViews = c.mapViews
        offlineMaps = c.offlineMaps
        areaDownloads = c.areaDownloads
        debugWriter = DebugStateWriter.fromEnvironment()
        let debug = debugWriter.map { _ in DebugSnapshot(pinHeadOffset: map.pinHeadOffset) }
        debugSnapshot = debug
        let launcher = LinkLauncher(gio: gio)
        self.launcher = launcher
        // Copies announce themselves with a toast once the toast overlay exists (below).
        let toasting = ToastingClipboard(SystemClipboard())
        let recorder = debug.map { DebugRecorder(opener: launcher, clipboard: toasting, into: $0) }
        opener = recorder ?? launcher
        clipboard = recorder ?? toasting
        let poster = GLibPoster()
        store = MapStore(service: c.service, mapView: map, indexBuilder: c.makeIndexBuilder(poster), poster: poster,
                         settingsFile: c.settingsFile, settings: c.settings, startup: c.startup,
                         linkOpener: opener, clipboard: clipboard)
        c.connectStyleUpdates? { [weak store] style in store?.replaceStyle(style) }

        let icons = CategoryIcons(directory: c.iconDirectory, textures: c.iconTextures?())
        window = application.makeWindow()
        Window.setTitle(window, "Pinmap")
        Window.setDefaultSize(window, width: 1100, height: 720)

        header = AdwUI.headerBar()
        let menu = AppUI.menuButton(iconName: "open-menu-symbolic", sections: [
            [(tr("_Open…"), "app.open"), (tr("Export _Places…"), "app.export-places"), (tr("_Export as Image…"), "app.export")],
            [(tr("Download _Area…"), "app.download-area")],
            [(tr("_Preferences"), "app.preferences"), (tr("_Keyboard Shortcuts"), "app.shortcuts"), (tr("_About Pinmap"), "app.about")],
            [(tr("_Quit"), "app.quit")],
        ], submenu: (tr("Open _Recent"), recentMenu))
        menu.setTooltip(tr("Main menu"))
        AppUI.setAccessibleLabel(menu, tr("Main menu"))
        AdwUI.packEnd(header, menu)
        mainMenu = menu

        panel = SidePanel(store: store, icons: icons)
        if let source = c.makeLocationSource?() { store.attach(locationSource: source) }
        if let f = c.favourites { store.attach(favouritesFile: f.file, dataSourceID: f.dataSourceID) }
        locationButton = LocationButton(store: store)
        zoomControls = ZoomControls(map: map)
        credits = CreditsButton()
        layout = AdaptivePanel(store: store, window: window, panel: panel.widget,
                               content: AppUI.overlay(map.widget, floating: [zoomControls.widget, locationButton.button,
                                                                             credits.button]))
        if let drawn = map as? MapWidget { Self.keepChromeClear(drawn, controls: zoomControls.widget) }
        AdwUI.packStart(header, layout.toggle)
        banner = Banner()
        toasts = Toasts(around: layout.widget)
        toasting.toasts = toasts
        let content = AppUI.box(.vertical)
        AppUI.append(content, header)
        AppUI.append(content, banner.widget)
        AppUI.append(content, toasts.overlay)
        AdwUI.setContent(window, content)

        popover = PlacePopover(store: store, mapWidget: map.widget, icons: icons, debug: debug)
        search = SearchBar(store: store, icons: icons, gazetteer: c.gazetteer, geocoder: c.geocoder, debug: debug)
        // Up to 320 points when there is room; down to 150 so the header bar fits a 360-point window, even with
        // the minimize and maximize buttons beside it (at 160 it stopped at 368).
        search.entry.setSizeRequest(width: 150, height: -1)
        AppUI.setWidthChars(search.entry, minimum: 8, natural: 36)
        AdwUI.setTitleWidget(header, search.entry)
        search.closeResults(onPressIn: layout.widget)
        connectControls()
        dropTarget = makeDropTarget()
        if debugWriter != nil { toasts.onShow = { [weak self] title in self?.reportToast(title) } }
        appearance.apply(store.appearance)
        let themed = map as? any ThemedMapView
        let onAppearance = c.onAppearanceChange
        appearance.observe { [weak self] dark in
            guard let self else { return }
            themed?.show(palette: self.appearance.palette)
            onAppearance?(dark)
        }
        store.observe { [weak self] change in self?.render(change) }
        // Before the debug dump's frame reports: a frame's log record is written before the dump says it was painted.
        FrameRecorder.attachIfRequested(window: window, map: map.widget, shownPlaces: { [weak store] in
            store.flatMap { s in s.index.map { ShownIndex(places: $0.placeCount, quick: s.indexIsQuick) } }
        })
        if let debug {
            for check in c.busyChecks { debug.addBusyCheck(check.name, check.isBusy) }
            debug.addBusyCheck("startup") { [weak self] in self?.startupWorkPending ?? false }
            debugWriter?.attach(to: store, snapshot: debug, poster: poster)
            reportFocus(to: debug)
            reportFrames(to: debug)
        }
        // Open Recent's items and the installed geo: apps wait for the first frame: it needs neither.
        let onFirstFrame = c.onFirstFrame
        afterFirstFrame { [weak self] in
            onFirstFrame?()
            guard let self else { return }
            self.store.setDesktopApps(self.gio.geoHandlers())
            self.refreshRecentMenu()
        }
        panel.onLayerRowsLaidOut = { [weak self] in self?.reportMapOrigin() }
        panel.onStyleRowsLaidOut = { [weak self] in self?.reportMapOrigin() }
        panel.onLocateLayer = { [weak self] id in self?.showLocateDialog(for: id) }
        RecentFiles.onChange { [weak self] in self?.refreshRecentMenu() }
        store.start()
        // One banner lists every start-up warning (bad features, styles.json, settings), not just the last.
        if !c.startupWarnings.isEmpty { store.showBanner(c.startupWarnings.joined(separator: "\n")) }
        showDataProblems(c.dataProblems)
        Signal.connect(window, "close-request", returning: { [weak self] in
            self?.shutdown()
            return false
        })
    }

    /// The Cairo map keeps its offline badge left of the on-map buttons, and leaves credits that do not fit
    /// to the "ⓘ" button instead of cutting them.
    private static func keepChromeClear(_ map: MapWidget, controls: Widget) {
        var options = map.renderer.options
        options.controlsWidth = Double(AppUI.naturalWidth(controls))
        options.collapsesCredits = true
        map.renderer.options = options
    }

    private func connectControls() {
        banner.onDismiss = { [weak self] in self?.store.dismissBanner() }
        (map as? MapWidget)?.onCreditsCollapsed = { [weak self] text in
            self?.credits.show(text)
            self?.reportMapOrigin()
        }
        Signal.connect(credits.popover, "map") { [weak self] in self?.reportMapOrigin() }
        // The main menu's items join the dump's visible texts while it is open (F10 is checked that way).
        if let menu = AppUI.popover(ofMenuButton: mainMenu) { Signal.connect(menu, "map") { [weak self] in self?.reportMapOrigin() } }
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
        // A right-click on the map: "What's here?" (offline: distance and direction from the nearest world place;
        // with a geocoder, its nearest address).
        let secondary = EventController.click()
        secondary.setButton(3)
        Signal.connect(secondary, "pressed", press: { [weak self] _, x, y in self?.whatsHere(at: PixelPoint(x: x, y: y)) })
        map.widget.add(secondary)
        // The same by a long press on a touch screen, and by the Menu key or Shift+F10 on the focused map (at its centre).
        let hold = EventController.longPress()
        Signal.connect(hold, "pressed", point: { [weak self] x, y in self?.whatsHere(at: PixelPoint(x: x, y: y)) })
        map.widget.add(hold)
        let mapKeys = EventController.key()
        Signal.connect(mapKeys, "key-pressed", key: { [weak self] press in
            guard let self, press.keyval == KeySym.menu || (press.keyval == KeySym.f10 && press.hasShift) else { return false }
            let size = self.store.viewport.size
            self.whatsHere(at: PixelPoint(x: size.width / 2, y: size.height / 2))
            return true
        })
        map.widget.add(mapKeys)
        // The map's place in the window moves with the panel and on resize: report it for the debug dump.
        Signal.connect(map.widget, "map") { [weak self] in self?.reportMapOrigin() }
        // So do the panel's controls when it places its divider, which may come after the last store change.
        panel.onDividerPlaced = { [weak self] in self?.reportMapOrigin() }
    }

    /// "What's here?" at a point of the map: the offline answer at once, then the geocoder's nearest address when
    /// one is configured and answers while the marker is still there.
    private func whatsHere(at point: PixelPoint) {
        let coordinate = store.viewport.coordinate(at: point)
        store.showWhatsHere(at: coordinate, gazetteer: gazetteer)
        reverseLookup?.cancel()
        guard let geocoder else { return }
        reverseLookup = Task.detached { [weak self] in
            let answer: GeocodeResult?
            do { answer = try await geocoder.reverse(coordinate) } catch {
                // The offline answer stands; the log says why the address did not come (a person may ask again).
                if !Task.isCancelled { FileHandle.standardError.write(Data("pinmap: What's here? online: \(error)\n".utf8)) }
                return
            }
            guard let found = answer, !Task.isCancelled else { return }
            MainLoop.post { [weak self] in
                guard let store = self?.store, store.droppedMarker?.coordinate == coordinate else { return }
                store.showOnlineWhatsHere(found, at: coordinate)
            }
        }
    }

    private func render(_ change: StoreChange) {
        panel.render(change)
        popover.render(change)
        search.render(change)
        if change.contains(.panel) { layout.render() }
        if change.contains(.banner) { showBanner() }
        if change.contains(.layers) {
            showLayerNotice()
            layerWatchers.sync()
        }
        // New rows in the panel's list come after its divider has settled: a good moment to measure the panel again.
        if !change.isDisjoint(with: [.viewport, .panel, .placesInView, .layers]) { reportMapOrigin() }
        if change.contains(.links) { preferences?.render() }
    }

    /// Tells the debug snapshot where the map's top-left and the panel's controls lie in the window's surface.
    private func reportMapOrigin() {
        guard let debugSnapshot, let origin = AppUI.originInSurface(map.widget) else { return }
        debugSnapshot.mapMoved(originInWindow: PixelPoint(x: origin.x, y: origin.y))
        var bounds: [String: PixelRect] = [:]
        for (name, widget) in panel.controls { bounds[name] = AppUI.boundsInMainSurface(widget) }
        bounds["panel-toggle"] = AppUI.boundsInMainSurface(panelToggle)
        // The header bar spans the window's content: the map's width is compared with it when folded.
        bounds["header-bar"] = AppUI.boundsInMainSurface(header)
        bounds["flap"] = AppUI.boundsInMainSurface(layout.widget)
        // Which map implementation runs, by its opaque name (the end-to-end tests check the launch's choice).
        if let running = mapViews?.running { bounds["map-view-" + running] = AppUI.boundsInMainSurface(map.widget) }
        if let drawn = map as? MapWidget {
            // The credits and the offline badge the map drew, in the window (the end-to-end tests check overlaps).
            let chrome = [("attribution", drawn.renderer.attributionFrame), ("offline-badge", drawn.renderer.offlineBadgeFrame)]
            for case let (name, frame?) in chrome {
                bounds[name] = PixelRect(x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.size.width, height: frame.size.height)
            }
        }
        for button in [zoomControls.zoomIn, zoomControls.zoomOut, zoomControls.showAll, locationButton.button, credits.button]
            where button.isVisible {
            if let name = AppUI.name(of: button) { bounds[name] = AppUI.boundsInMainSurface(button) }
        }
        debugSnapshot.reportControls(group: "panel", bounds)
        debugSnapshot.reportTexts(AppUI.visibleTexts(in: window))
    }

    func present() { Window.present(window) }

    func togglePanel() { layout.toggleRevealed() }

    func focusSearch() { search.focus() }

    func showPreferences() {
        let prefs = preferences ?? PreferencesWindow(store: store, mapViews: mapViews, offlineMaps: offlineMaps)
        prefs.onAppearanceChange = { [weak self] choice in self?.appearance.apply(choice) }
        preferences = prefs
        prefs.present(over: window)
    }

    func showShortcuts() {
        guard let shortcuts = AppUI.window(fromBuilderXML: ShortcutsWindow.xml, objectID: "shortcuts") else { return }
        AppUI.presentTransient(shortcuts, parent: window)
    }

    /// F10, as in GNOME apps: the main menu opens with the keyboard in its first item.
    func openMainMenu() { AppUI.popUpMenu(mainMenu) }

    func showAbout() { AdwUI.presentAbout(AboutContent.about, parent: window) }

    /// Saves settings and detaches the popover before the map widget goes; safe to call twice.
    func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        store.saveSettings()
        layerWatchers.stop()
        popover.detach()
        search.detach()
    }

    private static func loadCSS() {
        AppUI.loadCSS("""
        .pinmap-panel .heading { font-weight: bold; margin-top: 6px; }
        .pinmap-popover .title-4 { font-weight: bold; font-size: 1.15em; }
        .pinmap-popover button.link { padding: 0; min-height: 0; }
        .pinmap-banner { background-color: @warning_bg_color; padding: 6px 12px; }
        .pinmap-drop-hover { outline: 3px dashed @accent_color; outline-offset: -8px; background-color: alpha(@accent_color, 0.12); }
        """)
    }
}
