import AppCore
import GtkInterop
import MapCore

/// "Places in view": the keyboard and screen-reader way to every pin. A list of the places on screen,
/// nearest the map centre first, recomputed once the map has been still for `settleDelay`; Enter or a
/// click opens the place's popover on the map through the store, as a pin click does.
@MainActor
final class PlacesInViewList {
    /// Milliseconds the view must stay still before the list follows it (a pan or fling sends one change per frame).
    static let settleDelay: UInt32 = 200

    /// The section: a heading over the scrolling list.
    let widget: Widget
    /// The GtkListBox (the first row gets focus when Tab enters it).
    let list: Widget
    private let store: MapStore
    private let icons: CategoryIcons
    private let categories: [PlaceCategory.ID: PlaceCategory]
    private let countLabel: Widget
    private let moreRow: Widget
    private let moreLabel: Widget
    /// Index-aligned with `shown.rows`; rows past its end are hidden, kept for reuse.
    private(set) var rows: [PlaceListRow] = []
    private let scroller: Widget
    private var shown = PlacesInView.empty
    private var settleTimer: MainLoop.SourceID?
    /// The place whose popover Enter opened from a row: when it closes, the keyboard comes back to its row.
    private var returnFocusTo: Place.ID?

    init(store: MapStore, icons: CategoryIcons) {
        self.store = store
        self.icons = icons
        categories = Dictionary(store.categories.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

        let header = AppUI.box(.horizontal, spacing: 6)
        let heading = PanelLabels.title(tr("Places in view"))
        heading.addCSSClass("heading")
        countLabel = PanelLabels.number("")
        AppUI.append(header, heading)
        AppUI.append(header, countLabel)
        header.setMargins(top: 6, bottom: 6, start: 12, end: 12)

        list = AppUI.listBox()
        list.addCSSClass("navigation-sidebar")
        list.setName("places-in-view")
        ListTabStop.install(on: list)
        AppUI.setAccessibleLabel(list, Self.groupName(items: 0))
        let empty = AppUI.label(tr("No places in view"))
        empty.addCSSClass("dim-label")
        empty.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        AppUI.setPlaceholder(list, empty)
        moreLabel = AppUI.label("")
        AppUI.configureLabel(moreLabel)
        moreLabel.addCSSClass("dim-label")
        moreRow = AppUI.listRow(moreLabel, activatable: false)
        moreRow.setVisible(false)
        AppUI.appendRow(list, moreRow)

        scroller = AppUI.scrolled(list)
        scroller.setVExpand(true)
        let section = AppUI.box(.vertical)
        AppUI.append(section, header)
        AppUI.append(section, scroller)
        widget = section

        AppUI.onRowActivated(list) { [weak self] index in self?.activate(index) }
    }

    func render(_ change: StoreChange) {
        if change.contains(.placesInView) { show(store.placesInView) }
        if change.contains(.selection) { selectionChanged() }
        if !change.isDisjoint(with: [.viewport, .mapState, .places, .panel]) { scheduleRefresh() }
    }

    /// Restarts the wait: the list is recomputed once, after the last change of a burst.
    private func scheduleRefresh() {
        settleTimer?.cancel()
        settleTimer = MainLoop.timeout(milliseconds: Self.settleDelay) { [weak self] in
            guard let self else { return false }
            self.settleTimer = nil
            // A hidden panel needs no list; showing it again (a .panel change) brings it up to date.
            if self.store.panelVisible { self.store.refreshPlacesInView() }
            return false
        }
    }

    private func activate(_ index: Int) {
        // Lines and areas come after the places.
        if shown.shapes.indices.contains(index - shown.rows.count) {
            store.revealShape(shown.shapes[index - shown.rows.count].shape)
            return
        }
        guard shown.rows.indices.contains(index) else { return }
        let place = shown.rows[index].place
        // Only a keyboard user (the row shows focus) is brought back; a click leaves the focus where it goes.
        returnFocusTo = rows[index].widget.hasVisibleFocus ? place.id : nil
        store.revealPlace(place)
    }

    /// A popover opened from the list closed: focus goes back to the place's row, as to any dialog's opener.
    private func selectionChanged() {
        guard let id = returnFocusTo, store.selection.place?.id != id else { return }
        returnFocusTo = nil
        guard store.selection == .none else { return }
        // After GTK has finished closing the popover (it hands focus to the map as it goes).
        MainLoop.post { [weak self] in
            guard let self else { return }
            let index = self.shown.rows.firstIndex { $0.place.id == id } ?? 0
            if self.shown.rows.indices.contains(index) { self.rows[index].widget.grabFocus() }
        }
    }

    /// The shown row at `i`, made when the list has never been this long (rows are reused).
    private func listRow(at i: Int) -> PlaceListRow {
        if i == rows.count {
            let made = PlaceListRow()
            AppUI.insertRow(list, made.widget, at: i)
            rows.append(made)
        }
        rows[i].widget.setVisible(true)
        return rows[i]
    }

    /// What the list is announced as, with its size, as the panel's other groups are ("Places in view, 37 items").
    static func groupName(items: Int) -> String { String(format: tr("%@, %d items"), tr("Places in view"), items) }

    func show(_ next: PlacesInView) {
        // Keyboard focus stays on the same place when the rows reorder under it.
        let focused = shown.rows.indices.first { rows[$0].widget.hasFocus }
        let focusedID = focused.map { shown.rows[$0].place.id }
        let moreHadFocus = moreRow.hasFocus
        shown = next
        for (i, row) in next.rows.enumerated() {
            listRow(at: i).show(row, category: categories[row.place.categoryID] ?? .other, icons: icons)
        }
        for (k, row) in next.shapes.enumerated() {
            listRow(at: next.rows.count + k).show(row, category: categories[row.shape.categoryID] ?? .other, icons: icons)
        }
        for row in rows.dropFirst(next.rows.count + next.shapes.count) { row.widget.setVisible(false) }
        AppUI.setLabel(moreLabel, "and \(next.moreCount) more")
        moreRow.setVisible(next.moreCount > 0)
        AppUI.setLabel(countLabel, next.totalCount > 0 ? String(next.totalCount) : "")
        AppUI.setAccessibleLabel(list, Self.groupName(items: next.rows.count + next.shapes.count))
        AppUI.setAccessibleDescription(list, "\(next.totalCount) place\(next.totalCount == 1 ? "" : "s"), nearest the map centre first")

        // Without keyboard focus in the list, a new list starts at its top: the nearest places.
        guard focused != nil || moreHadFocus else { AppUI.scrollToTop(scroller); return }
        if let focusedID, let same = next.rows.firstIndex(where: { $0.place.id == focusedID }) {
            rows[same].widget.grabFocus()
        } else if let focused, next.rows.indices.contains(focused) {
            rows[focused].widget.grabFocus()
        } else if next.moreCount > 0 {
            moreRow.grabFocus()
        } else if !next.rows.isEmpty {
            rows[next.rows.count - 1].widget.grabFocus()
        }
    }
}
