import GtkInterop
import MapCore
import MapRender
import MapViewModel

/// Keyboard focus among the pins and clusters in view (Page Down/Page Up, Enter opens): GTK 4.8 cannot give a
/// drawing area accessible children, so the map's accessible description names the focused item, which
/// AT-SPI sends as a description change that Orca reads for the focused map.
extension MapWidget {
    /// The pins and clusters whose anchor is inside the view, top to bottom then left to right (reading order).
    var itemsInView: [MapItem] {
        let v = viewport
        let items = query.items(for: v, generation: dataGeneration, index: index)
        return items.map { (item: $0, at: v.screenPoint(for: $0.coordinate)) }
            .filter { Self.isInside($0.at, v) }
            .sorted { ($0.at.y, $0.at.x, $0.item.id) < ($1.at.y, $1.at.x, $1.item.id) }
            .map(\.item)
    }

    /// The focused pin or cluster, if it is still in view.
    /// Drawn every frame while focused, so it scans the frame's cached items without sorting or copying them.
    public var focusedItem: MapItem? {
        guard let focusedItemID else { return nil }
        let v = viewport
        guard let item = query.items(for: v, generation: dataGeneration, index: index).first(where: { $0.id == focusedItemID })
        else { return nil }
        return Self.isInside(v.screenPoint(for: item.coordinate), v) ? item : nil
    }

    private static func isInside(_ point: PixelPoint, _ v: Viewport) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < v.size.width && point.y < v.size.height
    }

    /// Moves keyboard focus to the next (`step` 1) or previous (-1) item in view, wrapping; false with none.
    @discardableResult
    func moveItemFocus(by step: Int) -> Bool {
        let items = itemsInView
        guard !items.isEmpty else { return false }
        let current = items.firstIndex { $0.id == focusedItemID }
        let next = current.map { ($0 + step + items.count) % items.count } ?? (step > 0 ? 0 : items.count - 1)
        focusedItemID = items[next].id
        speak(items[next])
        widget.queueDraw()
        return true
    }

    /// Opens the focused item as a click on it would; false when none is focused.
    func activateFocusedItem() -> Bool {
        guard let item = focusedItem else { return false }
        // The click's rule: a cluster a zoom can split zooms in (Enter only told the owner, which zooms nowhere).
        carryOut(ClickOutcome.decide(hit: item, viewport: viewport, style: style))
        return true
    }

    /// Tells a screen reader about `item` (its shared spoken name, "selected" for the highlighted pin).
    func speak(_ item: MapItem) {
        var selected = false
        if case .place(let place) = item { selected = place.id == selectedPlaceID }
        AppUI.setAccessibleDescription(widget, renderer.spokenName(of: item, selected: selected))
    }

    /// The keys item focus uses (the shortcuts window lists them; its test checks the map handles them).
    static let itemFocusKeys: Set<UInt32> = [KeySym.pageDown, KeySym.pageUp, KeySym.returnKey, KeySym.keypadEnter]

    /// Handles Page Down/Up and Enter for item focus; false for other keys.
    func itemFocusKey(_ press: KeyPress) -> Bool {
        guard !press.hasControl, !press.hasAlt else { return false }
        switch press.keyval {
        case KeySym.pageDown: return moveItemFocus(by: 1)
        case KeySym.pageUp: return moveItemFocus(by: -1)
        case KeySym.returnKey, KeySym.keypadEnter: return activateFocusedItem()
        default: return false
        }
    }
}

extension MapWidget {
    /// GTK 4.8 has no announcement API (`gtk_accessible_announce` is 4.14): the map's description takes the
    /// text, which AT-SPI sends as a description change (Orca reads it while the map or its window has focus).
    public func announce(_ text: String) {
        AppUI.setAccessibleDescription(widget, text)
    }
}
