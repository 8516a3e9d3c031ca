import AppCore
import GtkInterop
import MapCore

/// One line's or area's details: title, category with icon and the kind ("Line", "Area"), its length or area and
/// perimeter, and its properties as a place's callout shows them.
@MainActor
struct ShapeCallout {
    let widget: Widget
    /// "link-<row id>" and "show-all-<row id>" buttons, for the debug dump.
    private(set) var controls: [String: Widget] = [:]
    /// The rows shown, for the debug dump.
    let rows: [DetailRow]

    init(shape: PlaceShape, store: MapStore, icons: CategoryIcons) {
        let column = AppUI.box(.vertical, spacing: 6)
        column.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        column.setSizeRequest(width: 260, height: -1)

        let card = ShapeCard(shape: shape)
        rows = card.rows
        AppUI.append(column, PlaceCallout.titleLabel(card.title))

        let category = store.categories.first { $0.id == shape.categoryID } ?? .other
        let categoryRow = AppUI.box(.horizontal, spacing: 6)
        AppUI.append(categoryRow, CategoryBadge.make(category, icons: icons))
        // "Park · Area": what it is, then which kind of shape.
        let categoryLabel = AppUI.label("\(tr(category.title)) · \(card.kind)")
        categoryLabel.addCSSClass("dim-label")
        AppUI.configureLabel(categoryLabel)
        AppUI.append(categoryRow, categoryLabel)
        AppUI.append(column, categoryRow)

        let details = DetailGrid(rows: card.rows, store: store)
        AppUI.append(column, details.widget)
        controls.merge(details.controls) { a, _ in a }
        widget = AppUI.scrolled(column, maxHeight: PlaceCallout.maxHeight, minWidth: 280)
    }
}
