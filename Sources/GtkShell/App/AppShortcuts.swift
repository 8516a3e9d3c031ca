import AppCore

/// One keyboard shortcut: the "app." action it runs (nil for keys a widget handles itself, such as the map's
/// arrows), its accelerators in GTK's syntax, and the words the Keyboard Shortcuts window shows.
struct AppShortcut: Sendable {
    enum Group: Sendable { case application, map }
    let action: String?
    let accelerators: [String]
    let title: String
    let group: Group
}

/// Every shortcut Pinmap has, in one table: PinmapApp sets the actions' accelerators from it and the Keyboard
/// Shortcuts window lists it, so the window can neither miss one (Ctrl+E once was) nor show one that does nothing.
@MainActor
enum AppShortcuts {
    static var all: [AppShortcut] {
        [
            AppShortcut(action: "main-menu", accelerators: ["F10"], title: tr("Open the main menu"), group: .application),
            AppShortcut(action: "open", accelerators: ["<Control>o"], title: tr("Open place files"), group: .application),
            AppShortcut(action: "search", accelerators: ["<Control>f"], title: tr("Search places"), group: .application),
            AppShortcut(action: "toggle-panel", accelerators: ["F9"], title: tr("Show or hide the side panel"), group: .application),
            AppShortcut(action: "export", accelerators: ["<Control>e"], title: tr("Export as image"), group: .application),
            AppShortcut(action: "preferences", accelerators: ["<Control>comma"], title: tr("Preferences"), group: .application),
            AppShortcut(action: "shortcuts", accelerators: ["<Control>question", "<Control>F1"], title: tr("Keyboard shortcuts"),
                        group: .application),
            AppShortcut(action: "quit", accelerators: ["<Control>q"], title: tr("Quit"), group: .application),
            AppShortcut(action: "zoom-in", accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"], title: tr("Zoom in"),
                        group: .map),
            AppShortcut(action: "zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"], title: tr("Zoom out"), group: .map),
            AppShortcut(action: "zoom-show-all", accelerators: ["<Control>0", "<Control>KP_0"], title: tr("Show all places"), group: .map),
            // The map's own keys (MapKey), while it has the keyboard focus.
            AppShortcut(action: nil, accelerators: ["plus", "equal", "minus"], title: tr("Zoom in or out on the map"), group: .map),
            AppShortcut(action: nil, accelerators: ["Home"], title: tr("Show all places from the map"), group: .map),
            AppShortcut(action: nil, accelerators: ["Left", "Right", "Up", "Down"], title: tr("Pan"), group: .map),
            AppShortcut(action: nil, accelerators: ["Page_Down", "Page_Up"], title: tr("Next or previous pin or cluster in view"),
                        group: .map),
            AppShortcut(action: nil, accelerators: ["Return"], title: tr("Open the pin or cluster in focus"), group: .map),
            AppShortcut(action: nil, accelerators: ["Escape"], title: tr("Close the place popover, or remove a dropped marker"),
                        group: .map),
        ]
    }

    /// The accelerators of `action` ("quit", no "app." prefix); empty for actions without a shortcut.
    static func accelerators(for action: String) -> [String] {
        all.first { $0.action == action }?.accelerators ?? []
    }
}
