import AppCore
import GtkInterop

/// A place's detail rows in two aligned columns: labels right-aligned on the left, values on the right.
/// Links open through the store (the app's launcher); a capped value has "Show all" for the whole text.
@MainActor
struct DetailGrid {
    let widget: Widget
    /// "link-<row id>" and "show-all-<row id>" buttons, for the debug dump.
    private(set) var controls: [String: Widget] = [:]

    /// Characters a value line holds before it wraps.
    static let valueWidthChars = 32
    /// Characters a value line holds at least (measuring long text at the narrowest width stays cheap).
    static let minimumWidthChars = 20
    /// Points; the height of the scrolling view "Show all" opens.
    static let fullTextHeight = 220

    init(rows: [DetailRow], store: MapStore) {
        let grid = AppUI.grid(rowSpacing: 4, columnSpacing: 10)
        for (index, row) in rows.enumerated() {
            let label = AppUI.label(row.label)
            AppUI.configureLabel(label, xalign: 1)
            label.addCSSClass("dim-label")
            AppUI.alignTop(label)
            AppUI.attach(grid, label, column: 0, row: index)

            let cell = AppUI.box(.vertical, spacing: 2)
            let value: Widget
            if let url = row.link {
                value = Self.linkButton(row)
                AppUI.onClicked(value) { [weak store] in store?.open(url) }
                controls["link-" + row.id] = value
            } else {
                value = Self.textLabel(row.shown)
            }
            AppUI.append(cell, value)
            if let status = row.status {
                let statusLabel = AppUI.label(status.text)
                AppUI.configureLabel(statusLabel)
                statusLabel.addCSSClass(status == .open ? "success" : "error")
                AppUI.append(cell, statusLabel)
            }
            if let full = row.full {
                let showAll = AppUI.button(label: tr("Show all"))
                AppUI.setHasFrame(showAll, false)
                showAll.addCSSClass("link")
                AppUI.alignLeading(showAll)
                AppUI.setAccessibleLabel(showAll, "Show all of \(row.label)")
                // Handles, not references: all three live in the popover as long as the button can be clicked.
                AppUI.onClicked(showAll) { Self.expand(cell, replacing: value, and: showAll, with: full) }
                controls["show-all-" + row.id] = showAll
                AppUI.append(cell, showAll)
            }
            cell.setHExpand(true)
            AppUI.attach(grid, cell, column: 1, row: index)
        }
        widget = grid
    }

    /// A wrapping, selectable value; WORD_CHAR lets an unbreakable run wrap between characters.
    private static func textLabel(_ text: String) -> Widget {
        let label = AppUI.label(CappedText.breakable(text))
        AppUI.configureLabel(label, wrap: true, selectable: true, maxWidthChars: valueWidthChars, widthChars: minimumWidthChars)
        label.setFocusable(false)
        return label
    }

    /// A flat button styled as a link, showing the value as written.
    private static func linkButton(_ row: DetailRow) -> Widget {
        let button = AppUI.button(label: "")
        AppUI.setHasFrame(button, false)
        button.addCSSClass("link")
        let text = AppUI.label(CappedText.breakable(row.shown))
        AppUI.configureLabel(text, wrap: true, maxWidthChars: valueWidthChars, widthChars: minimumWidthChars)
        AppUI.setButtonChild(button, text)
        AppUI.alignLeading(button)
        AppUI.setAccessibleLabel(button, "\(row.label): \(row.shown)")
        button.setTooltip(row.link?.string)
        return button
    }

    /// Swaps the capped label for a scrolling read-only view of the whole text, in short paragraphs so even
    /// 100,000 unbroken characters lay out quickly. The label and button are
    /// hidden rather than removed: the button is inside its own "clicked" handler.
    private static func expand(_ cell: Widget, replacing value: Widget, and button: Widget, with full: String) {
        let view = AppUI.readOnlyText(CappedText.paragraphs(full))
        // As wide as the value column already is: a wider view ran past the popover's right edge.
        let scroller = AppUI.scrolled(view, height: fullTextHeight)
        scroller.setHExpand(true)
        value.setVisible(false)
        button.setVisible(false)
        AppUI.prepend(cell, scroller)
    }
}
