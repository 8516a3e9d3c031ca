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
        addAction("quit", accelerators: ["<Control>q"]) { [weak self] in
            self?.window?.shutdown()
            self?.application.quit()
        }
        addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.window?.showPreferences() }
        addAction("shortcuts", accelerators: ["<Control>question", "<Control>F1"]) { [weak self] in self?.window?.showShortcuts() }
        addAction("about", accelerators: []) { [weak self] in self?.window?.showAbout() }
        addAction("toggle-panel", accelerators: ["F9"]) { [weak self] in self?.window?.togglePanel() }
        addAction("search", accelerators: ["<Control>f"]) { [weak self] in self?.window?.focusSearch() }
        addAction("export", accelerators: ["<Control>e"]) { [weak self] in self?.window?.exportImage() }
        // Scripts and tests: `gdbus call … org.gtk.Actions.Activate export-image-to "[<'/path.png'>]" {}`.
        let exportTo = SimpleAction(name: "export-image-to", parameterType: .string)
        exportTo.onActivate { [weak self] parameter in
            if let path = parameter?.stringValue { self?.window?.exportImage(to: path) }
        }
        application.add(exportTo)
        actions.append(exportTo)
        addAction("open", accelerators: ["<Control>o"]) { [weak self] in self?.window?.showOpenDialog() }
        // Scripts and tests: `app.open-file '/path/trip.kml'` opens a layer as Open… does, without the dialog;
        // `app.drop-files` takes newline-separated paths through the drop target's own handler.
        addAction("export-places", accelerators: []) { [weak self] in self?.window?.exportPlaces() }
        addStringAction("export-places-to") { [weak self] path in self?.window?.exportPlaces(to: path) }
        addStringAction("open-file") { [weak self] path in self?.window?.store.openLayer(path: path) }
        addStringAction("drop-files") { [weak self] text in
            self?.window?.dropTarget?.deliver(paths: text.split(separator: "\n").map(String.init))
        }
        addAction("zoom-in", accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"]) { [weak self] in
            self?.window?.zoomControls.zoom(by: 1)
        }
        addAction("zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"]) { [weak self] in
            self?.window?.zoomControls.zoom(by: -1)
        }
        addAction("zoom-show-all", accelerators: ["<Control>0", "<Control>KP_0"]) { [weak self] in self?.window?.zoomControls.fitAll() }
    }

    private func addStringAction(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
        let action = SimpleAction(name: name, parameterType: .string)
        action.onActivate { parameter in
            if let text = parameter?.stringValue { handler(text) }
        }
        application.add(action)
        actions.append(action)
    }

    private func addAction(_ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void) {
        let action = SimpleAction(name: name)
        action.onActivate { _ in handler() }
        application.add(action)
        if !accelerators.isEmpty { application.setAccelerators(accelerators, forAction: "app." + name) }
        actions.append(action)
    }
}
