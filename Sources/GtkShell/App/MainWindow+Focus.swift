import AppCore
import GtkInterop

extension MainWindow {
    /// Feeds the debug dump where the keyboard is and what the map's description reads, so end-to-end tests can
    /// walk the window with Tab and hear the map as a screen reader would.
    func reportFocus(to debug: DebugSnapshot) {
        Signal.connectNotify(window, property: "focus-widget") { [weak self] in
            guard let self else { return }
            debug.reportFocus(Window.focusedWidget(self.window).map { self.focusName(of: $0) })
        }
        let map = self.map.widget
        AppUI.onAccessibleDescription = { widget, text in
            if widget.raw == map.raw { debug.reportMapDescription(text) }
        }
    }

    /// The group `widget` belongs to, by the dump's names; otherwise its name (GTK gives its type name when unset).
    func focusName(of widget: Widget) -> String {
        let groups = [("search", search.entry), ("main-menu", mainMenu), ("panel-toggle", panelToggle)] + panel.focusGroups
            .map { ($0.name, $0.widget) } + [("map", map.widget), ("zoom-controls", zoomControls.widget)]
        if let group = groups.first(where: { AppUI.isInside(widget, $0.1) }) { return group.0 }
        return AppUI.name(of: widget) ?? "other"
    }
}
