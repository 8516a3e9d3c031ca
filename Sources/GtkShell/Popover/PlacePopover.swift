import AppCore
import DeepLinks
import GtkInterop
import MapCore

/// The popover on the map: a place's callout, a line's or an area's, or the list of places sharing one spot.
/// Renders `MapStore.selection` and keeps no copy of it: opens when the store selects, closes when it clears;
/// Escape or a click elsewhere asks the store to clear, and the store's one `.selection` closes nothing twice.
@MainActor
public final class PlacePopover {
    private let store: MapStore
    private let icons: CategoryIcons
    private let popover: Widget
    private var isRebuilding = false
    private var reportPending = false
    /// Controls in the popover now, by name, for the debug dump.
    private(set) var controls: [String: Widget] = [:]
    /// The shown callout's "Opening in …" line (tests).
    private(set) var openingStatus: Widget?
    /// The control keyboard focus goes to when the popover opens.
    private var focusTarget: Widget?
    /// What had the keyboard focus when the popover opened, held weakly: a list refresh may destroy it meanwhile.
    private var opener: WeakWidget?
    /// Set once the popover has left its map: a focus hand-back posted earlier must not touch it.
    private var isDetached = false

    /// Where the title and control positions go when the debug dump is on (nil: nowhere).
    private let debug: DebugSnapshot?

    public init(store: MapStore, mapWidget: Widget, icons: CategoryIcons, debug: DebugSnapshot? = nil) {
        self.store = store
        self.icons = icons
        self.debug = debug
        popover = AppUI.popover(parent: mapWidget)
        popover.addCSSClass("pinmap-popover")
        // GTK closed it (Escape, a click elsewhere): ask the store. Our own popdown finds the selection already clear.
        AppUI.onPopoverClosed(popover) { [weak self] in
            guard let self, !self.isRebuilding else { return }
            self.returnFocus()
            guard self.store.selection != .none else { return }
            self.store.clearSelection()
        }
    }

    /// Gives the keyboard back to `opener` once GTK has finished closing (it hands focus to the map as it goes),
    /// unless the person has put it somewhere else (a click on another control).
    private func returnFocus() {
        guard let opener else { return }
        self.opener = nil
        let popover = self.popover
        // The window may be torn down (detach) before the posted block runs: then its widgets are gone.
        MainLoop.post { [weak self] in
            guard let self, !self.isDetached, let map = popover.parent else { return }
            let now = AppUI.focusedWidget(inRootOf: map)
            // Nothing focused, still the popover, or the map GTK gave it to: nobody chose another place for it.
            let leftAlone = now.map { AppUI.isInside($0, popover) || $0.raw == map.raw } ?? true
            guard leftAlone else { return }
            // An opener destroyed while the popover was open: the map, which the popover belongs to, takes the keyboard.
            if let back = opener.widget, back.isMapped { back.grabFocus() } else { map.grabFocus() }
        }
    }

    /// The popover widget, so the window can tell clicks inside it from clicks elsewhere.
    var widget: Widget { popover }

    /// Must run before the map widget goes (GTK warns about a leftover child otherwise).
    public func detach() {
        isDetached = true
        AppUI.popdown(popover)
        popover.unparent()
    }

    public func render(_ change: StoreChange) {
        // A new selection moves keyboard focus into the popover; a rebuild for changed link settings does not.
        if change.contains(.selection) || change.contains(.links) { update(isNewSelection: change.contains(.selection)) }
        if change.contains(.viewport) { followPin() }
    }

    private func update(isNewSelection: Bool) {
        let selection = store.selection
        guard selection != .none, let tip = pinTip else {
            controls = [:]
            AppUI.popdown(popover)
            debug?.popoverShown(title: nil)
            debug?.popoverShown(rows: [])
            debug?.reportControls(group: "popover", [:])
            return
        }
        isRebuilding = true
        defer { isRebuilding = false }
        let title: String
        var rows: [String] = []
        switch selection {
        case .place(let place):
            let callout = PlaceCallout(place: place, store: store, icons: icons)
            AppUI.setPopoverChild(popover, callout.widget)
            controls = callout.controls
            openingStatus = callout.openingStatus
            focusTarget = callout.firstControl
            title = place.title
        case .group(let places):
            controls = [:]
            AppUI.setPopoverChild(popover, groupList(places))
            focusTarget = places.first.flatMap { controls["group-" + $0.id] }
            title = "\(store.groupPaging?.total ?? places.count) places here"
        case .shape(let shape, _):
            let callout = ShapeCallout(shape: shape, store: store, icons: icons)
            AppUI.setPopoverChild(popover, callout.widget)
            controls = callout.controls
            // Nothing to press in most shapes' callouts: the popover itself takes the keys (Escape closes it).
            focusTarget = popover
            title = shape.title
            rows = callout.rows.map { "\($0.label): \($0.shown)" }
        case .none:
            return
        }
        // The pin tip is the place's point in the current view (the map may still be flying to a cluster).
        AppUI.point(popover, at: tip)
        // What had the keyboard before (a row, the search box, the map) gets it back when the popover closes.
        if isNewSelection, !popover.isVisible, let focused = AppUI.focusedWidget(inRootOf: popover),
           !AppUI.isInside(focused, popover) {
            opener = WeakWidget(focused)
        }
        AppUI.popup(popover)
        // Keyboard users land on the first target; a rebuild for changed link settings leaves the focus alone.
        if isNewSelection { focusTarget?.grabFocus() }
        // Rows first: a dump that shows the new title already has its rows.
        debug?.popoverShown(rows: rows)
        debug?.popoverShown(title: title)
        scheduleControlReport()
    }

    /// Where the selected place (or same-spot group) is on the map now.
    private var pinTip: PixelPoint? {
        store.selection.anchor.map { store.viewport.screenPoint(for: $0) }
    }

    /// Positions are known once GTK has laid the popover out and placed its surface, which can take a few
    /// frames: poll until three reports in a row agree (or two seconds pass).
    private func scheduleControlReport() {
        guard let debug, !reportPending else { return }
        reportPending = true
        var tries = 0, stable = 0
        var last: [String: PixelRect] = [:]
        MainLoop.timeout(milliseconds: 50) { [weak self] in
            tries += 1
            guard let self, self.store.selection != .none else { self?.reportPending = false; return false }
            let bounds = self.measureControls()
            stable = (bounds == last && bounds.count == self.controls.count + 1) ? stable + 1 : 0
            last = bounds
            debug.reportControls(group: "popover", bounds)
            let again = stable < 3 && tries < 40
            if !again { self.reportPending = false }
            return again
        }
    }

    private func measureControls() -> [String: PixelRect] {
        var bounds: [String: PixelRect] = [:]
        for (name, widget) in controls { bounds[name] = AppUI.boundsInMainSurface(widget) }
        bounds["popover"] = AppUI.boundsInMainSurface(popover)
        return bounds
    }

    /// Keeps the arrow on the pin while the map pans or zooms under an open popover.
    private func followPin() {
        guard let tip = pinTip else { return }
        AppUI.point(popover, at: tip)
        scheduleControlReport()
    }

    /// Places the map cannot split: choose one to see its callout. The rows scroll, and a crowd larger than one
    /// page grows by "Show more", so every place can be reached.
    private func groupList(_ places: [Place]) -> Widget {
        let outer = AppUI.box(.vertical, spacing: 4)
        outer.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let column = AppUI.box(.vertical, spacing: 4)
        let heading = AppUI.label("\(store.groupPaging?.total ?? places.count) places here")
        AppUI.configureLabel(heading)
        heading.addCSSClass("heading")
        AppUI.append(outer, heading)
        let categories = Dictionary(store.categories.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for place in places {
            let button = AppUI.button(label: "")
            AppUI.setHasFrame(button, false)
            let row = AppUI.box(.horizontal, spacing: 6)
            let category = categories[place.categoryID] ?? .other
            AppUI.append(row, CategoryBadge.make(category, icons: icons))
            // Cut like the callout's title: a 10,000-character name would make a row too slow and too wide.
            let title = CappedText(place.title, limit: CappedText.titleLimit).shown
            let label = AppUI.label(title)
            AppUI.configureLabel(label, maxWidthChars: 36)
            AppUI.setEllipsizeEnd(label)
            AppUI.append(row, label)
            AppUI.setButtonChild(button, row)
            AppUI.setAccessibleLabel(button, "\(title), \(tr(category.title))")
            AppUI.onClicked(button) { [weak self] in self?.store.selectPlace(place) }
            controls["group-" + place.id] = button
            AppUI.append(column, button)
        }
        AppUI.append(outer, AppUI.scrolled(column, maxHeight: 360, minWidth: 220))
        if let paging = store.groupPaging {
            let more = AppUI.button(label: String(format: tr("Show %d more"), min(MapStore.groupLimit, paging.total - places.count)))
            AppUI.onClicked(more) { [weak self] in self?.store.showMoreOfGroup() }
            controls["group-more"] = more
            AppUI.append(outer, more)
        }
        return outer
    }
}
