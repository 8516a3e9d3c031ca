import AppCore
import Foundation
import GtkInterop
import MapCore

/// The side panel: one radio per map style, one check per category (icon, title, count), All and None,
/// and below them, on their own scroller, the places in view.
/// It only sends intents to the store and renders what the store publishes.
@MainActor
public final class SidePanel {
    /// The panel's root: the filters over the places in view, split by a divider the user can move.
    public let widget: Widget
    private let store: MapStore
    private let icons: CategoryIcons
    let placesInView: PlacesInViewList
    /// The share of the panel's height the list has: the starting one until the user moves the divider.
    private var listShare = SidePanel.startingListShare
    /// True while the panel itself moves the divider (its "position" notification is not the user's).
    private var isPlacingDivider = false
    /// Whether the panel has placed the divider once (GTK's own first guess is not the user's choice either).
    private var dividerPlaced = false
    private var styleButtons: [(id: MapStyle.ID, button: Widget)] = []
    /// The styles the radios were made for (id and name), to notice a new list.
    private var builtStyles: [(id: MapStyle.ID, name: String)] = []
    /// Told two frames after the style radios were made again (laid out, so the debug dump can place them).
    var onStyleRowsLaidOut: (@MainActor () -> Void)?
    /// The tick callback waiting for the rebuilt radios' layout.
    private var styleLayoutTick: TickCallbackID?
    /// The style radios' ids in order (tests read them).
    var styleIDs: [MapStyle.ID] { styleButtons.map(\.id) }
    private var categoryRows: [PlaceCategory.ID: CategoryRow] = [:]
    private var favouritesRow: FavouritesRow?
    /// Holds the category rows, rebuilt when a layer brings or takes categories.
    private let categoryBox = AppUI.box(.vertical, spacing: 6)
    private var builtCategoryIDs: [PlaceCategory.ID] = []
    private let layersGroup: LayersGroup
    /// Locate… on a missing file's row, with the layer's id.
    var onLocateLayer: (@MainActor (String) -> Void)? {
        get { layersGroup.onLocate }
        set { layersGroup.onLocate = newValue }
    }
    /// Told when the layers' rows have been laid out anew (rebuilt, or a loading row's spinner appeared).
    var onLayerRowsLaidOut: (@MainActor () -> Void)? {
        get { layersGroup.onRowsLaidOut }
        set {
            layersGroup.onRowsLaidOut = { [weak self] in
                self?.takeLayerControls()
                newValue?()
            }
        }
    }
    /// The style radios and the category checks: one Tab stop each, arrows inside.
    private(set) var styleGroup: KeyboardGroup?
    private(set) var categoryGroup: KeyboardGroup?
    /// The panel's keyboard groups by name, in Tab order (the debug dump names the one with focus).
    var focusGroups: [(name: String, widget: Widget)] {
        [styleGroup.map { ("styles", $0.box) }, ("layers", layersGroup.widget), categoryGroup.map { ("categories", $0.box) },
         ("places-in-view", placesInView.list)].compactMap { $0 }
    }
    /// Controls by name, for the debug dump ("style-<id>", "category-<id>", "all", "none").
    private(set) var controls: [String: Widget] = [:]
    /// Called once the panel has placed its divider and GTK has laid it out (the controls moved).
    var onDividerPlaced: (@MainActor () -> Void)?

    public init(store: MapStore, icons: CategoryIcons) {
        self.store = store
        self.icons = icons
        let column = AppUI.box(.vertical, spacing: 6)
        column.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        column.addCSSClass("pinmap-panel")
        let filters = AppUI.scrolled(column)
        placesInView = PlacesInViewList(store: store, icons: icons)
        widget = AppUI.verticalPaned(top: filters, bottom: placesInView.widget)
        widget.setSizeRequest(width: AppSettings.panelWidthRange.lowerBound, height: -1)
        layersGroup = LayersGroup(store: store)
        buildStyles(into: column)
        AppUI.append(column, AppUI.separator(.horizontal))
        AppUI.append(column, layersGroup.widget)
        buildCategories(into: column)
        controls["places-in-view"] = placesInView.list
        // Each layout that changes the divider's range (the first one, a resize) keeps the list's share.
        AppUI.onPanedMaxPositionChanged(widget) { [weak self] in self?.placeDivider() }
        AppUI.onPanedPositionChanged(widget) { [weak self] in self?.dividerMoved() }
    }

    /// Splits the height so the list keeps its share; the filters scroll in the rest.
    private func placeDivider() {
        let available = AppUI.panedMaxPosition(widget)
        // A window still being laid out can be a few points tall: wait for a real size.
        guard available >= Self.minimumSplitHeight else { return }
        let position = Int((Double(available) * (1 - listShare)).rounded())
        // Not inside GTK's layout pass: moving the divider queues another one.
        MainLoop.post { [weak self] in
            guard let self else { return }
            self.isPlacingDivider = true
            AppUI.setPanedPosition(self.widget, position)
            self.isPlacingDivider = false
            self.dividerPlaced = true
            // After the next frame, which lays out the moved divider.
            self.widget.afterNextFrame { [weak self] in self?.onDividerPlaced?() }
        }
    }

    /// The user dragged the divider: remember the share they chose.
    private func dividerMoved() {
        guard dividerPlaced, !isPlacingDivider else { return }
        let available = AppUI.panedMaxPosition(widget)
        guard available >= Self.minimumSplitHeight else { return }
        listShare = min(1, max(0, 1 - Double(AppUI.panedPosition(widget)) / Double(available)))
    }

    /// Fraction of the panel's height the places list starts with.
    static let startingListShare = 0.45
    /// Panel height in points below which the divider is left where GTK puts it.
    static let minimumSplitHeight = 160

    private func buildStyles(into column: Widget) {
        let heading = AppUI.label(tr("Map style"))
        AppUI.configureLabel(heading)
        heading.addCSSClass("heading")
        AppUI.append(column, heading)
        // One Tab stop; the arrows choose, as radio buttons do.
        let group = KeyboardGroup(name: tr("Map style"), role: .radioGroup)
        group.onMove = { AppUI.setActive($0, true) }
        styleGroup = group
        buildStyleRadios()
        AppUI.append(column, group.box)
    }

    /// One radio per style of the store's list, made again when the list changes (an area downloaded or deleted).
    private func buildStyleRadios() {
        guard let group = styleGroup else { return }
        for (id, radio) in styleButtons {
            AppUI.remove(group.box, radio)
            controls["style-" + id] = nil
        }
        group.keepFirst(0)
        styleButtons = []
        builtStyles = store.service.styles.map { ($0.id, $0.name) }
        var first: Widget?
        for style in store.service.styles {
            let radio = AppUI.checkButton(label: tr(style.name))
            if let first { AppUI.setGroup(radio, first) } else { first = radio }
            AppUI.setAccessibleDescription(radio, tr("Map style"))
            let id = style.id
            AppUI.setActive(radio, id == store.state.styleID)
            AppUI.onToggled(radio) { [weak self] in
                guard let self, AppUI.isActive(radio), self.store.state.styleID != id else { return }
                self.store.selectStyle(id)
            }
            styleButtons.append((id, radio))
            controls["style-" + id] = radio
            group.add(radio)
            AppUI.append(group.box, radio)
        }
    }

    /// Calls `onStyleRowsLaidOut` once the new radios have been through a layout (the second frame after, or later
    /// until they have their size).
    private func reportStyleLayout() {
        guard styleLayoutTick == nil, let box = styleGroup?.box else { return }
        final class Frames { var seen = 0 }
        let frames = Frames()
        styleLayoutTick = box.addTickCallback { [weak self] _ in
            frames.seen += 1
            // Until every new radio has its size (a later frame when the window is busy), for at most 300 frames.
            let sized = self?.styleButtons.allSatisfy { $0.button.width > 0 } ?? true
            guard frames.seen >= 2, sized || frames.seen > 300 else { return true }
            self?.styleLayoutTick = nil
            self?.onStyleRowsLaidOut?()
            return false
        }
    }

    private func buildCategories(into column: Widget) {
        let header = AppUI.box(.horizontal, spacing: 6)
        let heading = AppUI.label(tr("Places"))
        AppUI.configureLabel(heading)
        heading.addCSSClass("heading")
        heading.setHExpand(true)
        let all = AppUI.button(mnemonic: tr("_All"))
        let none = AppUI.button(mnemonic: tr("_None"))
        all.setTooltip(tr("Show every category"))
        none.setTooltip(tr("Hide every category"))
        AppUI.setAccessibleLabel(all, tr("Show all place categories"))
        AppUI.setAccessibleLabel(none, tr("Hide all place categories"))
        AppUI.onClicked(all) { [weak self] in self?.store.selectAllCategories() }
        AppUI.onClicked(none) { [weak self] in self?.store.selectNoCategories() }
        controls["all"] = all
        controls["none"] = none
        // Alt+A and Alt+N reach them; as Tab stops they stood between the search and the list.
        all.setCanFocus(false)
        none.setCanFocus(false)
        AppUI.append(header, heading)
        AppUI.append(header, all)
        AppUI.append(header, none)
        AppUI.append(column, header)
        // First, so starred places are one click away however many categories there are.
        let group = KeyboardGroup(name: tr("Categories"))
        categoryGroup = group
        favouritesRow = FavouritesRow(store: store, icons: icons)
        controls["favourites"] = favouritesRow?.check
        if let favouritesRow { group.add(favouritesRow.check) }
        AppUI.append(group.box, favouritesRow!.widget)
        AppUI.append(group.box, categoryBox)
        AppUI.append(column, group.box)
        buildCategoryRows()
    }

    /// One check per category of the visible layers; rebuilt only when that list changed.
    private func buildCategoryRows() {
        let ids = store.categories.map(\.id)
        guard ids != builtCategoryIDs, let group = categoryGroup else { return }
        builtCategoryIDs = ids
        // A file's own categories need their badge colours too (the catalogue's were loaded with the window).
        let catalogIDs = Set(store.service.categories.map(\.id))
        AppUI.loadCSS(CategoryBadge.css(for: store.categories.filter { !catalogIDs.contains($0.id) }))
        AppUI.removeAllChildren(categoryBox)
        // Favourites stays the group's first item; the category checks are made again.
        group.keepFirst(favouritesRow == nil ? 0 : 1)
        for id in categoryRows.keys { controls["category-" + id] = nil }
        categoryRows = [:]
        for category in store.categories {
            let row = CategoryRow(category: category, icons: icons)
            let id = category.id
            AppUI.onToggled(row.check) { [weak self] in
                guard let self else { return }
                let on = AppUI.isActive(row.check)
                if on != self.store.state.categoryIDs.contains(id) { self.store.setCategory(id, enabled: on) }
            }
            categoryRows[id] = row
            controls["category-" + id] = row.check
            group.add(row.check)
            AppUI.append(categoryBox, row.check)
        }
    }

    /// The layers' rows' controls, replacing the previous rows' (their widgets are gone).
    private func takeLayerControls() {
        controls = controls.filter { !$0.key.hasPrefix("layer-") }
        for (name, widget) in layersGroup.controls { controls[name] = widget }
    }

    /// Brings the controls in line with the store.
    public func render(_ change: StoreChange) {
        placesInView.render(change)
        layersGroup.render(change)
        // The layers' rows are made again on either change: their old widgets are gone, so are their names here.
        if change.contains(.layers) || change.contains(.places) { takeLayerControls() }
        if change.contains(.layers) { buildCategoryRows() }
        favouritesRow?.render(change)
        if change.contains(.mapState) {
            if !builtStyles.elementsEqual(store.service.styles, by: { $0.id == $1.id && $0.name == $1.name }) {
                buildStyleRadios()
                reportStyleLayout()
            }
            for (id, button) in styleButtons { AppUI.setActive(button, id == store.state.styleID) }
            if let chosen = styleButtons.firstIndex(where: { $0.id == store.state.styleID }) { styleGroup?.makeCurrent(chosen) }
            for (id, row) in categoryRows { AppUI.setActive(row.check, store.state.categoryIDs.contains(id)) }
        }
        if change.contains(.places) || change.contains(.layers) {
            for (id, row) in categoryRows { AppUI.setActive(row.check, store.state.categoryIDs.contains(id)) }
            for (id, row) in categoryRows {
                row.setCount(store.placesLoaded ? store.categoryCounts[id, default: 0] : nil, shapes: store.shapeCounts[id, default: 0])
            }
        }
    }
}
