import AppCore
import GtkInterop
import MapCore

/// The side panel's "Favourites" row among the categories (with its count), and under it, while ticked, the
/// starred places: a click shows one on the map; one that left the data keeps its last name and point and a ×.
@MainActor
final class FavouritesRow {
    static let category = PlaceCategory(id: "pinmap-favourites", title: tr("Favourites"), iconName: "starred",
                                        color: RGBColor(red: 0.90, green: 0.65, blue: 0.04))
    let widget: Widget
    private let row: CategoryRow
    private let list: Widget
    private let store: MapStore
    /// What the listed rows show (each favourite's key and whether it is gone), so an unchanged list is not rebuilt.
    private var listed: [FavouriteRows.Line] = []
    private let more: Widget

    init(store: MapStore, icons: CategoryIcons) {
        self.store = store
        row = CategoryRow(category: Self.category, icons: icons)
        list = AppUI.box(.vertical, spacing: 2)
        more = AppUI.label("")
        more.addCSSClass("dim-label")
        more.setMargins(top: 0, bottom: 4, start: 28, end: 0)
        list.setMargins(top: 0, bottom: 4, start: 28, end: 0)
        widget = AppUI.box(.vertical, spacing: 0)
        AppUI.append(widget, row.check)
        AppUI.append(widget, list)
        AppUI.append(widget, more)
        AppUI.onToggled(row.check) { [weak self] in
            guard let self else { return }
            let on = AppUI.isActive(self.row.check)
            if on != self.store.favouritesShown { self.store.setFavouritesShown(on) }
        }
    }

    var check: Widget { row.check }

    func render(_ change: StoreChange) {
        guard change.contains(.favourites) || change.contains(.places) else { return }
        AppUI.setActive(row.check, store.favouritesShown)
        let here = store.favouritesHere
        row.setCount(here.count)
        list.setVisible(store.favouritesShown && !here.isEmpty)
        let rows = FavouriteRows(here, limit: Limits.favouriteRows, isMissing: store.isMissing)
        more.setVisible(store.favouritesShown && rows.moreCount > 0)
        AppUI.setLabel(more, String(format: tr("and %d more (search finds them)"), rows.moreCount))
        guard store.favouritesShown else { return }
        // At most `Limits.favouriteRows` rows, rebuilt only when what they show changed.
        guard rows.lines != listed else { return }
        listed = rows.lines
        AppUI.removeAllChildren(list)
        for favourite in rows.favourites { AppUI.append(list, line(for: favourite)) }
    }

    private func line(for favourite: Favourite) -> Widget {
        let line = AppUI.box(.horizontal, spacing: 4)
        let missing = store.isMissing(favourite)
        // Short enough not to widen the panel; the tooltip says the rest.
        let shortName = CappedText(favourite.name, limit: 28).shown
        let open = AppUI.button(label: missing ? "\(shortName) (gone)" : shortName)
        open.setTooltip(missing ? String(format: tr("No longer in the data; last seen at %@"), DroppedMarker.coordinateText(favourite.coordinate)) : tr("Show on the map"))
        AppUI.setHasFrame(open, false)
        open.setHExpand(true)
        if missing { open.addCSSClass("dim-label") }
        let store = self.store, key = favourite.key, point = favourite.coordinate, name = favourite.name
        AppUI.onClicked(open) {
            if let place = store.places.first(where: { $0.id == key.placeID }) { store.showSearchResult(place) }
            else { store.dropMarker(at: point, label: name); store.flyTo(point) }
        }
        let remove = AppUI.button(iconName: "window-close-symbolic")
        AppUI.setHasFrame(remove, false)
        remove.setTooltip(tr("Remove from favourites"))
        AppUI.setAccessibleLabel(remove, "Remove \(favourite.name) from favourites")
        AppUI.onClicked(remove) { store.removeFavourite(key) }
        AppUI.append(line, open)
        AppUI.append(line, remove)
        return line
    }
}
