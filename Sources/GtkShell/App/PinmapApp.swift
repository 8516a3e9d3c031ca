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
        // A first instance applied the link at start-up already; a running one flies there.
        application.onOpen { [weak self] uris in
            guard let self else { return }
            if let window = self.window { window.open(uris: uris) } else { self.activate() }
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
        // Scripts and tests: `gdbus call … org.gtk.Actions.Activate export-image-to "[<'/path.png'>]" {}`.
        let exportTo = SimpleAction(name: "export-image-to", parameterType: .string)
        exportTo.onActivate { parameter in
            if let path = parameter?.stringValue { window()?.exportImage(to: path) }
        }
        application.add(exportTo)
        actions.append(exportTo)
        add("zoom-in") { window()?.zoomControls.zoom(by: 1) }
        add("zoom-out") { window()?.zoomControls.zoom(by: -1) }
        add("zoom-show-all") { window()?.zoomControls.fitAll() }
        return actions
    }
}
