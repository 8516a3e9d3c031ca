import AppCore
import Gazetteer
import Geocoding
import GtkInterop
import MapCore
import Search

/// The header bar's search entry and its results list: renders the store's search state (`PlaceSearch`: the query
/// and its answer) and sends it intents — the text typed, the row chosen. Up/Down and Enter or a click fly the map
/// to a place and open its popover; coordinates or a geo: URI and Enter move the map there.
@MainActor
final class SearchBar {
    /// Rows the results list shows at most.
    static let maxRows = SearchIndex.defaultLimit

    let entry: Widget
    private let store: MapStore
    private let icons: CategoryIcons
    private let popover: Widget
    private let list: Widget
    /// The search state, owned by the store.
    private let search: PlaceSearch
    /// Where row positions go when the debug dump is on (nil: nowhere).
    private let debug: DebugSnapshot?
    /// The answer on screen: the store's newest (rendered from it, not a copy).
    private var answer: MergedSearch.Answer { search.answer }
    /// Enter was pressed before the answer for the current text came back.
    private var activateWhenAnswered = false
    private var isOpen = false
    /// The row of the "Online search unavailable" note at the list's end (one row, whatever the number of
    /// keystrokes), or nil.
    private var noteRow: Int?

    init(store: MapStore, icons: CategoryIcons, gazetteer: Gazetteer?, geocoder: (any Geocoder)? = nil, debug: DebugSnapshot?) {
        self.store = store
        store.startSearch(gazetteer: gazetteer, geocoder: geocoder)
        // The store made it just now.
        search = store.search!
        self.icons = icons
        self.debug = debug
        entry = AppUI.searchEntry(placeholder: tr("Search places"))
        AppUI.setAccessibleLabel(entry, tr("Search places"))
        entry.setTooltip(tr("Search places by name, address or category, or type coordinates (Ctrl+F)"))
        entry.setSizeRequest(width: 320, height: -1)
        list = AppUI.selectableListBox()
        list.setFocusable(false)
        popover = AppUI.passivePopover(parent: entry)
        popover.addCSSClass("pinmap-search-results")
        AppUI.setPopoverChild(popover, AppUI.scrolled(list, maxHeight: 480, minWidth: 320))
        connect()
        search.onAnswer = { [weak self] in self?.show() }
    }

    private func connect() {
        Signal.connect(entry, "search-changed") { [weak self] in self?.textChanged() }
        Signal.connect(entry, "activate") { [weak self] in self?.activate() }
        Signal.connect(entry, "stop-search") { [weak self] in self?.close() }
        // Its place in the window is known once it is shown (for the debug dump).
        Signal.connect(entry, "map") { [weak self] in self?.reportRows() }
        let keys = EventController.key()
        keys.captureBeforeChildren()
        Signal.connect(keys, "key-pressed", key: { [weak self] press in self?.keyPressed(press) ?? false })
        entry.add(keys)
        AppUI.onRowActivated(list) { [weak self] index in self?.open(row: index) }

    }

    /// Row positions for the debug dump once the places (and so the index) changed.
    func render(_ change: StoreChange) {
        if change.contains(.places), store.placesLoaded { reportRows() }
    }

    func focus() { entry.grabFocus() }

    /// A press anywhere in `area` (the map and panel) closes the results; the press goes on to its target.
    /// (Not on the entry's focus leaving: the press on a result row would close the list before the row activates.)
    func closeResults(onPressIn area: Widget) {
        let click = EventController.click()
        click.captureBeforeChildren()
        Signal.connect(click, "pressed", press: { [weak self] _, _, _ in
            guard let self, self.isOpen else { return }
            self.close()
        })
        area.add(click)
    }

    /// Unparents the popover before the window goes.
    func detach() { popover.unparent() }

    private func textChanged() {
        search.queryChanged(AppUI.editableText(entry))
    }

    /// Renders the store's newest answer.
    private func show() {
        let text = search.answeredQuery
        AppUI.removeAllRows(list)
        switch answer {
        case .location(let location):
            AppUI.appendUnfocusableRow(list, locationRow(location))
        case .rows(let rows):
            for hit in rows.prefix(Self.maxRows) { AppUI.appendUnfocusableRow(list, row(for: hit)) }
            if rows.isEmpty, !text.isEmpty { AppUI.appendUnfocusableRow(list, messageRow(String(format: tr("No places match “%@”"), text))) }
        }
        noteRow = nil
        if case .rows(let rows) = answer, search.onlineStatus.showsNote(for: text), let failure = search.onlineStatus.failure {
            noteRow = rows.isEmpty ? 1 : min(Self.maxRows, rows.count)
            AppUI.appendUnfocusableRow(list, messageRow(String(format: tr("Online search unavailable: %@; showing offline results"), failure), wraps: true))
        } else if case .rows(let rows) = answer, search.showsAddressNote(for: text) {
            noteRow = rows.isEmpty ? 1 : min(Self.maxRows, rows.count)
            AppUI.appendUnfocusableRow(list, messageRow(tr("Addresses beyond your places need online search (Preferences › Online search)"), wraps: true))
        }
        if text.isEmpty { close() } else {
            AppUI.popup(popover)
            isOpen = true
            // Nothing selected: Down picks the first row, Enter alone opens it.
            AppUI.selectRow(list, nil)
        }
        reportRows()
        if activateWhenAnswered, text == AppUI.editableText(entry) {
            activateWhenAnswered = false
            activate()
        }
    }

    private var isLocation: Bool {
        if case .location = answer { return true }
        return false
    }

    private func keyPressed(_ press: KeyPress) -> Bool {
        let count = isLocation ? 1 : min(Self.maxRows, answer.rows.count)
        guard count > 0 else { return false }
        let current = AppUI.selectedRowIndex(list)
        switch press.keyval {
        case KeySym.down, KeySym.keypadDown:
            AppUI.selectRow(list, min(count - 1, (current ?? -1) + 1))
            if !isOpen { AppUI.popup(popover); isOpen = true }
            return true
        case KeySym.up, KeySym.keypadUp:
            AppUI.selectRow(list, max(0, (current ?? 1) - 1))
            return true
        default:
            return false
        }
    }

    /// Enter: the selected row (else the first); waits for the answer when the text is newer than it.
    private func activate() {
        guard search.answeredQuery == AppUI.editableText(entry) else {
            activateWhenAnswered = true
            return
        }
        open(row: AppUI.selectedRowIndex(list) ?? 0)
    }

    private func open(row index: Int) {
        search.choose(row: index)
        close()
    }

    private func close() {
        AppUI.popdown(popover)
        isOpen = false
        reportRows()
    }

    private func row(for hit: SearchRow) -> Widget {
        let category: PlaceCategory?
        if case .place(let place) = hit.target { category = store.categories.first { $0.id == place.categoryID } } else { category = nil }
        let box = AppUI.box(.horizontal, spacing: 8)
        box.setMargins(top: 4, bottom: 4, start: 6, end: 6)
        if let category {
            AppUI.append(box, CategoryBadge.make(category, icons: icons))
        } else {
            AppUI.append(box, AppUI.image(iconName: "mark-location-symbolic", pixelSize: 20))
        }
        let texts = AppUI.box(.vertical, spacing: 1)
        texts.setHExpand(true)
        let name = AppUI.label(CappedText.rowTitle(hit.title))
        AppUI.configureLabel(name, maxWidthChars: 40)
        AppUI.setEllipsizeEnd(name)
        name.addCSSClass("heading")
        let secondary = AppUI.label(CappedText.rowTitle(hit.subtitle))
        AppUI.configureLabel(secondary, maxWidthChars: 40)
        AppUI.setEllipsizeEnd(secondary)
        secondary.addCSSClass("dim-label")
        AppUI.append(texts, name)
        AppUI.append(texts, secondary)
        AppUI.append(box, texts)
        let distance = AppUI.label(DistanceText.format(metres: hit.distance))
        distance.addCSSClass("dim-label")
        AppUI.append(box, distance)
        AppUI.setAccessibleLabel(box, "\(CappedText.rowTitle(hit.title)), \(hit.subtitle), \(DistanceText.format(metres: hit.distance)) away")
        return box
    }

    private func locationRow(_ location: LocationQuery) -> Widget {
        let box = AppUI.box(.horizontal, spacing: 8)
        box.setMargins(top: 4, bottom: 4, start: 6, end: 6)
        AppUI.append(box, AppUI.image(iconName: "mark-location-symbolic", pixelSize: 20))
        let c = location.coordinate
        let label = AppUI.label((location.label.map { $0 + " — " } ?? tr("Go to ")) + String(format: "%.5f, %.5f", c.latitude, c.longitude))
        AppUI.configureLabel(label, maxWidthChars: 40)
        AppUI.setEllipsizeEnd(label)
        AppUI.append(box, label)
        return box
    }

    /// A dimmed line; a note (`wraps`) is read whole, a "No places match" line with long typed text is cut.
    private func messageRow(_ text: String, wraps: Bool = false) -> Widget {
        let label = AppUI.label(text)
        if wraps {
            AppUI.configureLabel(label, wrap: true, maxWidthChars: 40, widthChars: 40)
        } else {
            AppUI.configureLabel(label, maxWidthChars: 40)
            AppUI.setEllipsizeEnd(label)
        }
        label.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        label.addCSSClass("dim-label")
        return label
    }

    /// The entry and the visible rows, for the debug dump (tests click and wait on them).
    private func reportRows() {
        guard let debug else { return }
        var bounds: [String: PixelRect] = [:]
        bounds["search-entry"] = AppUI.boundsInMainSurface(entry)
        if isOpen {
            let rows = isLocation ? 1 : min(Self.maxRows, answer.rows.count)
            for i in 0..<rows {
                bounds["search-row-\(i)"] = AppUI.row(list, i).flatMap(AppUI.boundsInMainSurface) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            }
            if let noteRow { bounds["search-note"] = AppUI.row(list, noteRow).flatMap(AppUI.boundsInMainSurface) ?? PixelRect(x: 0, y: 0, width: 0, height: 0) }
        }
        debug.reportControls(group: "search", bounds)
    }
}
