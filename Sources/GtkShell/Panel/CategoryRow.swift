import AppCore
import GtkInterop
import MapCore

/// One category's check button: its icon, title and place count, announced as one label.
@MainActor
final class CategoryRow {
    let check: Widget
    private let countLabel: Widget
    private let title: String

    init(category: PlaceCategory, icons: CategoryIcons) {
        title = tr(category.title)
        check = AppUI.checkButton(label: nil)
        let content = AppUI.box(.horizontal, spacing: 6)
        let icon = CategoryBadge.make(category, icons: icons)
        let titleLabel = PanelLabels.title(tr(category.title))
        countLabel = PanelLabels.number("…")
        AppUI.append(content, icon)
        AppUI.append(content, titleLabel)
        AppUI.append(content, countLabel)
        AppUI.setCheckChild(check, content)
        check.setName("category-" + category.id)
        AppUI.setAccessibleLabel(check, tr(category.title))
    }

    /// Shows the number of places (nil while loading), plus the lines and areas the tick also shows or hides: the
    /// number is everything of the category on the map; the spoken label tells the two apart.
    func setCount(_ count: Int?, shapes: Int = 0) {
        AppUI.setLabel(countLabel, count.map { String($0 + shapes) } ?? "…")
        var spoken = count.map { "\(title), \($0) place\($0 == 1 ? "" : "s")" } ?? title
        if count != nil, shapes > 0 { spoken += ", \(shapes) line\(shapes == 1 ? "" : "s") or area\(shapes == 1 ? "" : "s")" }
        AppUI.setAccessibleLabel(check, spoken)
    }
}
