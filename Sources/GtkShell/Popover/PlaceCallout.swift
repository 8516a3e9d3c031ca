import AppCore
import DeepLinks
import GtkInterop
import MapCore

/// One place's details: title, category with icon, detail rows, coordinates, "Open in…", copy buttons.
@MainActor
struct PlaceCallout {
    let widget: Widget
    /// Buttons by name ("open-<target id>", "copy-link", "copy-coordinates", "link-website", "show-all-address", …), for the debug dump.
    private(set) var controls: [String: Widget] = [:]
    /// The first button in reading order (the first "Open in…" target, else "Copy link").
    private(set) var firstControl: Widget?
    /// "Opening in …", shown under the "Open in…" buttons once one is pressed.
    private(set) var openingStatus: Widget?

    init(place: Place, store: MapStore, icons: CategoryIcons) {
        let column = AppUI.box(.vertical, spacing: 6)
        column.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        column.setSizeRequest(width: 260, height: -1)

        let card = PlaceCard(place: place)
        AppUI.append(column, Self.titleLabel(card.title))

        let category = store.categories.first { $0.id == place.categoryID } ?? .other
        let categoryRow = AppUI.box(.horizontal, spacing: 6)
        AppUI.append(categoryRow, CategoryBadge.make(category, icons: icons))
        let categoryLabel = AppUI.label(tr(category.title))
        categoryLabel.addCSSClass("dim-label")
        AppUI.append(categoryRow, categoryLabel)
        // The star sits at the row's end; the category stays left.
        AppUI.configureLabel(categoryLabel)
        categoryLabel.setHExpand(true)
        AppUI.append(categoryRow, FavouriteStar(place: place, store: store).button)
        AppUI.append(column, categoryRow)

        let details = DetailGrid(rows: card.rows, store: store)
        AppUI.append(column, details.widget)
        controls.merge(details.controls) { a, _ in a }

        AppUI.append(column, AppUI.separator(.horizontal))
        if let open = Self.openSection(place: place, store: store) {
            AppUI.append(column, open.widget)
            controls.merge(open.buttons) { a, _ in a }
            firstControl = open.first
            openingStatus = open.status
        }

        let copies = AppUI.box(.horizontal, spacing: 6)
        let copyLink = AppUI.button(mnemonic: tr("Copy _link"))
        let copyCoordinates = AppUI.button(mnemonic: tr("Copy _coordinates"))
        AppUI.onClicked(copyLink) { [weak store] in store?.copyLink(for: place) }
        AppUI.onClicked(copyCoordinates) { [weak store] in store?.copyCoordinates(of: place) }
        controls["copy-link"] = copyLink
        if firstControl == nil { firstControl = copyLink }
        controls["copy-coordinates"] = copyCoordinates
        AppUI.append(copies, copyLink)
        AppUI.append(copies, copyCoordinates)
        AppUI.append(column, copies)
        // Tall callouts scroll rather than run off a small screen.
        widget = AppUI.scrolled(column, maxHeight: Self.maxHeight, minWidth: 280)
    }

    /// The callout's heading (a place's, a line's or an area's name).
    static func titleLabel(_ text: String) -> Widget {
        let title = AppUI.label(CappedText.breakable(text))
        AppUI.configureLabel(title, wrap: true, selectable: false, maxWidthChars: 36, widthChars: 20)
        // A long name gets three lines and an ellipsis, never a wall of text.
        AppUI.setLines(title, 3)
        AppUI.setEllipsizeEnd(title)
        title.addCSSClass("title-4")
        title.setName("popover-title")
        return title
    }

    /// Points; leaves room for the arrow and the header bar on a 720-point window.
    static let maxHeight = 420

    /// Buttons laid out `perRow` to a row, each row sharing its width equally.
    private static func rows(of buttons: [Widget], perRow: Int) -> Widget {
        let column = AppUI.box(.vertical, spacing: 4)
        for start in stride(from: 0, to: buttons.count, by: perRow) {
            let row = AppUI.box(.horizontal, spacing: 4)
            AppUI.setHomogeneous(row, true)
            for b in buttons[start..<min(start + perRow, buttons.count)] { AppUI.append(row, b) }
            AppUI.append(column, row)
        }
        return column
    }

    /// One direct button when exactly one target is enabled, a list when more, nothing when none.
    private static func openSection(place: Place, store: MapStore)
        -> (widget: Widget, buttons: [String: Widget], first: Widget, status: Widget)? {
        switch store.linkChoice {
        case .none:
            return nil
        case .direct(let target):
            let button = AppUI.button(label: String(format: tr("Open in %@"), target.displayName))
            let column = AppUI.box(.vertical, spacing: 4)
            AppUI.append(column, button)
            let status = makeOpeningStatus(in: column)
            AppUI.onClicked(button) { [weak store] in
                showOpening(target, in: status)
                store?.open(place, in: target)
            }
            return (column, ["open-" + target.id: button], button, status)
        case .chooser(let targets):
            let column = AppUI.box(.vertical, spacing: 4)
            let heading = AppUI.label(tr("Open in…"))
            AppUI.configureLabel(heading)
            heading.addCSSClass("heading")
            AppUI.append(column, heading)
            var buttons: [String: Widget] = [:]
            var ordered: [Widget] = []
            // The heading itself says "Opening in …": a line more would push Copy below a tall popover's edge.
            let status = heading
            status.setName("opening-status")
            for target in targets {
                let button = AppUI.button(label: target.displayName)
                AppUI.setAccessibleLabel(button, String(format: tr("Open in %@"), target.displayName))
                AppUI.onClicked(button) { [weak store] in
                    showOpening(target, in: status)
                    store?.open(place, in: target)
                }
                ordered.append(button)
                buttons["open-" + target.id] = button
            }
            AppUI.append(column, rows(of: ordered, perRow: 2))
            return (column, buttons, ordered[0], status)
        }
    }

    /// A line under the buttons saying what is being opened; hidden until a button is pressed.
    private static func makeOpeningStatus(in column: Widget) -> Widget {
        let status = AppUI.label("")
        setUpStatus(status, in: column)
        return status
    }

    private static func setUpStatus(_ status: Widget, in column: Widget) {
        AppUI.configureLabel(status)
        status.addCSSClass("dim-label")
        status.setName("opening-status")
        status.setVisible(false)
        AppUI.append(column, status)
    }

    /// At once, while the browser or app takes its time to appear (a failure still comes as a banner).
    private static func showOpening(_ target: LinkTarget, in status: Widget) {
        AppUI.setLabel(status, String(format: tr("Opening in %@…"), target.displayName))
        status.setVisible(true)
    }
}
