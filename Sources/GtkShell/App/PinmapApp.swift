import AppCore
import Foundation

/// The GtkApplication: app id, actions with their shortcuts, and the one main window.
@MainActor
public final class PinmapApp {
    /// The reverse-DNS id (also the desktop file's and the icon's name).
    public static let applicationID = "io.github.pinmap.Pinmap"

    private let configuration: ShellConfiguration
    private let application: Application
    private var window: MainWindow?
    private var actions: [SimpleAction] = []

    public init(configuration: ShellConfiguration) {
        self.configuration = configuration
        // Before any widget exists, so every label is looked up in the right catalogue.
        L10n.setUp()
        application = Application(id: Self.applicationID)
        application.makeUniqueOpeningURIs()
    }

    /// Runs until the window closes; returns the exit status.
    public func run() -> Int32 {
        application.onActivate { [weak self] in self?.activate() }
        application.onShutdown { [weak self] in self?.window?.shutdown() }
        // A first instance applied the geo: link at start-up already and opens only the files; a running one
        // flies to the link and opens the files as layers.
        application.onOpen { [weak self] uris in
            guard let self else { return }
            if let window = self.window { window.open(uris: uris); return }
            self.activate()
            self.window?.open(uris: uris.filter { $0.lowercased().hasPrefix("file:") })
        }
        // Our own arguments were parsed already; GApplication sees only the geo: link, which it forwards to a
        // Pinmap already running (this process then exits) or hands back to us as "open".
        return application.run(arguments: [CommandLine.arguments.first ?? "pinmap"] + configuration.openURIs)
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        let w = MainWindow(application: application, configuration: configuration)
        window = w
        installActions(for: w)
        w.present()
    }

    private func installActions(for window: MainWindow) {
        actions = Self.installActions(on: application, window: { [weak self] in self?.window }, quit: { [weak self] in
            self?.window?.shutdown()
            self?.application.quit()
        })
    }

    /// Adds the app's actions to `application`, each with its accelerators from `AppShortcuts` (tests call this on
    /// an application of their own); returns them to keep alive.
    static func installActions(on application: Application, window: @escaping @MainActor () -> MainWindow?,
                               quit: @escaping @MainActor () -> Void) -> [SimpleAction] {
        var actions: [SimpleAction] = []
        func add(_ name: String, _ handler: @escaping @MainActor () -> Void) {
            let action = SimpleAction(name: name)
            action.onActivate { _ in handler() }
            application.add(action)
            let accelerators = AppShortcuts.accelerators(for: name)
            if !accelerators.isEmpty { application.setAccelerators(accelerators, forAction: "app." + name) }
            actions.append(action)
        }
        add("quit", quit)
        add("preferences") { window()?.showPreferences() }
        add("shortcuts") { window()?.showShortcuts() }
        add("about") { window()?.showAbout() }
        add("main-menu") { window()?.openMainMenu() }
        add("toggle-panel") { window()?.togglePanel() }
        add("search") { window()?.focusSearch() }
        add("export") { window()?.exportImage() }
        add("open") { window()?.showOpenDialog() }
        add("export-places") { window()?.exportPlaces() }
        add("download-area") { window()?.showDownloadArea() }
        // Scripts and tests: `app.open-file '/path/trip.kml'` opens a layer as Open… does, without the dialog;
        // `app.drop-files` takes newline-separated paths through the drop target's own handler.
        func addString(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
            let action = SimpleAction(name: name, parameterType: .string)
            action.onActivate { parameter in
                if let text = parameter?.stringValue { handler(text) }
            }
            application.add(action)
            actions.append(action)
        }
        // `gdbus call … org.gtk.Actions.Activate export-image-to "[<'/path.png'>]" {}`.
        addString("export-image-to") { path in window()?.exportImage(to: path) }
        addString("export-places-to") { path in window()?.exportPlaces(to: path) }
        addString("open-file") { path in window()?.store.openLayer(path: path) }
        // Main menu › Open Recent's items: the path as target (a `file://` URI works too, for scripts).
        addString("open-recent") { path in window()?.openRecent(path) }
        // Locate…'s answer without the dialog: "OLD-PATH\nNEW-PATH".
        addString("locate-layer") { text in
            let parts = text.split(separator: "\n", maxSplits: 1).map(String.init)
            if parts.count == 2 { window()?.store.locateLayer(parts[0], at: parts[1]) }
        }
        // Download Area… for an area and zooms, pressing Download at once: "W,S,E,N A-B" (scripts and tests).
        addString("download-area-with") { text in
            guard let request = DownloadRequestText.parse(text) else { return }
            window()?.showDownloadArea(request: request, start: true)
        }
        addString("drop-files") { text in window()?.dropTarget?.deliver(paths: text.split(separator: "\n").map(String.init)) }
        add("zoom-in") { window()?.zoomControls.zoom(by: 1) }
        add("zoom-out") { window()?.zoomControls.zoom(by: -1) }
        add("zoom-show-all") { window()?.zoomControls.fitAll() }
        return actions
    }
}
