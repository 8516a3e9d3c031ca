import AppCore
import GtkInterop
import MapCore

/// One row of "Places in view": the category's badge, the place's name and its distance from the map centre,
/// announced as "Name, category, distance". Rows are reused as the list changes, so only changed parts are rebuilt.
@MainActor
final class PlaceListRow {
    let widget: Widget
    private let content: Widget
    private let nameLabel: Widget
    private let distanceLabel: Widget
    private var badge: Widget?
    private var badgeCategoryID: PlaceCategory.ID?

    init() {
        content = AppUI.box(.horizontal, spacing: 8)
        nameLabel = PanelLabels.title("")
        distanceLabel = PanelLabels.number("")
        AppUI.append(content, nameLabel)
        AppUI.append(content, distanceLabel)
        widget = AppUI.listRow(content, activatable: true)
    }

    func show(_ row: PlacesInView.Row, category: PlaceCategory, icons: CategoryIcons) {
        show(title: row.shownTitle, distance: row.distanceText, spoken: row.accessibleName(categoryTitle: tr(category.title)),
             category: category, icons: icons)
    }

    /// A line or an area, after the places: the same badge, name and distance.
    func show(_ row: PlacesInView.ShapeRow, category: PlaceCategory, icons: CategoryIcons) {
        show(title: row.shownTitle, distance: row.distanceText, spoken: row.accessibleName(categoryTitle: tr(category.title)),
             category: category, icons: icons)
    }

    private func show(title: String, distance: String, spoken: String, category: PlaceCategory, icons: CategoryIcons) {
        if badgeCategoryID != category.id {
            if let badge { AppUI.remove(content, badge) }
            let made = CategoryBadge.make(category, icons: icons)
            made.setTooltip(tr(category.title))
            AppUI.prepend(content, made)
            badge = made
            badgeCategoryID = category.id
        }
        AppUI.setLabel(nameLabel, title)
        AppUI.setLabel(distanceLabel, distance)
        AppUI.setAccessibleLabel(widget, spoken)
    }
}
