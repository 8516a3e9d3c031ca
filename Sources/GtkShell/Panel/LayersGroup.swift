import AppCore
import GtkInterop
import MapCore

/// The panel's "Layers" group: per layer its name, what it holds ("12 places, 1 track"), a visibility check, a remove button (files
/// only), and why it is loading, missing or unreadable. Rows are rebuilt when layers change (they are few). One Tab
/// stop for the keyboard: arrows move between the layers' checks, Space shows or hides, Delete removes a file's layer.
@MainActor
final class LayersGroup {
    let widget: Widget
    private let group = KeyboardGroup(name: tr("Layers"))
    private var rows: Widget { group.box }
    private let store: MapStore
    /// What the rows show, so an unchanged list is not rebuilt (a rebuild would drop keyboard focus).
    private var shown: [Line] = []
    /// Delete-key controllers of the current rows.
    private var keyControllers: [EventController] = []
    /// Controls by name for the debug dump: "layer-<name>" (the check) and "layer-remove-<name>".
    private(set) var controls: [String: Widget] = [:]
    /// Loads that have run over 300 ms (their rows show a spinner), and the timers of those not there yet.
    private var slowLoads: Set<String> = []
    private var loadTimers: [String: MainLoop.SourceID] = [:]
    /// The spinners of the current rows' loading layers, hidden until their load is slow.
    private var spinners: [String: (name: String, widget: Widget)] = [:]
    /// Locate… on a missing file's row, with the layer's id (the window asks for the file).
    var onLocate: (@MainActor (String) -> Void)?
    /// Told when rows change after they were laid out: a spinner appeared, or rebuilt rows had their first layout
    /// (the window reports its controls again; a widget not laid out yet has no bounds to report).
    var onRowsLaidOut: (@MainActor () -> Void)?
    /// The tick callback waiting for rebuilt rows' first layout, if one is.
    private var layoutTick: TickCallbackID?

    private struct Line: Equatable {
        let id: String, name: String, count: Int, contents: String, visible: Bool, state: PlaceLayer.LoadState
    }

    init(store: MapStore) {
        self.store = store
        widget = AppUI.box(.vertical, spacing: 4)
        let heading = AppUI.label(tr("Layers"))
        AppUI.configureLabel(heading)
        heading.addCSSClass("heading")
        AppUI.append(widget, heading)
        AppUI.append(widget, rows)
        // Hidden until a file is opened: with only the bundled places there is nothing to choose.
        widget.setVisible(false)
    }

    func render(_ change: StoreChange) {
        guard change.contains(.layers) || change.contains(.places) else { return }
        let lines = store.layers.layers.map { l in
            Line(id: l.id, name: l.name, count: l.places.count + l.shapes.count, contents: LayerContents.text(of: l), visible: l.visible, state: l.state)
        }
        widget.setVisible(lines.count > 1)
        trackSlowLoads(lines)
        guard lines != shown else { return }
        shown = lines
        AppUI.removeAllChildren(rows)
        group.keepFirst(0)
        keyControllers = []
        controls = [:]
        spinners = [:]
        for line in lines { AppUI.append(rows, row(for: line)) }
        reportAfterLayout()
    }

    /// Calls `onRowsLaidOut` at the second frame's tick from now, which comes after the first frame laid the new rows out.
    private func reportAfterLayout() {
        guard layoutTick == nil else { return }
        layoutTick = widget.afterNextFrame { [weak self] in
            self?.layoutTick = nil
            self?.onRowsLaidOut?()
        }
    }

    /// Starts a 300 ms GLib timeout for each load that began, and forgets loads that ended (or whose layer went).
    private func trackSlowLoads(_ lines: [Line]) {
        let loading = Set(lines.filter { $0.state == .loading }.map(\.id))
        for (id, timer) in loadTimers where !loading.contains(id) {
            timer.cancel()
            loadTimers[id] = nil
        }
        slowLoads.formIntersection(loading)
        for id in loading where loadTimers[id] == nil && !slowLoads.contains(id) {
            loadTimers[id] = MainLoop.timeout(milliseconds: 300) { [weak self] in
                guard let self else { return false }
                self.loadTimers[id] = nil
                self.slowLoads.insert(id)
                if let (name, spinner) = self.spinners[id] {
                    AppUI.setShown(spinner, true)
                    self.controls["layer-spinner-" + name] = spinner
                }
                self.onRowsLaidOut?()
                return false
            }
        }
    }

    private func row(for line: Line) -> Widget {
        let box = AppUI.box(.vertical, spacing: 0)
        let top = AppUI.box(.horizontal, spacing: 6)
        let name = line.id == PlaceLayer.bundledID ? tr("Bundled places") : line.name
        let check = AppUI.checkButton(label: nil)
        let title = PanelLabels.title(name)
        // What the file holds ("12 places, 1 track"), as the toast said, under the name so neither crowds the other;
        // "…" until a first read has given anything.
        let count = AppUI.label(line.state == .loading && line.count == 0 ? "…" : line.contents)
        AppUI.configureLabel(count)
        AppUI.setEllipsizeEnd(count)
        for css in ["dim-label", "caption", "numeric"] { count.addCSSClass(css) }
        let content = AppUI.box(.vertical, spacing: 0)
        AppUI.append(content, title)
        AppUI.append(content, count)
        AppUI.setCheckChild(check, content)
        check.setHExpand(true)
        check.setTooltip(line.id == PlaceLayer.bundledID ? name : line.id)
        AppUI.setActive(check, line.visible)
        AppUI.setAccessibleLabel(check, String(format: tr("Show %@, %@"), name, line.contents))
        let id = line.id
        AppUI.onToggled(check) { [weak self] in
            guard let self else { return }
            let on = AppUI.isActive(check)
            if self.store.layers[id]?.visible != on { self.store.setLayerVisible(id, on) }
        }
        group.add(check)
        if id != PlaceLayer.bundledID {
            let keys = EventController.key()
            Signal.connect(keys, "key-pressed", key: { [weak self] press in
                guard press.keyval == KeySym.delete || press.keyval == KeySym.keypadDelete else { return false }
                self?.store.removeLayer(id)
                return true
            })
            check.add(keys)
            keyControllers.append(keys)
        }
        check.setName("layer-" + line.name)
        controls["layer-" + line.name] = check
        AppUI.append(top, check)
        if id != PlaceLayer.bundledID {
            let remove = AppUI.button(iconName: "window-close-symbolic")
            remove.addCSSClass("flat")
            remove.setTooltip(tr("Remove layer"))
            // Delete on the layer's check does the same; as a Tab stop the button would split the group.
            remove.setCanFocus(false)
            AppUI.setAccessibleLabel(remove, String(format: tr("Remove %@"), name))
            AppUI.onClicked(remove) { [weak self] in self?.store.removeLayer(id) }
            controls["layer-remove-" + line.name] = remove
            AppUI.append(top, remove)
        }
        if line.state == .loading {
            // Quick loads never flash a spinner: it shows once the load has taken 300 ms.
            // Its place is kept while hidden, so the row does not reflow when it appears.
            let spinner = AppUI.spinner()
            AppUI.setShown(spinner, slowLoads.contains(id))
            AppUI.setAccessibleLabel(spinner, tr("Loading…"))
            spinners[id] = (line.name, spinner)
            if slowLoads.contains(id) { controls["layer-spinner-" + line.name] = spinner }
            AppUI.append(top, spinner)
        }
        if line.state == .missing {
            let locate = AppUI.button(label: tr("Locate…"))
            locate.addCSSClass("flat")
            // Like the remove button, not a Tab stop of its own (the group is one).
            locate.setCanFocus(false)
            AppUI.setAccessibleLabel(locate, String(format: tr("Locate %@"), name))
            AppUI.onClicked(locate) { [weak self] in self?.onLocate?(id) }
            controls["layer-locate-" + line.name] = locate
            AppUI.append(top, locate)
        }
        AppUI.append(box, top)
        if let note = Self.note(for: line.state) {
            let label = AppUI.label(note)
            AppUI.configureLabel(label, wrap: true)
            label.addCSSClass("dim-label")
            label.setMargins(top: 0, bottom: 2, start: 28, end: 0)
            AppUI.append(box, label)
        }
        return box
    }

    /// The line under a layer that is not simply loaded.
    static func note(for state: PlaceLayer.LoadState) -> String? {
        switch state {
        case .loaded: return nil
        case .loading: return tr("Loading…")
        case .missing: return tr("The file is not there any more")
        case .failed(let reason): return reason
        }
    }
}
